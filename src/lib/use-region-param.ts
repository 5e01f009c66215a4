import { useSearchParams } from 'react-router-dom'
import { readRegionParam, REGION_PARAM } from './region-param'
import { useIsHydrated } from './use-is-hydrated'

/**
 * The `?region=` filter, read from the URL on every render (derived, never copied into state), so that links,
 * reloads and back/forward always show the matching list. Setting it pushes a history entry; null removes it.
 *
 * While a prerendered page hydrates, the region reads as null (the prerendered HTML is the unfiltered list);
 * React re-renders with the URL's region right after, so `/itineraries?region=sicily` never causes a
 * hydration mismatch.
 */
export function useRegionParam() {
  const [searchParams, setSearchParams] = useSearchParams()
  const hydrated = useIsHydrated()
  const region = hydrated ? readRegionParam(searchParams) : null

  function setRegion(value: string | null) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        if (value === null) next.delete(REGION_PARAM)
        else next.set(REGION_PARAM, value)
        return next
      },
      { preventScrollReset: true },
    )
  }

  return [region, setRegion] as const
}
