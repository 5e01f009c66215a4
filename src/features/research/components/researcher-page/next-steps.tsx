import { X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import {
  NEXT_STEP_CURRENCIES,
  NEXT_STEP_KINDS,
  nextStepInputSchema,
  type Comune,
  type NextStepInput,
  type NextStepKind,
  type ResearchNextStep,
  type ResearcherView,
} from '@/lib/contracts/research'
import type { LinkCallFailure } from '@/lib/private-link/call-failure'
import { moneyText, parseMoneyText } from '@/features/research/lib/researcher-page/money-input'
import type { ResearchIntl } from '@/features/research/lib/researcher-page/research-intl'
import type { Act } from '@/features/research/lib/researcher-page/researcher-action'
import { failureText } from '@/features/research/lib/researcher-page/save-failure'
import { ComuneField } from './comune-field'
import { EditableList } from './editable-list'
import { FormFooter } from './form-footer'
import { FormField, selectClass } from './form-field'

type Currency = (typeof NEXT_STEP_CURRENCIES)[number]
const LOCALES = { it: 'it-IT', en: 'en-GB' } as const

/** A price in the page's language: "250,00 €", "€250.00". */
function priceText(intl: ResearchIntl, price: NonNullable<ResearchNextStep['price']>): string {
  return new Intl.NumberFormat(LOCALES[intl.language], {
    style: 'currency',
    currency: price.currency,
  }).format(price.amountMinor / 100)
}

function NextStepRow({ intl, step }: { intl: ResearchIntl; step: ResearchNextStep }) {
  const { t } = intl
  return (
    <div className="grid grid-cols-1 gap-1 text-ink">
      <p className="font-semibold">{t(`nextSteps.kinds.${step.kind}`)}</p>
      <p className="whitespace-pre-line [overflow-wrap:anywhere]">{step.description}</p>
      <p className="text-sm">
        {step.price
          ? t('nextSteps.priceLabel', { price: priceText(intl, step.price) })
          : t('nextSteps.noPrice')}
      </p>
      {step.towns.length > 0 ? (
        <p className="text-sm text-ink-soft">
          {t('nextSteps.townsLabel', {
            towns: step.towns.map((town) => `${town.comune} (${town.province})`).join(', '),
          })}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The next steps (docs/product/research.md, "Conclusions and next steps"; ADR 268): what more research could do,
 * each with its kind of work, a price where it needs more research, and the towns it leads to.
 */
export function NextSteps({
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
  return (
    <EditableList
      intl={intl}
      heading={t('nextSteps.heading')}
      intro={t('nextSteps.intro')}
      empty={t('nextSteps.empty')}
      add={t('nextSteps.add')}
      items={view.nextSteps}
      editable={editable}
      row={(step) => <NextStepRow intl={intl} step={step} />}
      labels={(step) => {
        const kind = t(`nextSteps.kinds.${step.kind}`)
        return {
          edit: t('nextSteps.editLabel', { kind }),
          delete: t('nextSteps.deleteLabel', { kind }),
          confirm: t('nextSteps.confirmDelete'),
        }
      }}
      onDelete={(step) => act({ action: 'deleteNextStep', id: step.id })}
      deleted={t('nextSteps.deleted')}
      form={(step, close) => (
        <NextStepForm
          intl={intl}
          step={step}
          onSave={async (input) => {
            const refused = await act({ action: 'saveNextStep', nextStep: input })
            if (!refused) close(t('nextSteps.saved'))
            return refused
          }}
          onCancel={() => close('')}
        />
      )}
    />
  )
}

type ErrorField = 'description' | 'kind' | 'price' | 'currency' | 'towns'

/** The form's field a contract path names: `nextStep.price.amountMinor` → `price`. */
function errorField(path: string): ErrorField | null {
  const inForm = path.replace(/^nextStep\./, '')
  if (inForm.startsWith('price.currency')) return 'currency'
  if (inForm.startsWith('price')) return 'price'
  if (inForm.startsWith('towns')) return 'towns'
  if (inForm === 'description' || inForm === 'kind') return inForm
  return null
}

/**
 * Adds or changes a next step. The price is typed as money in the page's language (250, 1.250,50 or 1,250.50) and
 * sent as integer minor units; the contract checks the rest here, and the server checks everything again.
 */
export function NextStepForm({
  intl,
  step,
  onSave,
  onCancel,
}: {
  intl: ResearchIntl
  step: ResearchNextStep | null
  onSave: (input: NextStepInput) => Promise<LinkCallFailure | null>
  onCancel: () => void
}) {
  const { t, language } = intl
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [description, setDescription] = useState(step?.description ?? '')
  const [kind, setKind] = useState<NextStepKind | ''>(step?.kind ?? '')
  const [amount, setAmount] = useState(
    step?.price ? moneyText(step.price.amountMinor, language) : '',
  )
  const [currency, setCurrency] = useState<Currency>(step?.price?.currency ?? 'EUR')
  const [towns, setTowns] = useState<Comune[]>(step?.towns ?? [])
  const [errors, setErrors] = useState<Partial<Record<ErrorField, boolean>>>({})
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => heading.current?.focus(), [])

  const marked = (paths: string[]): Partial<Record<ErrorField, boolean>> =>
    Object.fromEntries(paths.flatMap((path) => errorField(path) ?? []).map((f) => [f, true]))
  const error = (field: ErrorField) => (errors[field] ? t(`nextSteps.errors.${field}`) : undefined)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFailure('')
    const minor = amount.trim() ? parseMoneyText(amount, language) : null
    const parsed = nextStepInputSchema.safeParse({
      ...(step ? { id: step.id } : {}),
      description,
      kind: kind || undefined,
      price: minor === null ? null : { amountMinor: minor, currency },
      towns,
    })
    const refused: Partial<Record<ErrorField, boolean>> = {
      ...(parsed.success ? {} : marked(parsed.error.issues.map((issue) => issue.path.join('.')))),
      ...(amount.trim() && minor === null ? { price: true } : {}),
    }
    setErrors(refused)
    if (!parsed.success || Object.keys(refused).length > 0) {
      setFailure(t('notice.fields'))
      return
    }
    setBusy(true)
    const answer = await onSave(parsed.data)
    setBusy(false)
    if (answer?.kind === 'field') {
      setErrors(marked(Object.keys(answer.fields)))
      setFailure(t('notice.fields'))
    } else if (answer) setFailure(failureText(answer, intl))
  }

  const field = (name: string) => `${id}-${name}`
  return (
    <form
      noValidate
      aria-labelledby={field('heading')}
      onSubmit={(event) => void submit(event)}
      className="grid grid-cols-1 gap-4 rounded-2xl border border-olive-200 bg-white p-4 sm:p-5"
    >
      <h3
        id={field('heading')}
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-ink outline-none"
      >
        {t(step ? 'nextSteps.headingEdit' : 'nextSteps.headingNew')}
      </h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          id={field('kind')}
          label={t('nextSteps.kind')}
          error={error('kind')}
          className="sm:col-span-2"
        >
          {(props) => (
            <select
              {...props}
              value={kind}
              onChange={(event) => setKind(event.target.value as NextStepKind | '')}
              className={selectClass}
            >
              <option value="">{t('form.choose')}</option>
              {NEXT_STEP_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`nextSteps.kinds.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={field('description')}
          label={t('nextSteps.description')}
          error={error('description')}
          className="sm:col-span-2"
        >
          {(props) => (
            <Textarea
              {...props}
              rows={3}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={field('price')}
          label={t('nextSteps.price')}
          hint={t('nextSteps.priceHint')}
          error={error('price')}
        >
          {(props) => (
            <Input
              {...props}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
        </FormField>
        <FormField id={field('currency')} label={t('nextSteps.currency')} error={error('currency')}>
          {(props) => (
            <select
              {...props}
              value={currency}
              onChange={(event) => setCurrency(event.target.value as Currency)}
              className={selectClass}
            >
              {NEXT_STEP_CURRENCIES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {towns.length > 0 ? (
          <ul className="flex flex-wrap gap-2 sm:col-span-2">
            {towns.map((town, index) => (
              <li
                key={`${town.comune}-${town.province}`}
                className="inline-flex items-center gap-1 rounded-full border border-olive-200 bg-olive-50 py-1 pl-3 pr-1 text-sm text-ink"
              >
                {town.comune} ({town.province})
                <button
                  type="button"
                  className="rounded-full p-1 hover:bg-olive-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => setTowns(towns.filter((_, i) => i !== index))}
                >
                  <X className="size-4" aria-hidden="true" />
                  <span className="sr-only">
                    {t('nextSteps.removeTown', { comune: town.comune })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <ComuneField
          id={field('towns')}
          intl={intl}
          label={t('nextSteps.towns')}
          value={null}
          error={error('towns')}
          onChange={(town) => {
            if (
              town &&
              !towns.some((t2) => t2.comune === town.comune && t2.province === town.province)
            )
              setTowns([...towns, town])
          }}
        />
      </div>
      <FormFooter intl={intl} failure={failure} busy={busy} onCancel={onCancel} />
    </form>
  )
}
