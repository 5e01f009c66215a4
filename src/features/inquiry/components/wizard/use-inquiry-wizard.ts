import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { toast } from '@/components/ui/use-toast'
import { afterNextPaint } from '@/lib/after-next-paint'
import { paths } from '@/config/paths'
import { submitInquiry } from '@/features/inquiry/api/submit-inquiry'
import { FUNCTION_MESSAGES, functionErrorMessage } from '@/lib/functions/function-messages'
import { regionForContext } from '@/features/inquiry/lib/context-region'
import type { InquiryContext } from '@/features/inquiry/lib/inquiry-context'
import {
  clearDraft,
  draftStorage,
  loadDraft,
  newSubmissionKey,
  saveDraft,
} from '@/features/inquiry/lib/inquiry-draft'
import { emptyInquiry, type InquiryFormValues } from '@/features/inquiry/lib/inquiry-form-values'
import { STEP_COUNT } from '@/features/inquiry/lib/inquiry-options'
import { buildInquiryRequest } from '@/features/inquiry/lib/inquiry-request'
import {
  firstInvalidStep,
  validateStep,
  validateSubmit,
  type FieldIssue,
} from '@/features/inquiry/lib/inquiry-validation'
import { resolveInquiryContext } from '@/features/inquiry/lib/resolve-inquiry-context'
import { loadTowns } from '@/lib/towns/load-towns'
import { sameTown, toTownRef } from '@/lib/towns/town-data'
import { countEvent, type PageEvent } from '@/lib/visit/page-events'
import { leadSource, readVisit, sessionStore } from '@/lib/visit/visit-record'

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

/**
 * The wizard's state: the form (react-hook-form), the current step, the saved draft, validation with its toasts
 * and focus, and the submission. The steps and the layout (src/features/inquiry/components/inquiry-wizard.tsx, wizard/*)
 * only render it.
 */
export function useInquiryWizard({
  context,
  handoff,
}: {
  context?: InquiryContext
  handoff?: WizardHandoff
}) {
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
  const { getValues, setError, clearErrors, reset, watch, setValue } = form
  const [step, setStep] = useState(1)
  // The step a tap moves to, while the tap's own frame paints (the pressed button) and before that step renders.
  const [movingTo, setMovingTo] = useState<number | null>(null)
  const [restored, setRestored] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [failures, setFailures] = useState(0)
  const submissionKey = useRef<string | null>(null)
  // The regions text the app filled in from a context (kept in the draft): the next context may replace it.
  const filledRegion = useRef<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const mounted = useRef(true)
  const ids = useId()
  // The hand-off belongs to the first render: what was typed before the wizard existed is taken over once.
  const [firstHandoff] = useState(handoff)
  const resolved = resolveInquiryContext(context)
  const fieldId = useCallback((field: string) => `${ids}-${field}`, [ids])
  // From the town finder (ADR 100): a comune to choose, or a place name as typed.
  const townSlug = context?.town ?? ''
  const place = context?.place?.trim().slice(0, 500) ?? ''

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

  // Restore the draft after mount (never during render: the page is prerendered).
  useEffect(() => {
    mounted.current = true
    const draft = loadDraft(draftStorage())
    const typed = firstHandoff ? typedValues(firstHandoff.values()) : {}
    const values = { ...(draft ? draft.values : emptyInquiry), ...typed }
    const region = regionForContext({
      current: values.regions,
      filled: draft?.filledRegion ?? null,
      contextRegion: resolved.region ?? (place || null),
    })
    values.regions = region.regions
    filledRegion.current = region.filled
    submissionKey.current = draft?.submissionKey ?? newSubmissionKey()
    reset(values)
    const start = draft ? Math.min(draft.step, firstInvalidStep(values, STEP_COUNT)) : 1
    // Next, clicked while the code was loading: do it now.
    const issues = firstHandoff?.takeAction() === 'next' ? validateStep(start, values) : null
    if (issues && issues.length === 0) {
      moved.current = true
      setStep(Math.min(start + 1, STEP_COUNT))
    } else {
      setStep(start)
      if (issues) report(issues)
    }
    setRestored(true)
    countEvent('wizard_opened')
    if (townSlug) {
      loadTowns()
        .then((index) => {
          const town = index.find(townSlug)
          if (!town || !mounted.current) return
          const chosen = getValues('towns')
          if (!chosen.some((other) => sameTown(other, toTownRef(town))))
            setValue('towns', [...chosen, toTownRef(town)].slice(0, 10))
          if (getValues('regions').trim() === '') {
            filledRegion.current = town.name
            setValue('regions', town.name)
          }
        })
        .catch(() => undefined) // the step still takes the town as text
    }
    return () => {
      mounted.current = false
    }
  }, [reset, resolved.region, firstHandoff, report, townSlug, place, getValues, setValue])

  // Keep what was typed, and where the visitor is, on every change.
  useEffect(() => {
    if (!restored) return
    const persist = () => {
      if (submissionKey.current) {
        saveDraft(draftStorage(), {
          values: getValues(),
          step,
          submissionKey: submissionKey.current,
          filledRegion: filledRegion.current,
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

  // The funnel (ADR 170): each step counted once per opening of the wizard.
  const stepsCounted = useRef(new Set<number>())
  useEffect(() => {
    if (step < 2 || stepsCounted.current.has(step)) return
    stepsCounted.current.add(step)
    countEvent(`step_${step}` as PageEvent)
  }, [step])

  // A step change paints the tap first (the button pressed, `movingTo`), then renders the next step in the task
  // right after that frame: the step's mount and the focus move on its heading do not hold the tap's frame
  // (docs/decisions/231-the-tap-paints-first.md).
  const goTo = (next: number) => {
    moved.current = true
    setMovingTo(next)
    afterNextPaint(() =>
      flushSync(() => {
        setMovingTo(null)
        setStep(next)
      }),
    )
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
      const source = leadSource(
        readVisit(sessionStore()),
        window.location.pathname,
        paths.contact(),
      )
      const { journeyToken } = await submitInquiry(
        buildInquiryRequest(values, submissionKey.current, resolved.ids, source),
      )
      countEvent('submitted')
      clearDraft(draftStorage())
      submissionKey.current = newSubmissionKey()
      toast({
        title: 'Success!',
        description: "Your heritage journey request has been submitted. We'll contact you soon!",
      })
      // The private link travels in the history entry's state, never in the URL (no logs, no referrer).
      navigate(paths.thankYou(), { state: journeyToken ? { journeyToken } : null })
    } catch (error) {
      console.warn('Inquiry submission failed:', error instanceof Error ? error.message : error)
      toast({
        variant: 'destructive',
        title: 'Error',
        description: functionErrorMessage(FUNCTION_MESSAGES.inquiry, error),
      })
      if (mounted.current) setFailures((count) => count + 1)
    } finally {
      if (mounted.current) setSubmitting(false)
    }
  }

  return {
    form,
    step,
    restored,
    submitting,
    movingTo,
    failures,
    resolved,
    ids,
    fieldId,
    headingRef,
    goTo,
    goNext,
    submit,
  }
}
