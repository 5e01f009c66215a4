import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ContactDialog } from './contact-dialog'

test('the trigger is a link to /contact with the context, so it works before the app', () => {
  render(
    <ContactDialog
      title="Contact Expert"
      triggerLabel="Contact Expert"
      context={{ agencyId: 'sicilia-heritage', itineraryId: 'sicilian-roots' }}
    />,
  )
  expect(screen.getByRole('link', { name: 'Contact Expert' })).toHaveAttribute(
    'href',
    '/contact?agencyId=sicilia-heritage&itinerary=sicilian-roots',
  )
})

test('once the app runs, a click opens the dialog instead and focus returns to the trigger on close', async () => {
  const user = userEvent.setup()
  render(<ContactDialog title="Contact Us" triggerLabel="Start Your Journey" />)
  const trigger = screen.getByRole('link', { name: 'Start Your Journey' })
  expect(trigger).toHaveAttribute('aria-haspopup', 'dialog')
  expect(trigger).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

  await user.click(trigger)
  const dialog = await screen.findByRole('dialog', { name: 'Contact Us' }, { timeout: 5000 })
  expect(trigger).toHaveAttribute('aria-expanded', 'true')
  expect(trigger).toHaveAttribute('aria-controls', dialog.id)
  expect(window.location.pathname).toBe('/')

  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(trigger).toHaveFocus()
  expect(trigger).toHaveAttribute('aria-expanded', 'false')
})
