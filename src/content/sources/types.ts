/**
 * Where the facts of an article come from (docs/content.md). Every number an article shows must be listed in
 * `figures` of one of its sources; content-sources.test.ts checks it, so a new figure cannot go in unsourced.
 */
export interface ContentSource {
  /** The claim, in a few words, as the article makes it. */
  claim: string
  /** The exact numbers of the article this source backs (as written: '16,642', '12.6', '1809'). */
  figures: readonly string[]
  /** Who says so: publisher and title. */
  source: string
  /** Where to read it (for checking; not linked from the site). */
  url: string
  /** The day someone last read the source and checked the claim against it (docs/content-review-2026-11-28.md). */
  reviewed?: string
}
