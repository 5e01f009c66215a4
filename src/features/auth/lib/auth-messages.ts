import { isNetworkFailure } from '@/lib/supabase-errors'

/**
 * What the team member reads after each auth attempt (docs/product/errors.md, "Auth": exact texts). Pure, so each branch is tested.
 */
export interface AuthToast {
  title: string
  description: string
  variant?: 'destructive'
}

export const unauthorizedEmailToast: AuthToast = {
  title: 'Unauthorized Email',
  description: 'Only authorized Radici team members can access the admin console.',
  variant: 'destructive',
}

export const exceptionToast: AuthToast = {
  title: 'An error occurred',
  description: 'Please try again later.',
  variant: 'destructive',
}

type AuthError = { message: string; name?: string; status?: number }

/**
 * supabase-js returns a network failure (AuthRetryableFetchError) instead of throwing it: it is the spec's
 * exception, never 'Sign in failed' / 'Failed to fetch' (docs/decisions/141). The raw text goes to the console.
 */
function isException(error: AuthError | null): boolean {
  if (!error || !isNetworkFailure(error)) return false
  console.warn(`Auth request failed: ${error.name ?? 'Error'}: ${error.message}`)
  return true
}

export function signInToast(error: AuthError | null): AuthToast {
  if (!error) return { title: 'Welcome back!', description: 'You have successfully signed in.' }
  if (isException(error)) return exceptionToast
  if (error.message.includes('Invalid login credentials')) {
    return {
      title: 'Invalid credentials',
      description: 'Please check your email and password.',
      variant: 'destructive',
    }
  }
  return { title: 'Sign in failed', description: error.message, variant: 'destructive' }
}

export type SignUpOutcome = 'created' | 'exists' | 'unauthorized' | 'failed'

export function signUpOutcome(error: AuthError | null): SignUpOutcome {
  if (!error) return 'created'
  if (isNetworkFailure(error)) return 'failed'
  if (error.message.includes('User already registered')) return 'exists'
  if (error.message.toLowerCase().includes('not authorized')) return 'unauthorized'
  return 'failed'
}

/**
 * `signedIn`: the sign-up answered with a session (e-mail confirmation off, as locally): the account is in, so the
 * toast does not ask for a confirmation that will never come (docs/product/admin.md).
 */
export function signUpToast(error: AuthError | null, signedIn = false): AuthToast {
  if (isException(error)) return exceptionToast
  switch (signUpOutcome(error)) {
    case 'created':
      return signedIn
        ? { title: 'Account created!', description: 'You are signed in.' }
        : {
            title: 'Account created!',
            description: 'Please check your email to verify your account.',
          }
    case 'exists':
      return {
        title: 'Account exists',
        description: 'This email is already registered. Please sign in instead.',
        variant: 'destructive',
      }
    case 'unauthorized':
      return {
        title: 'Unauthorized Access',
        description: 'This email address is not authorized for admin access.',
        variant: 'destructive',
      }
    default:
      return { title: 'Sign up failed', description: error?.message ?? '', variant: 'destructive' }
  }
}
