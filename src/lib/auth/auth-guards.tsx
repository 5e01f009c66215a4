import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useAuth } from './auth-context'

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

/** /admin: signed-out visitors go to /auth (spec §6). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session, loading } = useAuth()
  if (loading) return <SessionSpinner />
  if (!session) return <Navigate to={paths.auth()} replace />
  return children
}

/** /auth: a signed-in user goes to /admin (spec §2). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { session, loading } = useAuth()
  if (loading) return <SessionSpinner />
  if (session) return <Navigate to={paths.admin()} replace />
  return children
}
