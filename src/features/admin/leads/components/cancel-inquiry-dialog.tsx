import { useId, useState } from 'react'
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
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import type { FormSubmission } from '@/features/admin/console/lib/types'

/** Asks before an inquiry is cancelled, with an optional reason: an alert dialog that starts on the safe choice. */
export function CancelInquiryDialog({
  inquiry,
  pending,
  onConfirm,
  onOpenChange,
}: {
  inquiry: FormSubmission | null
  pending: boolean
  onConfirm: (inquiry: FormSubmission, reason: string) => void
  onOpenChange: (open: boolean) => void
}) {
  const reasonId = useId()
  const [reason, setReason] = useState('')
  return (
    <Dialog
      open={inquiry !== null}
      onOpenChange={(open) => {
        if (!open) setReason('')
        onOpenChange(open)
      }}
    >
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>Cancel this inquiry?</DialogTitle>
          <DialogDescription>
            {inquiry ? `${inquiry.name}'s inquiry will leave the list. ` : null}
            It is kept in the database as cancelled, never deleted, and can be restored from the
            Cancelled view.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={reasonId}>Reason (optional)</Label>
          <Textarea
            id={reasonId}
            value={reason}
            maxLength={500}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" autoFocus>
              Keep inquiry
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={pending}
            onClick={() => {
              if (!inquiry) return
              onConfirm(inquiry, reason)
              setReason('')
            }}
          >
            {pending ? 'Cancelling...' : 'Cancel Inquiry'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
