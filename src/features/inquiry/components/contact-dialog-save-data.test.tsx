import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { ContactDialog } from './contact-dialog'

// Counts the real loads of the dialog's chunk (docs/decisions/197-save-data-and-slow-connections.md) and holds each
// until the test releases it, as a slow network would.
const loads = vi.hoisted(() => {
  let release = () => {}
  const arrived = new Promise<void>((resolve) => {
    release = resolve
  })
  return { count: 0, arrived, release: () => release() }
})
vi.mock('./contact-dialog-panel', async (importOriginal) => {
  loads.count += 1
  await loads.arrived
  return importOriginal()
})

beforeAll(() => {
  Object.defineProperty(navigator, 'connection', {
    value: { saveData: true, effectiveType: '4g' },
    configurable: true,
  })
})
afterAll(() => {
  delete (navigator as { connection?: unknown }).connection
})

test("with Save-Data on, the dialog's code waits for the pointer, and a tap still opens the dialog", async () => {
  const user = userEvent.setup()
  render(<ContactDialog title="Contact Us" triggerLabel="Start Your Journey" />)
  // whenIdle's fallback without requestIdleCallback (jsdom) runs after 200 ms: well past it, nothing was loaded.
  await new Promise((resolve) => setTimeout(resolve, 600))
  expect(loads.count).toBe(0)

  const trigger = screen.getByRole('link', { name: 'Start Your Journey' })
  fireEvent.pointerDown(trigger, { pointerType: 'touch' })
  await vi.waitFor(() => expect(loads.count).toBe(1))
  // The click lands before the code has arrived: the trigger shows it is working, then the dialog opens.
  await user.click(trigger)
  expect(trigger).toHaveAttribute('aria-busy', 'true')
  expect(trigger).toHaveAttribute('data-pending')
  loads.release()
  expect(await screen.findByRole('dialog', { name: 'Contact Us' }, { timeout: 5000 })).toBeVisible()
  expect(trigger).not.toHaveAttribute('aria-busy')
  expect(trigger).not.toHaveAttribute('data-pending')
  expect(window.location.pathname).toBe('/')
})
