import { expect, test, vi } from 'vitest'
import { exceptionToast, signInToast, signUpOutcome, signUpToast } from './auth-messages'

test('sign-in toasts (docs/product/errors.md, Auth)', () => {
  expect(signInToast(null)).toEqual({
    title: 'Welcome back!',
    description: 'You have successfully signed in.',
  })
  expect(signInToast({ message: 'Invalid login credentials' })).toMatchObject({
    title: 'Invalid credentials',
    description: 'Please check your email and password.',
  })
  expect(signInToast({ message: 'Email not confirmed' })).toMatchObject({
    title: 'Sign in failed',
    description: 'Email not confirmed',
  })
})

test('sign-up toasts (docs/product/errors.md, Auth)', () => {
  expect(signUpToast(null)).toEqual({
    title: 'Account created!',
    description: 'Please check your email to verify your account.',
  })
  // Confirmation off (locally): the account is in, nothing to verify.
  expect(signUpToast(null, true)).toEqual({
    title: 'Account created!',
    description: 'You are signed in.',
  })
  expect(signUpOutcome({ message: 'User already registered' })).toBe('exists')
  expect(signUpToast({ message: 'User already registered' })).toMatchObject({
    title: 'Account exists',
    description: 'This email is already registered. Please sign in instead.',
  })
  expect(
    signUpToast({ message: 'This email address is not authorized for admin access.' }),
  ).toMatchObject({
    title: 'Unauthorized Access',
    description: 'This email address is not authorized for admin access.',
  })
  expect(signUpToast({ message: 'Password should be at least 6 characters.' })).toMatchObject({
    title: 'Sign up failed',
    description: 'Password should be at least 6 characters.',
  })
})

test('a network failure, which supabase-js returns rather than throws, is the spec’s exception', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  // What auth-js returns with the network down.
  const offline = { name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 }
  expect(signInToast(offline)).toEqual(exceptionToast)
  expect(signUpToast(offline)).toEqual(exceptionToast)
  expect(exceptionToast).toMatchObject({
    title: 'An error occurred',
    description: 'Please try again later.',
  })
  expect(JSON.stringify(signInToast(offline))).not.toContain('Failed to fetch')
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('Failed to fetch'))
  warn.mockRestore()
})
