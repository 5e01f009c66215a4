import { byRegion } from './regions/by-region'
import type { RegionPageCopy } from './regions/types'

export type { RegionCallToAction, RegionPageCopy, RegionSeo } from './regions/types'

/**
 * What each region page shows around its article and puts in its head (./regions/<id>/page.ts): imported by
 * the region page only, so pages that show region cards do not load it (ADR 111).
 */
export const regionPages = byRegion(
  import.meta.glob<RegionPageCopy>('./regions/*/page.ts', { eager: true, import: 'page' }),
  'page.ts',
)
