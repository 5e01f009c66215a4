import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { LinkLoadFailed, PrivateLinkPage } from './private-link-page'

/** The private links' shell (docs/decisions/263): no referrer, never indexed, the page's language on <html>. */
test('the shell sends no referrer, is not indexed, and switches to the other language in one tap', async () => {
  const onSwitch = vi.fn()
  const { rerender, unmount } = render(
    <PrivateLinkPage
      language="it"
      onSwitch={onSwitch}
      switchLabel="English"
      tagline="Viaggi alle radici"
      title="Titolo"
      path="/research"
    >
      <p>Contenuto</p>
    </PrivateLinkPage>,
  )
  expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
  expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/)
  expect(document.documentElement.lang).toBe('it')
  const change = screen.getByRole('button', { name: 'English' })
  expect(change).toHaveAttribute('lang', 'en')
  await userEvent.click(change)
  expect(onSwitch).toHaveBeenCalledWith('en')
  rerender(
    <PrivateLinkPage
      language="en"
      onSwitch={onSwitch}
      switchLabel="Italiano"
      tagline="Heritage journeys"
      title="Title"
      path="/research"
    >
      <p>Content</p>
    </PrivateLinkPage>,
  )
  expect(document.documentElement.lang).toBe('en')
  expect(screen.getByRole('button', { name: 'Italiano' })).toHaveAttribute('lang', 'it')
  unmount()
  expect(document.documentElement.lang).not.toBe('en')
})

test('a failed load says so and offers to try again', async () => {
  const onRetry = vi.fn()
  render(<LinkLoadFailed text="Non è stato possibile." retry="Riprova" onRetry={onRetry} />)
  expect(screen.getByRole('alert')).toHaveTextContent('Non è stato possibile.')
  await userEvent.click(screen.getByRole('button', { name: 'Riprova' }))
  expect(onRetry).toHaveBeenCalledOnce()
})
