/**
 * The words of the family's story (docs/decisions/151): the relations and the documents checklist, shared by the
 * journey page and the console. The values are the database's (public.journey_stories.checklist's CHECK) and the
 * journey contract's (supabase/functions/_shared/contracts/journey.ts).
 */
export const RELATIONS = [
  ['parent', 'Parent'],
  ['grandparent', 'Grandparent'],
  ['great-grandparent', 'Great-grandparent'],
  ['other', 'Other'],
] as const

export const CHECKLIST = [
  ['birth_certificate', 'Birth or baptism certificates'],
  ['marriage_certificate', 'Marriage certificates'],
  ['death_certificate', 'Death certificates'],
  ['naturalization_papers', 'Naturalization papers'],
  ['passenger_list', 'A passenger list'],
  ['passport', 'A passport'],
  ['military_records', 'Military records'],
  ['photos', 'Photos'],
  ['letters', 'Letters'],
  ['other', 'Something else'],
] as const
