import { Slot } from '@/components/ui/slot'
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react'
import type { InquiryContext } from './inquiry-context'

// Radix Dialog and the dialog's layout (~14 KB gzip) stay out of the pages' JavaScript: they load when a
// visitor points at, focuses or clicks a trigger (docs/decisions/061-javascript-budget.md).
const loadPanel = () => import('./contact-dialog-panel')
const ContactDialogPanel = lazy(() => loadPanel().then((module) => ({ default: module.ContactDialogPanel })))

export interface ContactDialogProps {
  /** The dialog's title, e.g. 'Contact Us' or 'Contact Expert for {itinerary title}'. */
  title: string
  /** The element that opens the dialog (rendered with `asChild`): usually a <Button>. */
  trigger: ReactNode
  description?: string
  /** What the inquiry is about (decisions.md, "Contact dialogs and context"). */
  context?: InquiryContext
}

/** Every 'Start Your Journey', 'Contact Expert' and 'Contact Agency' dialog: the same inquiry wizard as /contact. */
export function ContactDialog({
  title,
  trigger,
  description = 'Tell us about your family and the trip you dream of. It takes about two minutes.',
  context,
}: ContactDialogProps) {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const triggerRef = useRef<HTMLElement>(null)
  const contentId = useId()
  return (
    <>
      <Slot
        ref={triggerRef}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
      >
        {trigger}
      </Slot>
      {mounted && (
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
      )}
    </>
  )
}
