import { formatMinor } from '@/lib/money'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { useFamilyStory } from '@/features/admin/story/api/family-story'
import { teamDateTime } from '@/features/admin/console/lib/team-time'
import {
  answerFamily,
  saveDraft,
  sendToFamily,
  useRefreshPlan,
  useTeamPlan,
  type TeamPlan,
} from '@/features/admin/plan/api/plan'
import { blankDraft, formFrom, toDraft, type DraftForm } from '@/features/admin/plan/lib/draft-form'
import { planContentSchema } from '@/lib/contracts/plan'
import { DraftTotals } from './draft-totals'
import { PlanEditor } from './plan-editor'
import { PlanPrices } from './plan-prices'
import { AcceptedPlan, DeclinedPlan } from './settled-plan'

const STATES: Record<string, string> = {
  draft: 'draft',
  sent: 'sent, waiting for the family',
  replaced: 'replaced',
  accepted: 'accepted',
  declined: 'declined',
}

/** The plan on the lead's page (docs/product/plan.md): its versions, the thread, the editor and the price list. */
export function PlanRoom({ inquiryId }: { inquiryId: string }) {
  const plan = useTeamPlan(inquiryId)
  const story = useFamilyStory(inquiryId)
  const ancestors = (story.data?.ancestors ?? [])
    .map((ancestor) => [ancestor.givenNames, ancestor.surnameItaly].filter(Boolean).join(' '))
    .filter(Boolean)
  return (
    <section
      aria-labelledby="plan-heading"
      className="grid gap-4 rounded-xl border border-cream-200 bg-white p-5"
    >
      <h2 id="plan-heading" className="font-display text-xl font-semibold text-ink">
        Plan
      </h2>
      {plan.isPending && <p role="status">Loading the plan…</p>}
      {plan.isError && <p role="alert">The plan could not be loaded. {plan.error.message}</p>}
      {plan.data && <Loaded inquiryId={inquiryId} plan={plan.data} ancestors={ancestors} />}
    </section>
  )
}

function initialForm(plan: TeamPlan): DraftForm {
  const latest = plan.versions[0]
  const content = latest ? planContentSchema.safeParse(latest.content) : null
  return latest && content?.success ? formFrom({ ...latest, content: content.data }) : blankDraft()
}

function Loaded({
  inquiryId,
  plan,
  ancestors,
}: {
  inquiryId: string
  plan: TeamPlan
  ancestors: string[]
}) {
  const refresh = useRefreshPlan(inquiryId)
  const [form, setForm] = useState<DraftForm>(() => initialForm(plan))
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState('')
  const accepted = plan.versions.find((version) => version.state === 'accepted')
  const draft = plan.versions.find((version) => version.state === 'draft')

  async function run(action: () => Promise<void>, done: string) {
    setBusy(true)
    try {
      await action()
      toast({ title: done })
      await refresh()
    } catch (error) {
      toast({
        title: 'Not saved',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }
  const save = () => {
    const body = toDraft(form)
    if ('error' in body) return Promise.reject(new Error(body.error))
    return saveDraft(inquiryId, body)
  }

  return (
    <div className="grid gap-5">
      <ul className="grid gap-1 text-sm">
        {plan.versions.length === 0 && <li className="text-ink-soft">No plan yet.</li>}
        {plan.versions.map((version) => (
          <li key={version.id}>
            Version {version.version}: {STATES[version.state] ?? version.state}
            {version.sent_at ? `, sent ${teamDateTime(version.sent_at)}` : ''}
            {version.accepted_at ? `, accepted ${teamDateTime(version.accepted_at)}` : ''}
            {version.declined_at ? `, declined ${teamDateTime(version.declined_at)}` : ''} ·
            research fee {formatMinor(version.research_fee_minor, version.research_currency)}
          </li>
        ))}
      </ul>
      <DeclinedPlan plan={plan} />
      {plan.messages.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-semibold">Questions and answers</h3>
          <ol className="grid gap-2 text-sm">
            {plan.messages.map((message) => (
              <li
                key={message.id}
                className={`rounded-lg p-3 ${message.author === 'team' ? 'bg-olive-50' : 'bg-cream-50'}`}
              >
                <p className="font-semibold">
                  {message.author_name}
                  {message.kind === 'change' ? ' (change request)' : ''}
                  {message.day_index !== null ? `, day ${message.day_index + 1}` : ''} ·{' '}
                  {teamDateTime(message.created_at)}
                </p>
                <p className="whitespace-pre-line">{message.body}</p>
              </li>
            ))}
          </ol>
          <label className="grid gap-1 text-xs font-semibold">
            Answer the family
            <textarea
              rows={2}
              className="w-full rounded-lg border border-input p-2 text-sm font-normal"
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
            />
          </label>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="justify-self-start"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await answerFamily(inquiryId, answer)
                setAnswer('')
              }, 'Answer sent')
            }
          >
            Send the answer
          </Button>
        </div>
      )}
      {accepted ? (
        <AcceptedPlan row={accepted} plan={plan} />
      ) : (
        <>
          <PlanEditor form={form} onChange={setForm} ancestors={ancestors} />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => void run(save, 'Draft saved')}
            >
              Save draft
            </Button>
            <Button
              type="button"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  await save()
                  await sendToFamily(inquiryId)
                }, 'Sent to the family')
              }
            >
              Send to the family
            </Button>
            {draft && (
              <span className="text-sm text-ink-soft">
                Draft v{draft.version}: research fee{' '}
                {formatMinor(draft.research_fee_minor, draft.research_currency)} from the price list
              </span>
            )}
          </div>
          {draft && <DraftTotals draft={draft} />}
        </>
      )}
      <PlanPrices prices={plan.prices} onSaved={refresh} />
    </div>
  )
}
