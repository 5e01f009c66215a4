import { longDate } from '@/features/admin/console/lib/format'
import { Trash2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import {
  addOverride,
  addWeeklyRange,
  removeOverride,
  removeWeeklyRange,
  saveMeetingLink,
  useItalianHolidays,
  useRefreshCalendar,
  type MyCalendar,
} from '@/features/admin/calls/api/calls'
import { wallClock, WEEKDAYS } from '@/features/admin/console/lib/team-time'

const field =
  'h-10 rounded-lg border border-input bg-white px-3 text-sm text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** Runs a change, refreshes the calendar, and says what went wrong (the database names the rule). */
function useChange() {
  const refresh = useRefreshCalendar()
  return async (work: () => Promise<void>, done: string) => {
    try {
      await work()
      toast({ title: done })
      refresh()
    } catch (error) {
      toast({
        title: 'Not saved',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      })
    }
  }
}

/** The signed-in member's weekly hours (Rome time, several ranges a day), date overrides and meeting link. */
export function AvailabilityEditor({ mine }: { mine: MyCalendar }) {
  const holidays = useItalianHolidays()
  // A holiday with extra hours is listed once, as the member's own entry.
  const aheadHolidays = (holidays.data ?? []).filter(
    (holiday) => !mine.overrides.some((override) => override.day === holiday.date),
  )
  const change = useChange()
  const [link, setLink] = useState(mine.calendar?.meeting_url ?? '')
  const [kind, setKind] = useState<'off' | 'extra'>('off')

  const addRange = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void change(
      () =>
        addWeeklyRange({
          member_email: mine.email,
          weekday: Number(form.get('weekday')),
          starts: String(form.get('starts')),
          ends: String(form.get('ends')),
        }),
      'Hours added',
    )
  }
  const addDay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void change(
      () =>
        addOverride({
          member_email: mine.email,
          day: String(form.get('day')),
          kind,
          starts: kind === 'extra' ? String(form.get('starts')) : null,
          ends: kind === 'extra' ? String(form.get('ends')) : null,
        }),
      kind === 'off' ? 'Day off added' : 'Extra hours added',
    )
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="weekly-heading"
        className="rounded-xl border border-cream-200 bg-white p-5"
      >
        <h2 id="weekly-heading" className="font-display text-xl font-semibold text-ink">
          Your weekly hours (Rome time)
        </h2>
        <ul className="mt-3 grid gap-1 text-sm">
          {mine.weekly.length === 0 && <li className="text-ink-soft">No weekly hours yet.</li>}
          {mine.weekly.map((range) => (
            <li key={range.id} className="flex items-center justify-between gap-2">
              <span>
                {WEEKDAYS[range.weekday - 1]} {wallClock(range.starts)}–{wallClock(range.ends)}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${WEEKDAYS[range.weekday - 1]} ${wallClock(range.starts)}–${wallClock(range.ends)}`}
                onClick={() => void change(() => removeWeeklyRange(range.id), 'Hours removed')}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <form onSubmit={addRange} className="mt-4 flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-xs font-semibold">
            Day
            <select name="weekday" className={field} defaultValue="1">
              {WEEKDAYS.map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-xs font-semibold">
            From
            <input type="time" name="starts" required defaultValue="09:00" className={field} />
          </label>
          <label className="grid gap-1 text-xs font-semibold">
            To
            <input type="time" name="ends" required defaultValue="13:00" className={field} />
          </label>
          <Button type="submit" size="sm" variant="secondary">
            Add hours
          </Button>
        </form>
      </section>

      <section
        aria-labelledby="overrides-heading"
        className="rounded-xl border border-cream-200 bg-white p-5"
      >
        <h2 id="overrides-heading" className="font-display text-xl font-semibold text-ink">
          Days off and extra hours
        </h2>
        <p className="mt-1 text-xs text-ink-soft">
          Italy’s national holidays (Easter Monday included) are off unless you add extra hours.
        </p>
        <ul className="mt-3 grid gap-1 text-sm">
          {mine.overrides.length === 0 && aheadHolidays.length === 0 && (
            <li className="text-ink-soft">None ahead.</li>
          )}
          {aheadHolidays.map((holiday) => (
            <li key={holiday.date}>
              {longDate(holiday.date)}: national holiday ({holiday.name}), off
            </li>
          ))}
          {mine.overrides.map((override) => (
            <li key={override.id} className="flex items-center justify-between gap-2">
              <span>
                {longDate(override.day)}:{' '}
                {override.kind === 'off'
                  ? 'day off'
                  : `extra ${wallClock(override.starts)}–${wallClock(override.ends)}`}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${longDate(override.day)}`}
                onClick={() => void change(() => removeOverride(override.id), 'Removed')}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <form onSubmit={addDay} className="mt-4 flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-xs font-semibold">
            Date
            <input type="date" name="day" required className={field} />
          </label>
          <label className="grid gap-1 text-xs font-semibold">
            Kind
            <select
              className={field}
              value={kind}
              onChange={(event) => setKind(event.target.value === 'extra' ? 'extra' : 'off')}
            >
              <option value="off">Day off</option>
              <option value="extra">Extra hours</option>
            </select>
          </label>
          {kind === 'extra' && (
            <>
              <label className="grid gap-1 text-xs font-semibold">
                From
                <input type="time" name="starts" required defaultValue="10:00" className={field} />
              </label>
              <label className="grid gap-1 text-xs font-semibold">
                To
                <input type="time" name="ends" required defaultValue="12:00" className={field} />
              </label>
            </>
          )}
          <Button type="submit" size="sm" variant="secondary">
            Add
          </Button>
        </form>
      </section>

      <section
        aria-labelledby="link-heading"
        className="rounded-xl border border-cream-200 bg-white p-5 lg:col-span-2"
      >
        <h2 id="link-heading" className="font-display text-xl font-semibold text-ink">
          Your meeting link
        </h2>
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            void change(
              () => saveMeetingLink(mine.email, link.trim() || null),
              'Meeting link saved',
            )
          }}
        >
          <label className="grid flex-1 gap-1 text-xs font-semibold">
            Video room URL (https://…), sent to families in their invitations
            <input
              type="url"
              value={link}
              onChange={(event) => setLink(event.target.value)}
              pattern="https://.+"
              className={`${field} w-full`}
            />
          </label>
          <Button type="submit" size="sm" variant="secondary">
            Save link
          </Button>
        </form>
      </section>
    </div>
  )
}
