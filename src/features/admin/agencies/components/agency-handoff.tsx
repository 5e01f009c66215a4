import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { agencies } from '@/content/agencies'
import { sendHandoff } from '@/features/admin/agencies/api/handoff'
import { HandoffCue } from './handoff-cue'

/**
 * The lead page's hand-off (docs/product/agency-handoff.md): choose the agency and send; sending again to another
 * agency reassigns (the first link stops working and the first agency is told).
 */
export function AgencyHandoff({ inquiryId }: { inquiryId: string }) {
  const [agencyId, setAgencyId] = useState(agencies[0]?.id ?? '')
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const headingId = useId()
  const selectId = useId()
  const queryClient = useQueryClient()

  async function send() {
    setBusy(true)
    try {
      const answer = await sendHandoff(inquiryId, agencyId)
      setMessage(
        `Handed off. The agency answers by ${new Date(answer.deadlineAt).toLocaleString('en-US')}.`,
      )
      void queryClient.invalidateQueries({ queryKey: ['handoff-state', inquiryId] })
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The hand-off failed.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-xl border bg-card p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        Agency hand-off
      </h2>
      <HandoffCue inquiryId={inquiryId} />
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={selectId} className="block text-sm font-medium">
            Agency
          </label>
          <select
            id={selectId}
            value={agencyId}
            onChange={(event) => setAgencyId(event.target.value)}
            className="mt-1 rounded-md border px-3 py-2"
          >
            {agencies.map((agency) => (
              <option key={agency.id} value={agency.id}>
                {agency.name}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" onClick={() => void send()} disabled={busy}>
          Hand off to the agency
        </Button>
      </div>
      <p aria-live="polite" className="mt-2 text-sm">
        {message}
      </p>
    </section>
  )
}
