import { useSearchParams } from 'react-router-dom'
import { readRegionParam, REGION_PARAM } from './region-param'

/**
 * The `?region=` filter, read from the URL on every render (derived, never copied into state), so that links,
 * reloads and back/forward always show the matching list. Setting it pushes a history entry; null removes it.
 */
export function useRegionParam() {
  const [searchParams, setSearchParams] = useSearchParams()
  const region = readRegionParam(searchParams)

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
