import { memo, Suspense, use, useEffect, useRef } from 'react'
import { takeTypedFields, type TypedFields } from '@/lib/typed-fields'
import { useIsHydrated } from '@/lib/use-is-hydrated'
import { DRAFT_KEY } from './inquiry-draft'
import { emptyInquiry, type InquiryFormValues } from './inquiry-form-values'
import type { InquiryWizard, InquiryWizardProps, WizardHandoff } from './inquiry-wizard'

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
 * is memoised and its props must be stable.
 */

type WizardModule = { InquiryWizard: typeof InquiryWizard }

/**
 * Marks the promise's outcome on it the way React's `use()` records it, so a boundary that reads another
 * already-settled promise (after hydration) renders at once instead of suspending again and hiding the form.
 */
function settled<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown }
  tracked.status = 'pending'
  promise.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  )
  return promise
}

let loading: Promise<WizardModule> | null = null
const loadWizard = () => (loading ??= settled(import('./inquiry-wizard')))

let signalIntent: () => void = () => {}
const intent = new Promise<void>((resolve) => {
  signalIntent = resolve
})
let afterIntent: Promise<WizardModule> | null = null
let loaded = false
const loadAfterIntent = () =>
  (afterIntent ??= settled(
    intent.then(loadWizard).then((module) => {
      loaded = true
      return module
    }),
  ))

/** The island's element and what happened in it before the wizard took over. */
let island: HTMLElement | null = null
let pendingNext = false
let handedOver = false

/** Typed before the app rendered this page afresh (src/lib/typed-fields.ts); read once, then kept for the wizard. */
let typedBeforeRender: Partial<InquiryFormValues> | null = null

const handoff: WizardHandoff = {
  values() {
    typedBeforeRender ??= pickInquiryFields(takeTypedFields().values)
    const form = island?.querySelector('form')
    if (!form) return { ...typedBeforeRender }
    const values: Partial<Record<keyof InquiryFormValues, string | boolean | unknown[]>> = {
      ...typedBeforeRender,
    }
    for (const key of Object.keys(emptyInquiry) as Array<keyof InquiryFormValues>) {
      const element = form.elements.namedItem(key)
      if (element instanceof HTMLInputElement && element.type === 'checkbox')
        values[key] = element.checked
      else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
        if (element.value !== '' || !(key in values)) values[key] = element.value
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
function WizardGate(props: InquiryWizardProps) {
  const hydrated = useIsHydrated()
  const wizard = typeof document === 'undefined' || hydrated ? loadWizard() : loadAfterIntent()
  const { InquiryWizard } = use(wizard)
  return <InquiryWizard {...props} handoff={handoff} />
}

export const DeferredInquiryWizard = memo(function DeferredInquiryWizard(
  props: InquiryWizardProps,
) {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    island = element
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target)
    // A click on Next before the wizard's code has arrived: React cannot hydrate in time and drops the event,
    // so remember it for the wizard. Once the code is there, React hydrates synchronously and handles the click.
    const onClick = (event: Event) => {
      if (handedOver || loaded || !inside(event)) return
      if ((event.target as Element).closest?.('[data-wizard-next]')) pendingNext = true
    }
    const onIntent = (event: Event) => {
      if (inside(event)) start()
    }
    const stop = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true)
    }
    const start = () => {
      stop()
      signalIntent()
    }
    document.addEventListener('click', onClick, true)
    if (element.contains(document.activeElement) || hasTyped(element) || hasDraft()) start()
    else for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true)
    return () => {
      stop()
      document.removeEventListener('click', onClick, true)
      if (island === element) island = null
    }
  }, [])

  return (
    <div ref={ref}>
      <Suspense fallback={<WizardLoading />}>
        <WizardGate {...props} />
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
