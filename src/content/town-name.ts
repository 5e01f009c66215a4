import { stateArchiveCity } from './italian-regions'

/**
 * A plan's day names its comune as the team's town finder writes it, `Napoli (NA)`; the family reads
 * `Napoli, province of Napoli`, as the town pages say it ("… is in the province of …"). A province code the site does
 * not name is left out; a town typed without a code is shown as typed.
 */
export function familyTownName(town: string): string {
  const match = /^(.+?)\s*\(([A-Z]{2})\)$/.exec(town.trim())
  if (!match) return town
  const [, name = town, code = ''] = match
  const province = stateArchiveCity[code]
  return province ? `${name}, province of ${province}` : name
}
