import { act, render, screen } from '@testing-library/react'
import { LazyToaster } from './lazy-toaster'
import { toast } from './use-toast'

test('renders nothing until the first toast, then loads the Toaster and shows it', async () => {
  const { container } = render(<LazyToaster />)
  expect(container).toBeEmptyDOMElement()
  act(() => {
    toast({ title: 'Preferences saved' })
  })
  expect(await screen.findByText('Preferences saved', {}, { timeout: 5000 })).toBeInTheDocument()
  act(() => {
    toast({ title: 'Second toast' })
  })
  expect(await screen.findByText('Second toast')).toBeInTheDocument()
  expect(screen.queryByText('Preferences saved')).not.toBeInTheDocument()
})
