import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import type { FormSubmission } from '@/features/admin/lib/types'

/** Asks before an inquiry is cancelled: an alert dialog that starts on the safe choice. */
export function CancelInquiryDialog({
  inquiry,
  pending,
  onConfirm,
  onOpenChange,
}: {
  inquiry: FormSubmission | null
  pending: boolean
  onConfirm: (inquiry: FormSubmission) => void
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={inquiry !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>Cancel this inquiry?</DialogTitle>
          <DialogDescription>
            {inquiry ? `${inquiry.name}'s inquiry will leave the list. ` : null}
            It is kept in the database as cancelled, never deleted.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" autoFocus>
              Keep inquiry
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={pending}
            onClick={() => inquiry && onConfirm(inquiry)}
          >
            {pending ? 'Cancelling...' : 'Cancel Inquiry'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
