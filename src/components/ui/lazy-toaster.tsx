import { lazy, Suspense, useState } from 'react'
import { useToast } from './use-toast'

// Radix Toast (~9 KB gzip with its dependencies) loads on the first toast, never with the page.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })))

/**
 * Mount this once at the app root instead of <Toaster />. `toast()` stays callable from anywhere: the store
 * (use-toast.ts) has no Radix code, and the first toast pulls in the real Toaster, which shows it.
 * Renders nothing on the server and on first client render, so hydration always matches.
 */
export function LazyToaster() {
  const { toasts } = useToast()
  const [wanted, setWanted] = useState(false)
  if (toasts.length > 0 && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
