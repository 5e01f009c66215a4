import { CHECKLIST, RELATIONS } from '@/content/journey-story'
import type { Ancestor, LoadedStory, StorySave } from '@/lib/contracts/journey'

/**
 * The family's story as the journey page edits it: the types are the journey contract's (z.infer of
 * src/lib/contracts/journey.ts, a copy of the function's; docs/decisions/151 and 180).
 */

export { CHECKLIST, RELATIONS }
export type Relation = (typeof RELATIONS)[number][0]
export type ChecklistItem = (typeof CHECKLIST)[number][0]

/** The journey contract's limit (src/lib/contracts/journey.ts), kept here so that zod stays off the page. */
export const MAX_ANCESTORS = 50
/** The health and access notes' limit in characters (the journey contract's MAX_HEALTH_NOTES). */
export const MAX_HEALTH_NOTES = 1000

export type { Ancestor, LoadedStory, StoryFile, Wishes } from '@/lib/contracts/journey'
export type BirthDate = NonNullable<Ancestor['birthDate']>

/** The story as the page edits it: what PUT /journey/story saves, without the version and the visit. */
export type Story = Pick<StorySave, 'ancestors' | 'checklist' | 'wishes'>

export function newAncestor(fields: Partial<Ancestor> = {}): Ancestor {
  return {
    id: crypto.randomUUID(),
    givenNames: null,
    surnameItaly: null,
    surnameAmerica: null,
    relation: null,
    birthDate: null,
    birthPlace: null,
    birthPlaceText: null,
    emigrationYear: null,
    departurePort: null,
    ship: null,
    arrivalPort: null,
    arrivalYear: null,
    notes: null,
    ...fields,
  }
}

export const storyOf = (loaded: LoadedStory): Story => ({
  ancestors: loaded.ancestors,
  checklist: loaded.checklist,
  wishes: loaded.wishes,
})
