import { lazy, Suspense, useState, type ReactNode } from 'react'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import type { InquiryContext } from './inquiry-context'

// The wizard's code loads only when a dialog opens (or on /contact), never with the page itself.
const InquiryWizard = lazy(() =>
  import('./inquiry-wizard').then((module) => ({ default: module.InquiryWizard })),
)

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
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open && (
          <Suspense fallback={<p className="py-10 text-center text-muted-foreground">Loading…</p>}>
            <InquiryWizard context={context} variant="dialog" />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  )
}
