import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import {
  conclusionInputSchema,
  PROOF_LEVELS,
  type ProofLevel,
  type ResearchConclusion,
  type ResearcherView,
} from '@/lib/contracts/research'
import type { LinkCallFailure } from '@/lib/private-link/call-failure'
import type { ResearchIntl } from '@/features/research/lib/researcher-page/research-intl'
import type { Act } from '@/features/research/lib/researcher-page/researcher-action'
import { failureText } from '@/features/research/lib/researcher-page/save-failure'
import { FormFooter } from './form-footer'
import { FormField, selectClass } from './form-field'
import { RowActions } from './row-actions'

/** A research question in the page's words: "Question 1: Digital archives …: the Russo line". */
export function questionText(intl: ResearchIntl, view: ResearcherView, index: number): string {
  const line = view.questions.lines[index]
  if (!line) return ''
  return intl.t('conclusions.question', {
    number: index + 1,
    line: intl.t('questions.line', {
      kind: intl.t(`questions.kinds.${line.kind}`),
      line: line.ancestorLine,
    }),
  })
}

/**
 * The conclusions (docs/product/research.md, "Conclusions and next steps"; ADR 268): one per research question of
 * the accepted plan, in plain words with its proof level; while the research is open, written, changed or deleted
 * one question at a time.
 */
export function Conclusions({
  intl,
  view,
  editable,
  act,
}: {
  intl: ResearchIntl
  view: ResearcherView
  editable: boolean
  act: Act
}) {
  const { t } = intl
  const id = useId()
  const [editing, setEditing] = useState<number | null>(null)
  // Kept as what happened, not as words: switching the language says it again in the other one.
  const [said, setSaid] = useState<'saved' | 'deleted' | LinkCallFailure | null>(null)
  const status = useRef<HTMLParagraphElement>(null)
  const byQuestion = new Map(view.conclusions.map((c) => [c.question, c]))
  const notice =
    said === null
      ? ''
      : typeof said === 'string'
        ? t(`conclusions.${said}`)
        : failureText(said, intl)

  const close = (done: 'saved' | 'deleted' | null) => {
    setEditing(null)
    setSaid(done)
    if (done) setTimeout(() => status.current?.focus())
  }

  if (view.questions.lines.length === 0) return null
  return (
    <section aria-labelledby={`${id}-heading`} className="grid grid-cols-1 gap-4">
      <div>
        <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink">
          {t('conclusions.heading')}
        </h2>
        <p className="mt-1 text-ink-soft">{t('conclusions.intro')}</p>
      </div>
      <ol className="grid grid-cols-1 gap-3">
        {view.questions.lines.map((_, index) => {
          const conclusion = byQuestion.get(index)
          const number = index + 1
          return (
            <li
              key={index}
              className="grid grid-cols-1 gap-3 rounded-2xl border border-cream-200 bg-white p-4"
            >
              <h3 className="font-semibold text-ink">{questionText(intl, view, index)}</h3>
              {editing === index ? (
                <ConclusionForm
                  intl={intl}
                  question={index}
                  conclusion={conclusion ?? null}
                  onSave={async (input) => {
                    const refused = await act({ action: 'saveConclusion', conclusion: input })
                    if (!refused) close('saved')
                    return refused
                  }}
                  onCancel={() => close(null)}
                />
              ) : conclusion ? (
                <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
                  <div className="grid grid-cols-1 gap-1 text-ink">
                    <p className="whitespace-pre-line [overflow-wrap:anywhere]">
                      {conclusion.text}
                    </p>
                    <p className="text-sm font-semibold">
                      {t('conclusions.proofLabel', { proof: t(`proof.${conclusion.proof}`) })}
                    </p>
                  </div>
                  {editable ? (
                    <RowActions
                      intl={intl}
                      editLabel={t('conclusions.editLabel', { number })}
                      deleteLabel={t('conclusions.deleteLabel', { number })}
                      confirmText={t('conclusions.confirmDelete')}
                      onEdit={() => {
                        setSaid(null)
                        setEditing(index)
                      }}
                      onDelete={async () => {
                        const refused = await act({ action: 'deleteConclusion', question: index })
                        if (!refused) close('deleted')
                        else setSaid(refused)
                      }}
                    />
                  ) : null}
                </div>
              ) : (
                <>
                  <p className="text-ink-soft">{t('conclusions.none')}</p>
                  {editable && editing === null ? (
                    <Button
                      type="button"
                      variant="outline"
                      className="justify-self-start"
                      onClick={() => {
                        setSaid(null)
                        setEditing(index)
                      }}
                    >
                      {t('conclusions.write', { number })}
                    </Button>
                  ) : null}
                </>
              )}
            </li>
          )
        })}
      </ol>
      <p
        ref={status}
        tabIndex={-1}
        role="status"
        className={notice ? 'font-semibold text-ink outline-none' : 'sr-only'}
      >
        {notice}
      </p>
    </section>
  )
}

/** The conclusion of one question: its words and its proof level, checked by the contract here and on the server. */
function ConclusionForm({
  intl,
  question,
  conclusion,
  onSave,
  onCancel,
}: {
  intl: ResearchIntl
  question: number
  conclusion: ResearchConclusion | null
  onSave: (input: ResearchConclusion) => Promise<LinkCallFailure | null>
  onCancel: () => void
}) {
  const { t } = intl
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [text, setText] = useState(conclusion?.text ?? '')
  const [proof, setProof] = useState<ProofLevel | ''>(conclusion?.proof ?? '')
  const [errors, setErrors] = useState<{ text?: string; proof?: string }>({})
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => heading.current?.focus(), [])

  /** The refused fields' words, from the contract's paths (the form's own check or the server's 400). */
  const fieldErrors = (paths: string[]) => ({
    text: paths.some((p) => p.endsWith('text')) ? t('conclusions.errors.text') : undefined,
    proof: paths.some((p) => p.endsWith('proof')) ? t('errors.proof') : undefined,
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFailure('')
    const parsed = conclusionInputSchema.safeParse({ question, text, proof: proof || undefined })
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues.map((issue) => issue.path.join('.'))))
      return
    }
    setErrors({})
    setBusy(true)
    const refused = await onSave(parsed.data)
    setBusy(false)
    if (refused?.kind === 'field') {
      setErrors(fieldErrors(Object.keys(refused.fields)))
      setFailure(
        refused.fields['conclusion.question']
          ? t('conclusions.errors.question')
          : t('notice.fields'),
      )
    } else if (refused) setFailure(failureText(refused, intl))
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => void submit(event)}
      className="grid grid-cols-1 gap-4 rounded-2xl border border-olive-200 bg-white p-4 sm:p-5"
    >
      <h4
        id={`${id}-heading`}
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-ink outline-none"
      >
        {t('conclusions.headingForm', { number: question + 1 })}
      </h4>
      <FormField
        id={`${id}-text`}
        label={t('conclusions.text')}
        hint={t('conclusions.textHint')}
        error={errors.text}
      >
        {(props) => (
          <Textarea
            {...props}
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      <FormField id={`${id}-proof`} label={t('conclusions.proof')} error={errors.proof}>
        {(props) => (
          <select
            {...props}
            value={proof}
            onChange={(event) => setProof(event.target.value as ProofLevel | '')}
            className={selectClass}
          >
            <option value="">{t('form.choose')}</option>
            {PROOF_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`proof.${level}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormFooter intl={intl} failure={failure} busy={busy} onCancel={onCancel} />
    </form>
  )
}
