import { useState } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth/auth-context'
import { useBookedCalls, useMyCalendar } from '@/features/admin/calls/api/calls'
import { AdminHeader } from '@/features/admin/console/components/admin-header'
import { AvailabilityEditor } from './availability-editor'
import { UpcomingCalls } from './upcoming-calls'
import { ZoneCoverage } from './zone-coverage'

/** /admin/calendar: the signed-in member's hours, days off, meeting link, and every upcoming call (ADR 160). */
export function CalendarPage() {
  const { user } = useAuth()
  const email = (user?.email ?? '').trim().toLowerCase()
  const mine = useMyCalendar(email)
  const [since] = useState(() => new Date().toISOString())
  const calls = useBookedCalls(since)
  return (
    <div className="min-h-dvh bg-cream-50">
      <AdminHeader />
      <main className="container grid gap-8 py-8 sm:py-10">
        <div>
          <Link to={paths.admin()} className="text-sm font-semibold text-terracotta-700 underline">
            Back to the dashboard
          </Link>
          <h1 className="mt-2 font-display text-display-md font-semibold text-ink">Calendar</h1>
          <p className="mt-1 text-sm text-ink-soft">
            Families book 30-minute video calls in your hours, at least 12 hours ahead and up to 30
            days ahead, with 15 minutes between calls.
          </p>
        </div>
        {mine.data ? (
          <AvailabilityEditor key={mine.dataUpdatedAt} mine={mine.data} />
        ) : (
          <p role="status">{mine.error ? mine.error.message : 'Loading your hours…'}</p>
        )}
        <ZoneCoverage />
        {calls.data ? (
          <UpcomingCalls calls={calls.data} />
        ) : (
          <p role="status">{calls.error ? calls.error.message : 'Loading calls…'}</p>
        )}
      </main>
    </div>
  )
}
