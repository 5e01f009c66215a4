import { useCallback } from 'react'
import { toast } from '@/components/ui/use-toast'
import {
  CancelSubmissionError,
  type useCancelSubmission,
} from '@/features/admin/api/cancel-submission'
import type { FormSubmission } from '@/features/admin/lib/types'

/** Cancel with the toasts of docs/product/errors.md ("Console"), then `done` (closes the dialog) either way. */
export function useCancelInquiry() {
  return useCallback(
    (
      cancel: ReturnType<typeof useCancelSubmission>,
      inquiry: FormSubmission,
      reason: string,
      done: () => void,
    ) =>
      cancel.mutate(
        { inquiry, reason },
        {
          onSuccess: () => {
            done()
            toast({
              title: 'Inquiry cancelled',
              description: `${inquiry.name}'s inquiry has been cancelled.`,
            })
          },
          onError: (cancelError) => {
            done()
            if (cancelError instanceof CancelSubmissionError) {
              toast({
                title: 'Error cancelling inquiry',
                description: cancelError.message,
                variant: 'destructive',
              })
            } else {
              toast({
                title: 'Unexpected error',
                description: 'Failed to cancel inquiry. Please try again.',
                variant: 'destructive',
              })
            }
          },
        },
      ),
    [],
  )
}
