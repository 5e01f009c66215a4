import { useSearchParams } from 'react-router-dom'
import { readRegionParam } from './region-param'

/**
 * The `?region=` filter, read from the URL on every render (derived, never copied into state), so that links,
 * reloads and back/forward always show the matching list. The build prerenders each filtered list, and
 * src/main.tsx hydrates only HTML prerendered for the very same path and query, so reading the URL while
 * hydrating always matches the HTML (docs/decisions/073-controls-work-before-the-app.md).
 */
export function useRegionParam(): string | null {
  const [searchParams] = useSearchParams()
  return readRegionParam(searchParams)
}
