import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ContactDialog } from './contact-dialog'

test('the trigger opens the dialog (loaded on demand) and focus returns to it on close', async () => {
  const user = userEvent.setup()
  render(<ContactDialog title="Contact Us" trigger={<button type="button">Start Your Journey</button>} />)
  const trigger = screen.getByRole('button', { name: 'Start Your Journey' })
  expect(trigger).toHaveAttribute('aria-haspopup', 'dialog')
  expect(trigger).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

  await user.click(trigger)
  const dialog = await screen.findByRole('dialog', { name: 'Contact Us' }, { timeout: 5000 })
  expect(trigger).toHaveAttribute('aria-expanded', 'true')
  expect(trigger).toHaveAttribute('aria-controls', dialog.id)

  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(trigger).toHaveFocus()
  expect(trigger).toHaveAttribute('aria-expanded', 'false')
})
