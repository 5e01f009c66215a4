import { ChevronLeft, ChevronRight, Loader2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { siteConfig } from '@/content/site-config'
import { cn } from '@/lib/utils'
import type { InquiryContext } from '@/features/inquiry/lib/inquiry-context'
import { STEP_COUNT, STEP_TITLES } from '@/features/inquiry/lib/inquiry-options'
import { ContactStep } from './wizard/contact-step'
import { DatesStep } from './wizard/dates-step'
import { GenealogyStep } from './wizard/genealogy-step'
import { Honeypot } from './wizard/honeypot'
import { RegionsStep } from './wizard/regions-step'
import { useInquiryWizard, type WizardHandoff } from './wizard/use-inquiry-wizard'

export type { WizardHandoff } from './wizard/use-inquiry-wizard'

export interface InquiryWizardProps {
  context?: InquiryContext
  variant?: 'page' | 'dialog'
  /** Set when the wizard hydrates over prerendered HTML the visitor may have used already (deferred-inquiry-wizard). */
  handoff?: WizardHandoff
}

const STEP_INTROS = [
  'Where in Italy does your story begin? A region, a town, a family name: anything you know helps. You can also leave this empty.',
  'A date helps us plan with the archives and the seasons in mind. Not sure yet? That is perfectly fine.',
  'How deep should we dig into your family history before you travel?',
  'How can we reach you? We reply by email within 24 hours to arrange a first consultation call.',
] as const

/**
 * The 4-step inquiry wizard (docs/decisions/041-inquiry-wizard.md), on /contact and in every ContactDialog: the
 * layout around the current step. Its state is useInquiryWizard (wizard/use-inquiry-wizard.ts); each step is a
 * file of its own in wizard/.
 */
export function InquiryWizard({ context, variant = 'page', handoff }: InquiryWizardProps) {
  const {
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
  } = useInquiryWizard({ context, handoff })
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
          later
          {siteConfig.contact.general && (
            <>
              , or write to us at{' '}
              <a
                className="font-semibold text-terracotta-700 underline"
                href={`mailto:${siteConfig.contact.general}`}
              >
                {siteConfig.contact.general}
              </a>
            </>
          )}
          .
        </p>
      )}

      {/* In the dialog the buttons stay in view while the step scrolls under them: at 375 × 812 (or in a short
          window) a step is taller than the dialog (issue 27, "Phones first"). */}
      <div
        className={cn(
          'flex items-center justify-between gap-3 border-t border-cream-200 pt-5',
          variant === 'dialog' &&
            'sticky -bottom-5 z-10 -mx-5 -mb-5 bg-background px-5 pb-5 pt-4 sm:-bottom-8 sm:-mx-8 sm:-mb-8 sm:px-8 sm:pb-8 sm:pt-5',
        )}
      >
        <Button
          type="button"
          variant="outline"
          disabled={step === 1 || submitting}
          onClick={() => goTo(step - 1)}
          data-pending={movingTo === step - 1 ? '' : undefined}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        {step < STEP_COUNT ? (
          <Button
            key="next"
            type="button"
            onClick={goNext}
            data-wizard-next=""
            data-pending={movingTo === step + 1 ? '' : undefined}
            // Before the app has loaded, src/boot.ts holds a tap on Next and replays it (ADR 072, 073).
            data-replay="wizard-next"
          >
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
