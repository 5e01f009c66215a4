import { Suspense, useDeferredValue, type RefObject } from 'react'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import type { InquiryContext } from '@/features/inquiry/lib/inquiry-context'

// The wizard's code loads only when a dialog opens (or on /contact), never with the page itself.
export const wizard = lazyWithPreload(() => import('./inquiry-wizard'), 'InquiryWizard')
const InquiryWizard = wizard.Component

export interface ContactDialogPanelProps {
  title: string
  description: string
  context?: InquiryContext
  open: boolean
  onOpenChange: (open: boolean) => void
  contentId: string
  /** Where focus returns on close (the page's trigger button: the dialog has no Radix trigger of its own). */
  triggerRef: RefObject<HTMLElement | null>
}

/**
 * The Radix dialog of ContactDialog, in its own chunk: loaded when the page is idle or on a trigger's first
 * hover, focus or pointer down (only these with Save-Data on or on 2G: docs/decisions/197-save-data-and-slow-connections.md).
 */
export function ContactDialogPanel({
  title,
  description,
  context,
  open,
  onOpenChange,
  contentId,
  triggerRef,
}: ContactDialogPanelProps) {
  // The dialog paints first, the wizard (a larger tree) renders in the background right after: a tap shows the
  // dialog in the next frame even on a slow phone (docs/decisions/073-controls-work-before-the-app.md).
  const showWizard = useDeferredValue(open, false)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        id={contentId}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          triggerRef.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {showWizard && (
          <Suspense fallback={<p className="py-10 text-center text-muted-foreground">Loading…</p>}>
            <InquiryWizard context={context} variant="dialog" />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  )
}
