import { KeyRound } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'

/**
 * On the thank-you page right after submitting: the link to the family's private journey page, which the
 * submit answer carried in the navigation's state (never in the URL). Read after mount, so the prerendered
 * page and its hydration agree; a reload keeps the state (the browser keeps it in its history entry).
 */
export function JourneyLinkCallout() {
  const location = useLocation()
  const [token, setToken] = useState<string | null>(null)
  useEffect(() => {
    const state = location.state as { journeyToken?: unknown } | null
    setToken(typeof state?.journeyToken === 'string' ? state.journeyToken : null)
  }, [location.state])
  if (!token) return null
  return (
    <div className="mt-6 rounded-xl border border-olive-200 bg-olive-50 p-5 text-left">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <KeyRound className="size-5 text-olive-600" aria-hidden="true" />
        Your private journey page is ready
      </p>
      <p className="mt-2 text-sm text-ink-soft">
        Tell us about your ancestors and share your family documents, at your own pace. We have also
        e-mailed you this link; keep it to yourself.
      </p>
      <Link
        to={paths.journey(token)}
        rel="noreferrer"
        className="mt-3 inline-block font-semibold text-terracotta-700 underline underline-offset-4"
      >
        Open your journey page
      </Link>
    </div>
  )
}
