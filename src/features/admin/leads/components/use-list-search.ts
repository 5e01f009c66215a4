import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'

/**
 * The one way the console changes its query string (filters and page alike, docs/decisions/086): each change is
 * built on the address bar (`window.location.search`), not on the router's `searchParams`. The router commits a
 * new URL in a React transition, so `searchParams` (and the router's functional update, built on it) can still
 * be the URL before the last change: a page turned right after a filter changed would put the old filter back.
 * The history entry is replaced, for a page as for a filter: paging and filtering are one view of the list,
 * and Back leaves the list instead of stepping through every keystroke and page.
 */
export function useListSearch() {
  const [, setSearchParams] = useSearchParams()
  return useCallback(
    (change: (params: URLSearchParams) => URLSearchParams) =>
      setSearchParams(change(new URLSearchParams(window.location.search)), { replace: true }),
    [setSearchParams],
  )
}
