import { italianRegions } from '@/content/italian-regions'
import { normalise } from '@/lib/towns/normalise'
import type { Town, TownRef } from '@/lib/towns/town-data'

/**
 * A GEDCOM place ('Padula, Salerno, Campania, Italy') matched to a comune (docs/decisions/154): one of its parts
 * is a comune's name, and the place is a single part or another part names the comune's province, its region
 * (Italian or English) or Italy. 'Boston, Suffolk, Massachusetts, USA' matches nothing. One lookup table, built
 * once; each distinct place is matched once.
 */
export function placeMatcher(towns: readonly Town[]) {
  const byName = new Map<string, Town[]>()
  for (const town of towns)
    for (const key of town.keys) byName.set(key, [...(byName.get(key) ?? []), town])
  const cache = new Map<string, TownRef | null>()
  const italy = new Set(['italy', 'italia', 'it', 'ita'])

  return (place: string | null): TownRef | null => {
    if (!place) return null
    const cached = cache.get(place)
    if (cached !== undefined) return cached
    const parts = place.split(',').map(normalise).filter(Boolean)
    let found: TownRef | null = null
    for (const part of parts) {
      const candidates = byName.get(part) ?? []
      const others = parts.filter((other) => other !== part)
      const confirmed = candidates.filter(
        (town) =>
          others.length === 0 ||
          others.some(
            (other) =>
              italy.has(other) ||
              other === normalise(town.province) ||
              other === normalise(town.region) ||
              other === normalise(italianRegions[town.region]?.english ?? ''),
          ),
      )
      if (confirmed.length === 1 || (confirmed.length > 1 && others.length > 0)) {
        const town =
          confirmed.find((one) => others.includes(normalise(one.province))) ?? confirmed[0]
        if (town) found = { comune: town.name, province: town.province, region: town.region }
        break
      }
    }
    cache.set(place, found)
    return found
  }
}
