import type { Database, Tables } from '@/lib/database.types'

/**
 * The rows the console reads, as the schema types them (src/lib/database.types.ts, generated from the
 * migrations by `npm run gen:types`; docs/product/rules.md, "Form submission").
 */
export type FormSubmission = Tables<'form_submissions'>

/** A row of the history the database keeps (triggers, never the browser). */
export type HistoryEntry = Tables<'inquiry_history'>

export type InquiryNote = Tables<'inquiry_notes'>

/** The team an inquiry can be assigned to (the `team_members()` function's rows). */
export type TeamMember = Database['public']['Functions']['team_members']['Returns'][number]
