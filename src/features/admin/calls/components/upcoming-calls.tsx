import { Video } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import {
  teamCallAction,
  useRefreshCalendar,
  type UpcomingCall,
} from '@/features/admin/calls/api/calls'
import { callDateTime } from '@/features/admin/console/lib/team-time'

/** One upcoming call: when (Rome), whom, the member; move to an offered time, or cancel (the family is told). */
function CallRow({ call }: { call: UpcomingCall }) {
  const refresh = useRefreshCalendar()
  const [times, setTimes] = useState<string[] | null>(null)
  const [target, setTarget] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)

  const run = async (body: Parameters<typeof teamCallAction>[0], done: string): Promise<void> => {
    setBusy(true)
    const answer = await teamCallAction(body)
    setBusy(false)
    if (!answer.ok) {
      toast({ title: 'Not changed', description: answer.message, variant: 'destructive' })
      return
    }
    toast({ title: done, description: 'The family gets an updated invitation by e-mail.' })
    setTimes(null)
    setConfirming(false)
    refresh()
  }

  const openMove = async () => {
    setBusy(true)
    const answer = await teamCallAction({ action: 'team_slots', call_id: call.id })
    setBusy(false)
    const starts = (answer.days ?? []).flatMap((day) => day.slots.map((slot) => slot.start))
    setTimes(starts)
    setTarget(starts[0] ?? '')
  }

  return (
    <li className="grid gap-2 rounded-xl border border-cream-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-ink">
          {callDateTime(call.starts_at)} ·{' '}
          <Link to={paths.adminInquiry(call.inquiry_id)} className="underline underline-offset-4">
            {call.family}
          </Link>
        </p>
        <p className="text-sm text-ink-soft">with {call.member}</p>
      </div>
      {call.meeting_url && (
        <a
          href={call.meeting_url}
          className="flex items-center gap-2 text-sm text-terracotta-700 underline"
        >
          <Video className="size-4" aria-hidden="true" />
          Meeting link
        </a>
      )}
      {times ? (
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-xs font-semibold">
            Move to (Rome time)
            <select
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              className="h-10 rounded-lg border border-input bg-white px-3 text-sm"
            >
              {times.map((start) => (
                <option key={start} value={start}>
                  {callDateTime(start)}
                </option>
              ))}
            </select>
          </label>
          <Button
            size="sm"
            disabled={busy || !target}
            onClick={() =>
              void run({ action: 'team_move', call_id: call.id, start: target }, 'Call moved')
            }
          >
            Move the call
          </Button>
          <Button size="sm" variant="outline" onClick={() => setTimes(null)}>
            Keep it
          </Button>
        </div>
      ) : confirming ? (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="destructive"
            disabled={busy}
            onClick={() => void run({ action: 'team_cancel', call_id: call.id }, 'Call cancelled')}
          >
            Yes, cancel the call
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void openMove()}>
            Move
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
            Cancel
          </Button>
        </div>
      )}
    </li>
  )
}

export function UpcomingCalls({ calls }: { calls: UpcomingCall[] }) {
  return (
    <section aria-labelledby="calls-heading" className="grid gap-3">
      <h2 id="calls-heading" className="font-display text-2xl font-semibold text-ink">
        Upcoming calls
      </h2>
      {calls.length === 0 ? (
        <p className="text-sm text-ink-soft">No calls booked.</p>
      ) : (
        <ul className="grid gap-3">
          {calls.map((call) => (
            <CallRow key={call.id} call={call} />
          ))}
        </ul>
      )}
    </section>
  )
}
