import { useState } from 'react'
import { useTeamHours } from '@/features/admin/calls/api/calls'
import { romeDay } from '@/features/admin/console/lib/team-time'
import {
  FAMILY_ZONES,
  monthDay,
  nextMonday,
  zoneCoverage,
} from '@/features/admin/calls/lib/zone-coverage'

/**
 * Calendar: which hours of a New York, Los Angeles and Sydney day the team's weekly hours cover next week, so the
 * team sees when families are offered night times only and can open Rome evenings (docs/product/booking.md, 'The console').
 */
export function ZoneCoverage() {
  const hours = useTeamHours()
  const [monday] = useState(() => nextMonday(romeDay(Date.now())))
  return (
    <section
      aria-labelledby="coverage-heading"
      className="rounded-xl border border-cream-200 bg-white p-5"
    >
      <h2 id="coverage-heading" className="font-display text-xl font-semibold text-ink">
        The team’s hours in the families’ day
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        Next week (from Monday, {monthDay(monday)}), everyone’s weekly hours on a family’s clock.
        Families are offered the times in their daytime (8:00 AM–9:00 PM) first; Rome evenings are
        the mornings of the Americas.
      </p>
      {hours.data ? (
        <div className="mt-4 grid gap-6 lg:grid-cols-3">
          {FAMILY_ZONES.map(({ zone, city }) => (
            <table key={zone} className="w-full text-left text-sm">
              <caption className="mb-2 text-left font-semibold text-ink">{city}</caption>
              <thead>
                <tr className="text-xs text-ink-soft">
                  <th scope="col" className="py-1 pr-2 font-semibold">
                    Day
                  </th>
                  <th scope="col" className="py-1 pr-2 font-semibold">
                    In their daytime
                  </th>
                  <th scope="col" className="py-1 font-semibold">
                    Outside it
                  </th>
                </tr>
              </thead>
              <tbody>
                {zoneCoverage(hours.data, zone, monday).map((day) => (
                  <tr key={day.date} className="border-t border-cream-200 align-top">
                    <th scope="row" className="py-1 pr-2 font-normal">
                      {day.weekday.slice(0, 3)}
                    </th>
                    <td className="py-1 pr-2 text-ink">{day.daytime.join(', ') || 'None'}</td>
                    <td className="py-1 text-ink-soft">{day.outside.join(', ') || 'None'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      ) : (
        <p role="status" className="mt-3 text-sm">
          {hours.error ? hours.error.message : 'Loading the team’s hours…'}
        </p>
      )}
    </section>
  )
}
