import { Suspense, useEffect, useState } from 'react'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import { whenIdle } from '@/lib/when-idle'
import { useToast } from './use-toast'

// Radix Toast (~5 KB gzip with its dependencies) is not part of the page's first JavaScript: it is evaluated once
// the page is idle, so the first toast (a saved preference, a submission error) shows at once (ADR 073).
const toaster = lazyWithPreload(() => import('./toaster'), 'Toaster')

/**
 * Mount this once at the app root instead of <Toaster />. `toast()` stays callable from anywhere: the store
 * (use-toast.ts) has no Radix code, and the first toast renders the real Toaster, which shows it.
 * Renders nothing on the server and on first client render, so hydration always matches.
 */
export function LazyToaster() {
  const { toasts } = useToast()
  const [wanted, setWanted] = useState(false)
  if (toasts.length > 0 && !wanted) setWanted(true)
  useEffect(() => whenIdle(() => void toaster.preload().catch(() => undefined)), [])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <toaster.Component />
    </Suspense>
  )
}
