/**
 * Whose step-1 region is it (docs/decisions/140-draft-provenance.md)? The wizard pre-fills "Italian Regions" from
 * its context (the itinerary's region, the town finder's place or comune). The draft remembers the value the app
 * filled in; a later wizard with another context replaces that value, but never one the visitor typed or edited.
 */
export interface RegionChoice {
  /** The text for step 1's regions field. */
  regions: string
  /** The value the app filled in (to remember in the draft), or null when the text is the visitor's or empty. */
  filled: string | null
}

export function regionForContext({
  current,
  filled,
  contextRegion,
}: {
  /** The regions text now (from the draft and anything typed before the wizard loaded). */
  current: string
  /** What the app had filled in, as the draft remembers it (null: nothing). */
  filled: string | null
  /** This wizard's context's region, or null without one (/contact, an agency). */
  contextRegion: string | null
}): RegionChoice {
  const visitorOwns = current.trim() !== '' && current !== filled
  if (visitorOwns) return { regions: current, filled: null }
  const next = contextRegion?.trim() ?? ''
  return { regions: next, filled: next === '' ? null : next }
}
