import { useCallback } from 'react'
import { toast } from '@/components/ui/use-toast'
import {
  StaleInquiryError,
  UpdateInquiryError,
  useUpdateInquiry,
  type InquiryChange,
} from '@/features/admin/leads/api/update-inquiry'
import type { FormSubmission } from '@/features/admin/console/lib/types'

/** Changes an inquiry (optimistically) and reports a refusal as a toast; a stale copy is reloaded. */
export function useChangeInquiry() {
  const { mutateAsync } = useUpdateInquiry()
  return useCallback(
    (inquiry: FormSubmission, change: InquiryChange) =>
      // mutateAsync: every call gets its own outcome (mutate's callbacks fire for the latest call only).
      mutateAsync({ inquiry, change }).catch((error: unknown) => {
        if (error instanceof StaleInquiryError)
          toast({
            title: 'Changed by someone else',
            description: error.message,
            variant: 'destructive',
          })
        else if (error instanceof UpdateInquiryError)
          toast({ title: 'Change not saved', description: error.message, variant: 'destructive' })
        else
          toast({
            title: 'Unexpected error',
            description: 'The change was not saved. Please try again.',
            variant: 'destructive',
          })
      }),
    [mutateAsync],
  )
}
