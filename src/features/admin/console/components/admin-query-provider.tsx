import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { toast } from '@/components/ui/use-toast'
import {
  errorToast,
  logFailure,
  type ErrorToastMeta,
} from '@/features/admin/console/lib/error-toast'
import { useAuth } from '@/lib/auth/auth-context'

/** Every failure is logged for developers; those whose meta names toasts show the spec's words (error-toast.ts). */
function report(error: unknown, what: string, meta: { errorToast?: ErrorToastMeta } | undefined) {
  logFailure(error, what)
  const shown = errorToast(error, meta?.errorToast)
  if (shown) toast(shown)
}

function createClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) =>
        report(error, `query ${JSON.stringify(query.queryKey)}`, query.meta),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        report(
          error,
          `change ${JSON.stringify(mutation.options.mutationKey ?? '')}`,
          mutation.meta,
        ),
    }),
    defaultOptions: {
      // Errors surface at once as the spec's toasts; the team refreshes on purpose.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })
}

// One client for every admin page of the signed-in user: going from the dashboard to an inquiry page and back
// keeps the loaded list (the inquiry shows at once from it). Another user gets a fresh, empty client.
let shared: { userId: string; client: QueryClient } | null = null

function clientFor(userId: string): QueryClient {
  if (shared?.userId !== userId) {
    shared?.client.clear()
    shared = { userId, client: createClient() }
  }
  return shared.client
}

/** TanStack Query for the admin routes only: the public site never loads it. */
export function AdminQueryProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  return <QueryClientProvider client={clientFor(user?.id ?? '')}>{children}</QueryClientProvider>
}
