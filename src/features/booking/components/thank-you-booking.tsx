import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { LazyCallBooking } from './lazy-call-booking'

/**
 * On the thank-you page right after submitting: book the call with the private link the submit answer carried in
 * the navigation state (ADR 150). Read after mount, so the prerendered page and its hydration agree; without a
 * token (a visitor who typed the URL) nothing is shown and nothing is loaded.
 */
export function ThankYouBooking() {
  const location = useLocation()
  const [token, setToken] = useState<string | null>(null)
  useEffect(() => {
    const state: unknown = location.state
    const journeyToken =
      typeof state === 'object' && state !== null && 'journeyToken' in state
        ? state.journeyToken
        : null
    setToken(typeof journeyToken === 'string' ? journeyToken : null)
  }, [location.state])
  if (!token) return null
  return (
    <div className="mt-6">
      <p className="mb-3 text-ink-soft">
        No need to wait for our e-mail: you can choose a time for your consultation call now.
      </p>
      <LazyCallBooking token={token} />
    </div>
  )
}
