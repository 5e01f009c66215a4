import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CookiePreferences } from './cookie-preferences'
import { COOKIE_PREFERENCES_KEY } from '@/features/cookie-consent/lib/cookie-storage'

beforeEach(() => window.localStorage.clear())

test('shows the defaults and keeps Essential switched on', () => {
  render(<CookiePreferences />)
  expect(screen.getByRole('checkbox', { name: 'Essential' })).toBeChecked()
  expect(screen.getByRole('checkbox', { name: 'Essential' })).toBeDisabled()
  expect(screen.getByRole('checkbox', { name: 'Functional' })).toBeChecked()
  expect(screen.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked()
  expect(screen.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked()
})

test('Save Preferences stores the choices, and they are read back on the next visit', async () => {
  const user = userEvent.setup()
  const { unmount } = render(<CookiePreferences />)
  await user.click(screen.getByRole('checkbox', { name: 'Analytics' }))
  await user.click(screen.getByRole('checkbox', { name: 'Functional' }))
  await user.click(screen.getByRole('button', { name: 'Save Preferences' }))
  expect(JSON.parse(window.localStorage.getItem(COOKIE_PREFERENCES_KEY) ?? '')).toEqual({
    essential: true,
    functional: false,
    analytics: true,
    marketing: false,
  })
  unmount()

  render(<CookiePreferences />)
  expect(
    await screen.findByRole('checkbox', { name: 'Analytics', checked: true }),
  ).toBeInTheDocument()
  expect(screen.getByRole('checkbox', { name: 'Functional' })).not.toBeChecked()
})
