import { paths } from '@/config/paths'

/**
 * Where to go after signing in: the admin page a signed-out team member asked for (`/auth?next=…`), so that a
 * link in the team's e-mail lands on its inquiry. Only paths inside the admin console are honored (never
 * another origin: no open redirect); anything else is the dashboard.
 */
export function returnPath(search: string): string {
  const next = new URLSearchParams(search).get('next')
  if (!next) return paths.admin()
  let url: URL
  try {
    url = new URL(next, 'http://radici.invalid')
  } catch {
    return paths.admin()
  }
  const inside = url.origin === 'http://radici.invalid' && /^\/admin(\/|$)/.test(url.pathname)
  return inside && next.startsWith('/') && !next.startsWith('//')
    ? `${url.pathname}${url.search}${url.hash}`
    : paths.admin()
}

/** /auth, remembering the page to come back to (the dashboard itself needs no `next`). */
export function signInPath(from: string): string {
  return from === paths.admin()
    ? paths.auth()
    : `${paths.auth()}?${new URLSearchParams({ next: from })}`
}
