// cspell:ignore centre (the file and export names of the central regions' sources)
import type { RegionId } from '@/content/region-ids'
import { centreSources } from './centre-sources'
import { southSources } from './south-sources'
import type { ContentSource } from './types'

/** The sources of each region article (src/content/regions/{id}.md); docs/content.md says how to add one. */
export const regionSources: Record<RegionId, readonly ContentSource[]> = {
  ...southSources,
  ...centreSources,
}
