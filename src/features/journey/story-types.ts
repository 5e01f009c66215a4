import { CHECKLIST, RELATIONS } from '@/content/journey-story'

/**
 * The family's story as the journey page edits it: the shape the journey function saves and validates
 * (supabase/functions/journey/story-schema.ts; docs/decisions/151).
 */

export { CHECKLIST, RELATIONS }
export type Relation = (typeof RELATIONS)[number][0]
export type ChecklistItem = (typeof CHECKLIST)[number][0]

export const MAX_ANCESTORS = 50

export interface BirthDate {
  kind: 'exact' | 'year' | 'about'
  value: string
}

export interface Ancestor {
  id: string
  givenNames: string | null
  surnameItaly: string | null
  surnameAmerica: string | null
  relation: Relation | null
  birthDate: BirthDate | null
  birthPlace: { comune: string; province: string; region: string } | null
  birthPlaceText: string | null
  emigrationYear: number | null
  departurePort: string | null
  ship: string | null
  arrivalPort: string | null
  arrivalYear: number | null
  notes: string | null
}

export interface Wishes {
  groupSize: number | null
  ageRanges: string | null
  budget: number | null
  hotelPreference: string | null
  notes: string | null
}

export interface Story {
  ancestors: Ancestor[]
  checklist: ChecklistItem[]
  wishes: Wishes
}

export interface StoryFile {
  id: string
  name: string
  type: string | null
  size: number
  createdAt: string
}

/** What GET /journey/story answers. */
export interface LoadedStory extends Story {
  firstName: string | null
  version: number
  savedAt: string | null
  files: StoryFile[]
}

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
