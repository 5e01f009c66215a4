import { expect, test } from 'vitest'
import { returnPath, signInPath } from './return-path'

test('comes back to the admin page that was asked for', () => {
  const id = '0b6f7c1e-3a4b-4c5d-8e9f-001122334455'
  expect(signInPath(`/admin/inquiries/${id}`)).toBe(`/auth?next=%2Fadmin%2Finquiries%2F${id}`)
  expect(returnPath(`?next=%2Fadmin%2Finquiries%2F${id}`)).toBe(`/admin/inquiries/${id}`)
  expect(returnPath('?next=/admin?view=cancelled')).toBe('/admin?view=cancelled')
  expect(signInPath('/admin')).toBe('/auth')
})

test('never leaves the admin console or the origin', () => {
  for (const next of [
    'https://evil.example/admin',
    '//evil.example/admin',
    '/about',
    '/administrator',
    'javascript:alert(1)',
    '/\\evil.example',
  ])
    expect(returnPath(`?${new URLSearchParams({ next })}`), next).toBe('/admin')
  expect(returnPath('')).toBe('/admin')
})
