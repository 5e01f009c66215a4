import { fireEvent, render, screen } from '@testing-library/react'
import { DEFAULT_IMAGE, ImageWithFallback } from './image-with-fallback'

test('keeps its size and falls back to the default picture when the image fails', () => {
  render(<ImageWithFallback src="/images/missing.jpg" alt="Palermo" width={800} height={600} />)
  const image = screen.getByRole('img', { name: 'Palermo' })
  expect(image).toHaveAttribute('src', '/images/missing.jpg')
  expect(image).toHaveAttribute('width', '800')
  expect(image).toHaveAttribute('height', '600')
  fireEvent.error(image)
  expect(image).toHaveAttribute('src', DEFAULT_IMAGE)
  fireEvent.error(image)
  expect(image).toHaveAttribute('src', DEFAULT_IMAGE)
})
