import { expect, test } from 'vitest'
import { isAllowedAdminEmail } from './is-allowed-admin-email'

const team = ['giulia@radici.example', ' Marco@Radici.example ', 'sofia@radici.example']

test('accepts the team addresses, trimmed and case-insensitively', () => {
  expect(isAllowedAdminEmail('giulia@radici.example', team)).toBe(true)
  expect(isAllowedAdminEmail('  GIULIA@Radici.Example  ', team)).toBe(true)
  expect(isAllowedAdminEmail('marco@radici.example', team)).toBe(true)
})

test('refuses everyone else', () => {
  expect(isAllowedAdminEmail('stranger@example.com', team)).toBe(false)
  expect(isAllowedAdminEmail('giulia@radici.example.evil.com', team)).toBe(false)
  expect(isAllowedAdminEmail('', team)).toBe(false)
  expect(isAllowedAdminEmail('anyone@radici.example', [])).toBe(false)
})
