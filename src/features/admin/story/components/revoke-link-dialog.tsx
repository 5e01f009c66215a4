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

/**
 * Asks before a family's private link is revoked and says what the family loses (docs/product/journey.md, 'The
 * team'): an alert dialog that starts on the safe choice, `Keep the link`; Escape keeps it too.
 */
export function RevokeLinkDialog({
  open,
  pending,
  onConfirm,
  onOpenChange,
}: {
  open: boolean
  pending: boolean
  onConfirm: () => void
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>Revoke the family’s link?</DialogTitle>
          <DialogDescription>
            The family loses their journey page and their booking link at once: they can no longer
            open their story, or book, move or cancel their call themselves. A call already booked
            stays booked. Copy a new link or Re-send the link gives them a new link later.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" autoFocus>
              Keep the link
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? 'Revoking…' : 'Yes, revoke the link'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
