import { format } from 'date-fns'
import { CalendarDays, ChevronLeft, ChevronRight, Loader2 } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Controller, useForm, type UseFormReturn } from 'react-hook-form'
import { Link, useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Calendar } from '@/components/ui/calendar'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import { siteConfig } from '@/content/site-config'
import { cn } from '@/lib/utils'
import { submitInquiry } from './api/submit-inquiry'
import type { InquiryContext } from './inquiry-context'
import { clearDraft, draftStorage, loadDraft, newSubmissionKey, saveDraft } from './inquiry-draft'
import { emptyInquiry, type InquiryField, type InquiryFormValues } from './inquiry-form-values'
import { GENEALOGY_OPTIONS, STEP_COUNT, STEP_TITLES, TRIP_DURATIONS } from './inquiry-options'
import { buildInquiryRequest } from './inquiry-request'
import {
  firstInvalidStep,
  validateStep,
  validateSubmit,
  type FieldIssue,
} from './inquiry-validation'
import { resolveInquiryContext } from './resolve-inquiry-context'

export interface InquiryWizardProps {
  context?: InquiryContext
  variant?: 'page' | 'dialog'
  /** Set when the wizard hydrates over prerendered HTML the visitor may have used already (deferred-inquiry-wizard). */
  handoff?: WizardHandoff
}

/** What happened in the prerendered form before the wizard's code arrived. */
export interface WizardHandoff {
  /** The values in the form's fields now (read from the DOM, client only). */
  values(): Partial<InquiryFormValues>
  /** 'next' once if the visitor clicked Next before the wizard could handle it. */
  takeAction(): 'next' | null
}

const typedValues = (values: Partial<InquiryFormValues>) =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== false),
  ) as Partial<InquiryFormValues>

const STEP_INTROS = [
  'Where in Italy does your story begin? A region, a town, a family name: anything you know helps. You can also leave this empty.',
  'A date helps us plan with the archives and the seasons in mind. Not sure yet? That is perfectly fine.',
  'How deep should we dig into your family history before you travel?',
  'How can we reach you? We reply by email within 24 hours to arrange a first consultation call.',
] as const

/** 'YYYY-MM-DD' ↔ a local Date at midnight (the calendar's day, whatever the time zone). */
function toDate(iso: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined
}

function startOfToday(): Date {
  const now = new Date()
  return new Date(now.getFullYear(), now.getMonth(), now.getDate())
}

/** The spec's 4-step inquiry wizard (§2 /contact, §4, §5, §8), on /contact and in every ContactDialog. */
export function InquiryWizard({ context, variant = 'page', handoff }: InquiryWizardProps) {
  const navigate = useNavigate()
  // Hydrating over a form the visitor may be typing in: the fields already in the page get no default, so
  // react-hook-form adopts what they hold at the moment it registers them instead of clearing them.
  const [defaultValues] = useState(() => {
    if (!handoff) return emptyInquiry
    const inPage = handoff.values()
    return Object.fromEntries(
      Object.entries(emptyInquiry).filter(([key]) => !(key in inPage)),
    ) as Partial<InquiryFormValues>
  })
  const form = useForm<InquiryFormValues>({ defaultValues })
  const { getValues, setError, clearErrors, reset, watch } = form
  const [step, setStep] = useState(1)
  const [restored, setRestored] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [failures, setFailures] = useState(0)
  const submissionKey = useRef<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const mounted = useRef(true)
  const ids = useId()
  const resolved = resolveInquiryContext(context)
  const fieldId = (field: string) => `${ids}-${field}`

  // Restore the draft after mount (never during render: the page is prerendered).
  useEffect(() => {
    mounted.current = true
    const draft = loadDraft(draftStorage())
    const typed = handoff ? typedValues(handoff.values()) : {}
    const values = { ...(draft ? draft.values : emptyInquiry), ...typed }
    if (resolved.region && values.regions.trim() === '') values.regions = resolved.region
    submissionKey.current = draft?.submissionKey ?? newSubmissionKey()
    reset(values)
    const start = draft ? Math.min(draft.step, firstInvalidStep(values, STEP_COUNT)) : 1
    // Next, clicked while the code was loading: do it now.
    const issues = handoff?.takeAction() === 'next' ? validateStep(start, values) : null
    if (issues && issues.length === 0) {
      moved.current = true
      setStep(Math.min(start + 1, STEP_COUNT))
    } else {
      setStep(start)
      if (issues) report(issues)
    }
    setRestored(true)
    return () => {
      mounted.current = false
    }
    // Once, on mount: `handoff` belongs to the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reset, resolved.region])

  // Keep what was typed, and where the visitor is, on every change.
  useEffect(() => {
    if (!restored) return
    const persist = () => {
      if (submissionKey.current) {
        saveDraft(draftStorage(), {
          values: getValues(),
          step,
          submissionKey: submissionKey.current,
        })
      }
    }
    persist()
    const subscription = watch(persist)
    return () => subscription.unsubscribe()
  }, [restored, step, watch, getValues])

  // On each step change, move focus to the step's heading so keyboard and screen-reader users start there.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
  }, [step])

  const report = useCallback(
    (issues: FieldIssue[]) => {
      for (const issue of issues) setError(issue.field, { type: 'manual', message: issue.message })
      const first = issues[0]
      if (!first) return
      toast({ variant: 'destructive', title: first.title, description: first.message })
      // Focus the field (or, for a radio group, its first focusable radio) so its message is read out.
      const element = document.getElementById(`${ids}-${first.field}`)
      const focusable = element?.matches('input, textarea, button, select')
        ? element
        : element?.querySelector<HTMLElement>('button:not([tabindex="-1"]), input')
      focusable?.focus()
    },
    [setError, ids],
  )

  const goTo = (next: number) => {
    moved.current = true
    setStep(next)
  }

  const goNext = () => {
    const issues = validateStep(step, getValues())
    if (issues.length > 0) return report(issues)
    clearErrors()
    goTo(Math.min(step + 1, STEP_COUNT))
  }

  const submit = async () => {
    if (submitting || !submissionKey.current) return
    const values = getValues()
    const issues = validateSubmit(values)
    if (issues.length > 0) return report(issues)
    clearErrors()
    setSubmitting(true)
    try {
      await submitInquiry(buildInquiryRequest(values, submissionKey.current, resolved.ids))
      clearDraft(draftStorage())
      submissionKey.current = newSubmissionKey()
      toast({
        title: 'Success!',
        description: "Your heritage journey request has been submitted. We'll contact you soon!",
      })
      navigate(paths.thankYou())
    } catch (error) {
      console.warn('Inquiry submission failed:', error instanceof Error ? error.message : error)
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'There was a problem submitting your request. Please try again.',
      })
      if (mounted.current) setFailures((count) => count + 1)
    } finally {
      if (mounted.current) setSubmitting(false)
    }
  }

  const title = STEP_TITLES[step - 1]
  const percent = Math.round((step / STEP_COUNT) * 100)
  const Heading = variant === 'page' ? 'h2' : 'h3'

  return (
    <form
      noValidate
      aria-busy={submitting}
      aria-labelledby={`${ids}-heading`}
      onSubmit={(event) => {
        event.preventDefault()
        if (step < STEP_COUNT) goNext()
        else void submit()
      }}
      className={cn('flex flex-col', variant === 'page' ? 'gap-7' : 'gap-6')}
    >
      {resolved.label && (
        <p className="inline-flex w-fit items-center gap-2 rounded-full bg-olive-50 px-3.5 py-1.5 text-sm text-olive-800 ring-1 ring-olive-200">
          <span className="font-semibold">About:</span> {resolved.label}
        </p>
      )}

      <div>
        <div className="flex items-baseline justify-between text-sm">
          <p className="font-semibold uppercase tracking-[0.14em] text-terracotta-700">
            Step {step} of {STEP_COUNT}
          </p>
          <p className="text-muted-foreground">{percent}% complete</p>
        </div>
        <div
          role="progressbar"
          aria-label="Inquiry progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`Step ${step} of ${STEP_COUNT}, ${percent}% complete`}
          className="mt-3 h-2 overflow-hidden rounded-full bg-cream-200"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-terracotta-500 to-terracotta-600 transition-[width] duration-500 ease-out motion-reduce:transition-none"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="sr-only" aria-live="polite">
          {restored ? `Step ${step} of ${STEP_COUNT}: ${title}` : ''}
        </p>
      </div>

      <div className="flex flex-col gap-2">
        <Heading
          id={`${ids}-heading`}
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-2xl font-semibold text-ink focus:outline-none sm:text-[1.75rem]"
        >
          {title}
        </Heading>
        <p className="max-w-prose text-[0.95rem] leading-relaxed text-ink-soft">
          {STEP_INTROS[step - 1]}
        </p>
      </div>

      <div className="relative min-h-[12rem]">
        {step === 1 && <RegionsStep form={form} fieldId={fieldId} />}
        {step === 2 && <DatesStep form={form} fieldId={fieldId} />}
        {step === 3 && <GenealogyStep form={form} fieldId={fieldId} />}
        {step === 4 && <ContactStep form={form} fieldId={fieldId} />}
        <Honeypot form={form} fieldId={fieldId} />
      </div>

      {failures >= 2 && (
        <p
          role="note"
          className="rounded-xl bg-cream-100 p-4 text-sm leading-relaxed text-ink-soft"
        >
          Still not going through? What you typed is saved on this device, so you can try again
          later, or write to us at{' '}
          <a
            className="font-semibold text-terracotta-700 underline"
            href={`mailto:${siteConfig.contact.general}`}
          >
            {siteConfig.contact.general}
          </a>
          .
        </p>
      )}

      <div className="flex items-center justify-between gap-3 border-t border-cream-200 pt-5">
        <Button
          type="button"
          variant="outline"
          disabled={step === 1 || submitting}
          onClick={() => goTo(step - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        {step < STEP_COUNT ? (
          <Button key="next" type="button" onClick={goNext} data-wizard-next="">
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        ) : (
          <Button key="submit" type="submit" disabled={submitting} className="min-w-32">
            {submitting && <Loader2 className="animate-spin" aria-hidden="true" />}
            {submitting ? 'Submitting...' : 'Submit'}
          </Button>
        )}
      </div>
    </form>
  )
}

interface StepProps {
  form: UseFormReturn<InquiryFormValues>
  fieldId: (field: string) => string
}

/** Label, control and an inline error message tied to the control (aria-describedby). */
function Field({
  form,
  fieldId,
  name,
  label,
  hint,
  children,
}: StepProps & { name: InquiryField; label: ReactNode; hint?: string; children: ReactNode }) {
  const error = form.formState.errors[name]?.message
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={fieldId(name)} id={fieldId(`${name}-label`)}>
        {label}
      </Label>
      {hint && (
        <p id={fieldId(`${name}-hint`)} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={fieldId(`${name}-error`)} message={error} />
    </div>
  )
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  )
}

function describedBy(
  form: UseFormReturn<InquiryFormValues>,
  fieldId: (f: string) => string,
  name: InquiryField,
  hint = false,
) {
  const parts = [
    hint ? fieldId(`${name}-hint`) : '',
    form.formState.errors[name] ? fieldId(`${name}-error`) : '',
  ]
  const value = parts.filter(Boolean).join(' ')
  return value || undefined
}

function RegionsStep({ form, fieldId }: StepProps) {
  return (
    <Field
      form={form}
      fieldId={fieldId}
      name="regions"
      label="Italian regions or towns of your ancestors (optional)"
    >
      <Textarea
        id={fieldId('regions')}
        rows={4}
        maxLength={500}
        placeholder="e.g. Sicily, near Palermo; a village in Calabria"
        {...form.register('regions')}
      />
    </Field>
  )
}

function DatesStep({ form, fieldId }: StepProps) {
  const [open, setOpen] = useState(false)
  const unknown = form.watch('travelDateUnknown')
  const dateError = form.formState.errors.travelDate?.message
  const valueId = fieldId('travelDate-value')
  return (
    <div className="flex flex-col gap-7">
      <div className="flex flex-col gap-3">
        <Label id={fieldId('travelDate-label')} htmlFor={fieldId('travelDate')}>
          When would you like to travel?
        </Label>
        {!unknown && (
          <Controller
            control={form.control}
            name="travelDate"
            render={({ field }) => {
              const selected = toDate(field.value)
              return (
                <Popover open={open} onOpenChange={setOpen}>
                  <PopoverTrigger asChild>
                    <Button
                      id={fieldId('travelDate')}
                      type="button"
                      variant="outline"
                      aria-labelledby={`${fieldId('travelDate-label')} ${valueId}`}
                      aria-invalid={dateError ? true : undefined}
                      aria-describedby={describedBy(form, fieldId, 'travelDate')}
                      className={cn(
                        'h-11 w-full justify-start rounded-lg border-input bg-white px-3.5 font-normal sm:w-72',
                        !selected && 'text-muted-foreground',
                        dateError && 'border-destructive',
                      )}
                    >
                      <CalendarDays aria-hidden="true" className="text-terracotta-600" />
                      <span id={valueId}>
                        {selected ? format(selected, 'MM/dd/yyyy') : 'Pick a date'}
                      </span>
                    </Button>
                  </PopoverTrigger>
                  <PopoverContent align="start" className="w-auto p-2">
                    <Calendar
                      mode="single"
                      selected={selected}
                      defaultMonth={selected ?? startOfToday()}
                      startMonth={startOfToday()}
                      disabled={{ before: startOfToday() }}
                      autoFocus
                      onSelect={(date) => {
                        field.onChange(date ? format(date, 'yyyy-MM-dd') : '')
                        form.clearErrors('travelDate')
                        setOpen(false)
                      }}
                    />
                  </PopoverContent>
                </Popover>
              )
            }}
          />
        )}
        <div className="flex items-center gap-3">
          <Controller
            control={form.control}
            name="travelDateUnknown"
            render={({ field }) => (
              <Checkbox
                id={fieldId('travelDateUnknown')}
                checked={field.value}
                onCheckedChange={(checked) => {
                  const value = checked === true
                  field.onChange(value)
                  if (value) form.setValue('travelDate', '')
                  form.clearErrors('travelDate')
                }}
              />
            )}
          />
          <Label htmlFor={fieldId('travelDateUnknown')} className="font-medium">
            I don't know yet
          </Label>
        </div>
        <FieldError id={fieldId('travelDate-error')} message={dateError} />
      </div>

      <Field
        form={form}
        fieldId={fieldId}
        name="tripDuration"
        label="How long would you like to travel?"
      >
        <Controller
          control={form.control}
          name="tripDuration"
          render={({ field }) => (
            <Select
              value={field.value || undefined}
              onValueChange={(value) => {
                field.onChange(value)
                form.clearErrors('tripDuration')
              }}
            >
              <SelectTrigger
                id={fieldId('tripDuration')}
                className="sm:w-72"
                aria-invalid={form.formState.errors.tripDuration ? true : undefined}
                aria-describedby={describedBy(form, fieldId, 'tripDuration')}
              >
                <SelectValue placeholder="Select a duration" />
              </SelectTrigger>
              <SelectContent>
                {TRIP_DURATIONS.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
    </div>
  )
}

function GenealogyStep({ form, fieldId }: StepProps) {
  const error = form.formState.errors.genealogyExpectations?.message
  return (
    <div className="flex flex-col gap-3">
      <p id={fieldId('genealogyExpectations-label')} className="text-sm font-semibold text-ink">
        What would you like us to research?
      </p>
      <Controller
        control={form.control}
        name="genealogyExpectations"
        render={({ field }) => (
          <RadioGroup
            id={fieldId('genealogyExpectations')}
            name={field.name}
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value)
              form.clearErrors('genealogyExpectations')
            }}
            aria-labelledby={fieldId('genealogyExpectations-label')}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(form, fieldId, 'genealogyExpectations')}
            className="grid gap-3 sm:grid-cols-2"
          >
            {GENEALOGY_OPTIONS.map((option) => {
              const id = fieldId(`genealogy-${option.value}`)
              return (
                <label
                  key={option.value}
                  htmlFor={id}
                  className="flex cursor-pointer gap-3 rounded-xl border border-cream-300 bg-white p-4 shadow-sm transition-colors hover:border-terracotta-300 has-[:checked]:border-terracotta-500 has-[:checked]:bg-terracotta-50/60"
                >
                  <RadioGroupItem
                    id={id}
                    value={option.value}
                    className="mt-0.5"
                    aria-describedby={`${id}-description`}
                  />
                  <span className="flex flex-col gap-1">
                    <span className="text-sm font-semibold text-ink">{option.label}</span>
                    <span
                      id={`${id}-description`}
                      className="text-sm leading-snug text-muted-foreground"
                    >
                      {option.description}
                    </span>
                  </span>
                </label>
              )
            })}
          </RadioGroup>
        )}
      />
      <FieldError id={fieldId('genealogyExpectations-error')} message={error} />
    </div>
  )
}

function ContactStep({ form, fieldId }: StepProps) {
  const { errors } = form.formState
  const input = (name: 'name' | 'lastName' | 'email' | 'phone') => ({
    id: fieldId(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(form, fieldId, name),
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
  })
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field form={form} fieldId={fieldId} name="name" label="First name">
        <Input autoComplete="given-name" maxLength={100} {...input('name')} />
      </Field>
      <Field form={form} fieldId={fieldId} name="lastName" label="Last name">
        <Input autoComplete="family-name" maxLength={100} {...input('lastName')} />
      </Field>
      <Field form={form} fieldId={fieldId} name="email" label="Email address">
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          {...input('email')}
        />
      </Field>
      <Field form={form} fieldId={fieldId} name="phone" label="Phone (optional)">
        <Input type="tel" autoComplete="tel" maxLength={32} {...input('phone')} />
      </Field>
      <div className="flex gap-3 rounded-xl bg-cream-100/70 p-4 sm:col-span-2">
        <Controller
          control={form.control}
          name="newsletterConsent"
          render={({ field }) => (
            <Checkbox
              id={fieldId('newsletterConsent')}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              aria-describedby={fieldId('newsletterConsent-privacy')}
              className="mt-0.5"
            />
          )}
        />
        <div className="flex flex-col gap-1 text-sm">
          <Label htmlFor={fieldId('newsletterConsent')} className="font-medium leading-snug">
            Send me Radici's newsletter with heritage stories and travel ideas.
          </Label>
          <p id={fieldId('newsletterConsent-privacy')} className="text-muted-foreground">
            You can unsubscribe at any time. Read our{' '}
            <Link
              to={paths.privacy()}
              className="font-medium text-terracotta-700 underline underline-offset-2"
            >
              Privacy Policy
            </Link>
            .
          </p>
        </div>
      </div>
    </div>
  )
}

/** Off-screen, out of the tab order and hidden from assistive technology: only bots fill it. */
function Honeypot({ form, fieldId }: StepProps) {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[9999px] top-auto h-px w-px overflow-hidden"
    >
      <label htmlFor={fieldId('website')}>Website</label>
      <input
        id={fieldId('website')}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...form.register('website')}
      />
    </div>
  )
}
