import { useCallback } from 'react'
import { toast } from '@/components/ui/use-toast'
import type { useCancelSubmission } from '@/features/admin/leads/api/cancel-submission'
import type { FormSubmission } from '@/features/admin/console/lib/types'

/** Cancel with the success toast of docs/product/errors.md ("Console"), then `done` (closes the dialog) either way. */
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
          // The toast of a failure comes from the query client (meta.errorToast, lib/error-toast.ts).
          onError: done,
        },
      ),
    [],
  )
}
