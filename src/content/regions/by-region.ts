import { regionIds, type RegionId } from '@/content/region-ids'

/**
 * One part of every region, from the glob of that part's files (`./regions/<id>/<file>`), by id; throws when a
 * region lacks it (region-content.test.ts names the file).
 */
export function byRegion<T>(files: Record<string, T>, file: string): Record<RegionId, T> {
  return Object.fromEntries(
    regionIds.map((id) => {
      const part = files[`./regions/${id}/${file}`]
      if (part === undefined) throw new Error(`src/content/regions/${id}/${file} is missing`)
      return [id, part]
    }),
  ) as Record<RegionId, T>
}
