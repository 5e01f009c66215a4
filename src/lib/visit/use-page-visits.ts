import { useEffect } from 'react'
import { whenIdle } from '@/lib/when-idle'

/**
 * Notes each page the visitor sees in the visit's record and counts a 'visit' on it (docs/decisions/170). The
 * code that does it is a chunk of its own, fetched when the page is idle: it adds nothing to a page's first
 * JavaScript and no request before the page is idle.
 */
export function usePageVisits(pathname: string): void {
  useEffect(() => {
    const href = window.location.href
    // Not cancelled when the visitor moves on: a page shown briefly was still shown.
    whenIdle(() => {
      void import('./page-shown')
        .then(({ pageShown }) => pageShown(pathname, href))
        .catch(() => undefined)
    })
  }, [pathname])
}
