import { Suspense, useEffect, useId, useRef, useState, type MouseEvent } from 'react'
import { flushSync } from 'react-dom'
import { ChunkErrorBoundary } from '@/components/chunk-error-boundary'
import { buttonVariants, type ButtonProps } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { afterNextPaint } from '@/lib/after-next-paint'
import { cn } from '@/lib/utils'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import { mayPrefetch } from '@/lib/save-data'
import { whenIdle } from '@/lib/when-idle'
import type { InquiryContext } from '@/features/inquiry/lib/inquiry-context'

// Radix Dialog, the dialog's layout and the wizard stay out of the pages' first JavaScript. src/boot.ts downloads
// them once the page is idle (the root's data-prefetch), so nothing is fetched on the tap
// (docs/decisions/061-javascript-budget.md, 073-controls-work-before-the-app.md).
const panel = lazyWithPreload(() => import('./contact-dialog-panel'), 'ContactDialogPanel')
const ContactDialogPanel = panel.Component
// The dialog's own code is small: evaluated when the page is idle, it is ready before the tap lands. The wizard
// (≈ 1 s of evaluation on a slow phone) starts only on a trigger's keyboard focus, or once the dialog has painted:
// evaluated unasked, it would hold the main thread just when the visitor taps.
// With Save-Data on or on 2G nothing is loaded when idle: the dialog's code starts on the trigger's pointer down,
// focus or hover, and the tap opens the dialog once it has arrived (docs/decisions/197-save-data-and-slow-connections.md).
const warmDialog = () => panel.preload()
const warmDialogAndWizard = () => panel.preload().then((module) => module.wizard.preload())

export interface ContactDialogProps {
  /** The dialog's title, e.g. 'Contact Us' or 'Contact Expert for {itinerary title}'. */
  title: string
  /** The trigger's text, e.g. 'Start Your Journey Home'. */
  triggerLabel: string
  triggerVariant?: ButtonProps['variant']
  triggerSize?: ButtonProps['size']
  triggerClassName?: string
  description?: string
  /** What the inquiry is about (docs/decisions/041-inquiry-wizard.md). */
  context?: InquiryContext
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * Every 'Start Your Journey', 'Contact Expert' and 'Contact Agency' trigger: the same inquiry wizard as /contact.
 * The trigger is a link to /contact with the context (`agencyId`, `itinerary`), so a tap before the app has loaded
 * (or with JavaScript off, or when the dialog's code cannot load) still reaches the wizard; once the app runs,
 * a plain click opens the dialog instead.
 */
export function ContactDialog({
  title,
  triggerLabel,
  triggerVariant,
  triggerSize,
  triggerClassName,
  description = 'Tell us about your family and the trip you dream of. It takes about two minutes.',
  context,
}: ContactDialogProps) {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  // The trigger shows a tap was taken (the same `data-pending` look as a tap src/boot.ts holds) until the dialog
  // opens: for one frame as a rule, longer when the dialog's code is still on its way (Save-Data, 2G, a tap right
  // after the app started).
  const [waiting, setWaiting] = useState(false)
  const triggerRef = useRef<HTMLAnchorElement>(null)
  const contentId = useId()
  const href = paths.contact({ agencyId: context?.agencyId, itinerary: context?.itineraryId })

  useEffect(
    () =>
      whenIdle(() => {
        if (mayPrefetch()) void warmDialog().catch(() => undefined)
      }),
    [],
  )

  return (
    <>
      <a
        ref={triggerRef}
        href={href}
        className={cn(
          buttonVariants({ variant: triggerVariant, size: triggerSize }),
          triggerClassName,
        )}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        data-pending={waiting ? '' : undefined}
        aria-busy={waiting || undefined}
        // A mouse's hover warms the dialog's own code, not the wizard's: a click right after the hover would wait
        // for the wizard's evaluation (ADR 231); the wizard starts once the dialog has painted.
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') void warmDialog().catch(() => undefined)
        }}
        // Focus from the keyboard warms the wizard (a tab to the trigger, then Enter); the focus a tap brings does not (the
        // wizard would then evaluate just while the dialog opens).
        onFocus={(event) => {
          if (event.currentTarget.matches(':focus-visible'))
            void warmDialogAndWizard().catch(() => undefined)
        }}
        // A touch has no hover: the dialog's code starts with the finger, not with the click that follows it.
        onPointerDown={() => void warmDialog().catch(() => undefined)}
        onClick={(event) => {
          if (!isPlainClick(event)) return
          event.preventDefault()
          const openDialog = () => {
            setWaiting(false)
            setMounted(true)
            setOpen(true)
          }
          // Loaded (the usual case): the tap's next frame paints the trigger as pressed (`data-pending`), and the
          // dialog (Radix's mount, its focus move, the page's restyle under the overlay) renders in the task right
          // after that paint (docs/decisions/231-the-tap-paints-first.md). Otherwise open once it is loaded, rather
          // than suspend (React would hold the dialog back for up to 300 ms more); if it cannot load, the same
          // wizard is a page away.
          setWaiting(true)
          if (panel.isLoaded()) afterNextPaint(() => flushSync(openDialog))
          else void warmDialog().then(openDialog, () => window.location.assign(href))
        }}
      >
        {triggerLabel}
      </a>
      {mounted && (
        <ChunkErrorBoundary
          fallback={null}
          reloadStaleChunks={false}
          // The dialog's code could not load: the same wizard is a page away.
          onError={() => window.location.assign(href)}
        >
          <Suspense fallback={null}>
            <ContactDialogPanel
              title={title}
              description={description}
              context={context}
              open={open}
              onOpenChange={setOpen}
              contentId={contentId}
              triggerRef={triggerRef}
            />
          </Suspense>
        </ChunkErrorBoundary>
      )}
    </>
  )
}
