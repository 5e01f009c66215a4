import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useAuth } from './auth-context'
import { returnPath, signInPath } from './return-path'

export function SessionSpinner({ label = 'Checking your session' }: { label?: string }) {
  return (
    <div className="grid min-h-dvh place-items-center bg-cream-50">
      <div
        role="status"
        aria-label={label}
        className="flex flex-col items-center gap-3 text-ink-soft"
      >
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-terracotta-200 border-t-terracotta-600"
        />
        <span className="text-sm">{label}…</span>
      </div>
    </div>
  )
}

/** /admin and its pages: signed-out visitors go to /auth (docs/product/rules.md, "Roles and permissions"), which brings them back after sign-in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session, loading } = useAuth()
  const location = useLocation()
  if (loading) return <SessionSpinner />
  if (!session)
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />
  return children
}

/** /auth: a signed-in user goes to /admin (docs/product/admin.md, "Sign in and sign up"), or to the admin page named in `?next=`. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { session, loading } = useAuth()
  const location = useLocation()
  if (loading) return <SessionSpinner />
  if (session) return <Navigate to={returnPath(location.search)} replace />
  return children
}
