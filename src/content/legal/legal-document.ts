/** A static legal page as typed data: sections of paragraphs and optional bullet lists. */
export interface LegalSection {
  /** Stable anchor id, e.g. 'introduction'. */
  id: string
  title: string
  paragraphs: readonly string[]
  list?: readonly string[]
}

export interface LegalDocument {
  title: string
  /** Human-readable date, e.g. 'May 2, 2025'. */
  lastUpdated: string
  /** ISO date of the same day, for the <time> element. */
  lastUpdatedIso: string
  summary: string
  sections: readonly LegalSection[]
}
