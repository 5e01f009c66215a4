import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useAuth } from '@/lib/auth/auth-context'

function createClient() {
  return new QueryClient({
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
