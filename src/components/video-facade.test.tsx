import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { VideoFacade } from './video-facade'

const src = 'https://www.youtube-nocookie.com/embed/abc123'

it('shows a play button and creates the video frame only when the visitor asks', async () => {
  const user = userEvent.setup()
  render(
    <VideoFacade
      src={src}
      title="A family journey"
      poster="/p.jpg"
      posterWidth={12}
      posterHeight={8}
    />,
  )
  expect(document.querySelector('iframe')).toBeNull()
  await user.click(screen.getByRole('button', { name: /Play video:\s*A family journey/ }))
  const frame = screen.getByTitle('A family journey')
  expect(frame).toHaveAttribute('src', `${src}?autoplay=1`)
  expect(frame).toHaveFocus()
})
