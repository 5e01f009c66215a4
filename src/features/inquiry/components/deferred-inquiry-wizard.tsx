import { memo, Suspense, use, useEffect, useRef, useState } from 'react'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import { takeTypedFields, type TypedFields } from '@/lib/typed-fields'
import { useIsHydrated } from '@/lib/use-is-hydrated'
import { DRAFT_KEY } from '@/features/inquiry/lib/inquiry-draft'
import { emptyInquiry, type InquiryFormValues } from '@/features/inquiry/lib/inquiry-form-values'
import type { InquiryWizardProps, WizardHandoff } from './inquiry-wizard'

/**
 * /contact's wizard as an island that hydrates on intent (docs/decisions/072-contact-wizard-hydrates-on-intent.md).
 *
 * The prerendered page already shows step 1, and typing into it works without JavaScript. The wizard's code
 * (react-hook-form, the calendar, Radix widgets: ≈ 80 KB gzip) is fetched when the visitor shows intent: pointer
 * over or down in the form, focus or a key inside it, or at once for a returning visitor with a saved draft. Until
 * then its Suspense boundary stays dehydrated: React keeps the server's DOM nodes, so the textarea the visitor is
 * typing in is never replaced (no lost focus, no closed phone keyboard). On hydration the wizard takes over what
 * was typed (`handoff.values`) and a click on Next made while the code was on its way (`handoff.takeAction`).
 *
 * When the page is rendered on the client (a link from another page), there is nothing to keep: the code loads at once.
 * Nothing above the boundary may re-render before it hydrates (React would then render it afresh): the island
 * is memoised, its props must be stable, and its hand-off lives in state created once per island (no module state).
 */

// The wizard's own chunk; React.lazy keeps its status, so a render after it has arrived never suspends again.
const wizard = lazyWithPreload(() => import('./inquiry-wizard'), 'InquiryWizard')
const LazyInquiryWizard = wizard.Component

/**
 * One island's hand-off, created once per mounted island (held in its state): the visitor's intent, a click on
 * Next made before the wizard's code arrived, and what was typed into the prerendered form.
 */
function createIsland() {
  let element: HTMLElement | null = null
  let pendingNext = false
  let handedOver = false
  let ready = false
  let typedBeforeRender: Partial<InquiryFormValues> | null = null
  let signalIntent = () => {}
  const intent = new Promise<void>((resolve) => {
    signalIntent = resolve
  })

  const handoff: WizardHandoff = {
    values() {
      // Typed before the app rendered this page afresh (src/lib/typed-fields.ts): read once, then kept.
      typedBeforeRender ??= pickInquiryFields(takeTypedFields().values)
      const form = element?.querySelector('form')
      if (!form) return { ...typedBeforeRender }
      const values: Partial<Record<keyof InquiryFormValues, string | boolean | unknown[]>> = {
        ...typedBeforeRender,
      }
      for (const key of Object.keys(emptyInquiry) as Array<keyof InquiryFormValues>) {
        const field = form.elements.namedItem(key)
        if (field instanceof HTMLInputElement && field.type === 'checkbox')
          values[key] = field.checked
        else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
          if (field.value !== '' || !(key in values)) values[key] = field.value
        }
      }
      return values as Partial<InquiryFormValues>
    },
    takeAction() {
      handedOver = true
      const action = pendingNext ? 'next' : null
      pendingNext = false
      return action
    },
  }

  return {
    /** Resolves on the visitor's first intent; the island waits for it while hydrating. */
    intent,
    handoff,
    attach(island: HTMLElement) {
      element = island
      return () => {
        if (element === island) element = null
      }
    },
    start() {
      signalIntent()
      void wizard.preload().then(
        () => {
          ready = true
        },
        () => {},
      )
    },
    /**
     * A click before the wizard's code has arrived: React cannot hydrate in time and drops the event, so a click
     * on Next is remembered for the wizard. Once the code is there, React hydrates synchronously and handles it.
     */
    noteClick(target: EventTarget | null) {
      if (handedOver || ready || !(target instanceof Element)) return
      if (target.closest('[data-wizard-next]')) pendingNext = true
    },
  }
}

type Island = ReturnType<typeof createIsland>

function pickInquiryFields(fields: TypedFields): Partial<InquiryFormValues> {
  return Object.fromEntries(
    Object.entries(fields).filter(([key]) => key in emptyInquiry),
  ) as Partial<InquiryFormValues>
}

function hasDraft(): boolean {
  try {
    return window.localStorage.getItem(DRAFT_KEY) !== null
  } catch {
    return false
  }
}

function hasTyped(element: HTMLElement): boolean {
  return Array.from(element.querySelectorAll('textarea, input')).some(
    (field) => (field as HTMLInputElement).value !== '',
  )
}

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const

/** Renders the wizard; while hydrating, only once the visitor shows intent (see above). */
function WizardGate({ intent, ...props }: InquiryWizardProps & { intent: Promise<void> }) {
  const hydrated = useIsHydrated()
  // On the server and on the client after hydration the wizard renders (and loads) at once.
  if (typeof document !== 'undefined' && !hydrated) use(intent)
  return <LazyInquiryWizard {...props} />
}

export const DeferredInquiryWizard = memo(function DeferredInquiryWizard(
  props: InquiryWizardProps,
) {
  const ref = useRef<HTMLDivElement>(null)
  const [island] = useState<Island>(createIsland)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const detach = island.attach(element)
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target)
    const onClick = (event: Event) => {
      if (inside(event)) island.noteClick(event.target)
    }
    const onIntent = (event: Event) => {
      if (inside(event)) start()
    }
    const stop = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true)
    }
    const start = () => {
      stop()
      island.start()
    }
    document.addEventListener('click', onClick, true)
    if (element.contains(document.activeElement) || hasTyped(element) || hasDraft()) start()
    else for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true)
    return () => {
      stop()
      document.removeEventListener('click', onClick, true)
      detach()
    }
  }, [island])

  return (
    <div ref={ref}>
      <Suspense fallback={<WizardLoading />}>
        <WizardGate {...props} handoff={island.handoff} intent={island.intent} />
      </Suspense>
    </div>
  )
})

function WizardLoading() {
  return (
    <div className="flex min-h-[30rem] items-center justify-center" role="status">
      <p className="text-muted-foreground">Loading the form…</p>
    </div>
  )
}
