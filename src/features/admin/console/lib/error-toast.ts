import { ServerRefusal } from '@/lib/supabase-errors'

/**
 * The one mapping from a failed admin query or mutation to the toast of docs/product/errors.md ("Console"):
 * a query or mutation names its two toasts in `meta.errorToast`; the admin query client's QueryCache and
 * MutationCache call this for every failure (admin-query-provider.tsx). A refusal by the server shows the
 * server's message under `refused`; anything else (no answer, an exception) shows `unexpected`, whose words
 * are fixed: the raw message only goes to the console. docs/decisions/141-one-mapping-for-supabase-errors.md.
 */
export interface ErrorToastMeta {
  /** e.g. 'Error loading submissions' (the server's message is the description). */
  refused: string
  /** e.g. { title: 'Unexpected error', description: 'Failed to load submissions. Please try again.' } */
  unexpected: { title: string; description: string }
}

export interface AdminToast {
  title: string
  description: string
  variant: 'destructive'
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorToast?: ErrorToastMeta }
    mutationMeta: { errorToast?: ErrorToastMeta }
  }
}

export function errorToast(error: unknown, meta: ErrorToastMeta | undefined): AdminToast | null {
  if (!meta) return null
  if (error instanceof ServerRefusal)
    return { title: meta.refused, description: error.message, variant: 'destructive' }
  return { ...meta.unexpected, variant: 'destructive' }
}

/** For developers: what actually failed, in the console (never on screen). */
export function logFailure(error: unknown, what: string): void {
  const technical =
    error && typeof error === 'object' && 'technical' in error
      ? String(error.technical)
      : error instanceof Error
        ? `${error.name}: ${error.message}`
        : String(error)
  console.warn(`Admin ${what} failed: ${technical}`)
}

export const submissionsErrorToast: ErrorToastMeta = {
  refused: 'Error loading submissions',
  unexpected: {
    title: 'Unexpected error',
    description: 'Failed to load submissions. Please try again.',
  },
}

export const cancelErrorToast: ErrorToastMeta = {
  refused: 'Error cancelling inquiry',
  unexpected: {
    title: 'Unexpected error',
    description: 'Failed to cancel inquiry. Please try again.',
  },
}
