import { render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { useAuth } from './auth-context'

function Probe() {
  useAuth()
  return <p>inside</p>
}

test("useAuth outside its provider throws 'useAuth must be used within an AuthProvider'", () => {
  // React reports the thrown render error on console.error; that is the point of this test.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider')
  expect(screen.queryByText('inside')).toBeNull()
})
