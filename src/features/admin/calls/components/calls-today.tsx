import { CalendarClock } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useBookedCalls } from '@/features/admin/calls/api/calls'
import { callDateTime, romeClock, romeDay } from '@/features/admin/console/lib/team-time'

/** On the dashboard: today's calls (Rome's day) and the next call, with the way to the Calendar (ADR 160). */
export function CallsToday() {
  const [now] = useState(() => Date.now())
  const [since] = useState(() => new Date(now - 12 * 3_600_000).toISOString())
  const calls = useBookedCalls(since)
  const today = romeDay(now)
  const list = calls.data ?? []
  const todays = list.filter((call) => romeDay(call.starts_at) === today)
  const next = list.find((call) => Date.parse(call.starts_at) > now)
  return (
    <section
      aria-labelledby="calls-today-heading"
      className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-cream-200 bg-white p-5"
    >
      <div className="grid gap-1">
        <h2
          id="calls-today-heading"
          className="flex items-center gap-2 font-display text-xl font-semibold text-ink"
        >
          <CalendarClock className="size-5 text-olive-600" aria-hidden="true" />
          Calls today: {calls.isPending ? '…' : todays.length}
        </h2>
        {todays.length > 0 && (
          <ul className="text-sm text-ink-soft">
            {todays.map((call) => (
              <li key={call.id}>
                {romeClock(call.starts_at)} ·{' '}
                <Link
                  to={paths.adminInquiry(call.inquiry_id)}
                  className="underline underline-offset-4"
                >
                  {call.family}
                </Link>{' '}
                with {call.member}
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-ink-soft">
          {next ? (
            <>
              Next call: <strong className="text-ink">{callDateTime(next.starts_at)}</strong> with{' '}
              {next.family}
            </>
          ) : calls.isPending ? (
            'Loading calls…'
          ) : (
            'No upcoming calls.'
          )}
        </p>
      </div>
      <Link
        to={paths.adminCalendar()}
        className="rounded-full border border-ink/25 px-4 py-2 text-sm font-semibold text-ink hover:bg-cream-100"
      >
        Calendar
      </Link>
    </section>
  )
}
