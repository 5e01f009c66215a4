import {
  recordCitation,
  researchQuestionsSchema,
  type RecordInput,
  type ResearchQuestions,
  type ResearchRecord,
  type ResearchReport,
  type ResearchSearch,
  type SearchInput,
} from '../_shared/contracts/research.ts'
import type { Database } from '../_shared/database.types.ts'
import type { ServiceClient } from '../_shared/request.ts'
import { loadConclusions } from './conclusions.ts'

/**
 * The research's rows as the contract names them (docs/product/research.md), and the report built from them: the
 * draft the team reviews is the report the family will read, and publishing freezes exactly that
 * (docs/decisions/261). One place maps rows to fields and fields to rows.
 */

type Tables = Database['public']['Tables']
export type AssignmentRow = Tables['research_assignments']['Row']
type SearchRow = Tables['research_searches']['Row']
type RecordRow = Tables['research_records']['Row']

export const SEARCH_COLUMNS =
  'id, archive_kind, archive, series, comune, year_from, year_to, names, register_url, result, not_found_reason, reason_text, searched_on, notes'
export const RECORD_COLUMNS =
  'id, search_id, type, date, comune, archive, series, act_number, people, page_url, transcription_language, transcription, translation, proof, consulted_on, notes'

export function searchFromRow(
  row: Omit<SearchRow, 'assignment_id' | 'created_at'>,
): ResearchSearch {
  return {
    id: row.id,
    archiveKind: row.archive_kind as ResearchSearch['archiveKind'],
    archive: row.archive,
    series: row.series,
    comune: row.comune as ResearchSearch['comune'],
    yearFrom: row.year_from,
    yearTo: row.year_to,
    names: row.names,
    registerUrl: row.register_url,
    result: row.result as ResearchSearch['result'],
    notFoundReason: row.not_found_reason as ResearchSearch['notFoundReason'],
    reasonText: row.reason_text,
    searchedOn: row.searched_on,
    notes: row.notes,
  }
}

export function searchToRow(search: SearchInput) {
  return {
    archive_kind: search.archiveKind,
    archive: search.archive,
    series: search.series,
    comune: search.comune,
    year_from: search.yearFrom,
    year_to: search.yearTo,
    names: search.names,
    register_url: search.registerUrl,
    result: search.result,
    not_found_reason: search.notFoundReason,
    // The words of a reason other than `other` are kept as the researcher's note on it.
    reason_text: search.reasonText,
    searched_on: search.searchedOn,
    notes: search.notes,
  }
}

export function recordFromRow(
  row: Omit<RecordRow, 'assignment_id' | 'created_at'>,
): ResearchRecord {
  const fields = {
    searchId: row.search_id,
    type: row.type as ResearchRecord['type'],
    date: row.date as ResearchRecord['date'],
    comune: row.comune as ResearchRecord['comune'],
    archive: row.archive,
    series: row.series,
    actNumber: row.act_number,
    people: row.people as ResearchRecord['people'],
    pageUrl: row.page_url,
    transcriptionLanguage: row.transcription_language as ResearchRecord['transcriptionLanguage'],
    transcription: row.transcription,
    translation: row.translation,
    proof: row.proof as ResearchRecord['proof'],
    consultedOn: row.consulted_on,
    notes: row.notes,
  }
  return { id: row.id, ...fields, citation: recordCitation(fields), photos: [] }
}

export function recordToRow(record: RecordInput) {
  return {
    search_id: record.searchId,
    type: record.type,
    date: record.date,
    comune: record.comune,
    archive: record.archive,
    series: record.series,
    act_number: record.actNumber,
    people: record.people,
    page_url: record.pageUrl,
    transcription_language: record.transcriptionLanguage,
    transcription: record.transcription,
    translation: record.translation,
    proof: record.proof,
    consulted_on: record.consultedOn,
    notes: record.notes,
  }
}

/** The assignment's log and records, oldest first. */
export async function loadWork(
  db: ServiceClient,
  assignmentId: string,
): Promise<{ searches: ResearchSearch[]; records: ResearchRecord[] }> {
  const [searches, records, photos] = await Promise.all([
    db
      .from('research_searches')
      .select(SEARCH_COLUMNS)
      .eq('assignment_id', assignmentId)
      .order('created_at')
      .order('id'),
    db
      .from('research_records')
      .select(RECORD_COLUMNS)
      .eq('assignment_id', assignmentId)
      .order('created_at')
      .order('id'),
    // Part 4: each record's stored photos, oldest first (docs/decisions/266).
    db
      .from('research_photos')
      .select('id, record_id, file_name, content_type, size_bytes')
      .eq('assignment_id', assignmentId)
      .eq('status', 'stored')
      .not('record_id', 'is', null)
      .order('created_at')
      .order('id'),
  ])
  if (searches.error) throw new Error(`research_searches read failed: ${searches.error.message}`)
  if (records.error) throw new Error(`research_records read failed: ${records.error.message}`)
  if (photos.error) throw new Error(`research_photos read failed: ${photos.error.message}`)
  const withPhotos = records.data.map((row) => ({
    ...recordFromRow(row),
    photos: photos.data
      .filter((photo) => photo.record_id === row.id)
      .map((photo) => ({
        id: photo.id,
        name: photo.file_name,
        type: photo.content_type ?? '',
        size: photo.size_bytes,
      })),
  }))
  return { searches: searches.data.map(searchFromRow), records: withPhotos }
}

/** The accepted plan version's research lines, weeks and deliverables: the research's questions. */
export async function loadQuestions(
  db: ServiceClient,
  planVersionId: string,
): Promise<ResearchQuestions> {
  const { data, error } = await db
    .from('plan_versions')
    .select('version, content')
    .eq('id', planVersionId)
    .single()
  if (error) throw new Error(`plan_versions read failed: ${error.message}`)
  const research = ((data.content ?? {}) as { research?: Record<string, unknown> }).research ?? {}
  return researchQuestionsSchema.parse({
    lines: Array.isArray(research.lines) ? research.lines : [],
    weeks: typeof research.weeks === 'number' ? research.weeks : 0,
    deliverables: Array.isArray(research.deliverables) ? research.deliverables : [],
    planVersion: data.version,
  })
}

export async function researcherName(db: ServiceClient, researcherId: string): Promise<string> {
  const { data, error } = await db
    .from('researchers')
    .select('name')
    .eq('id', researcherId)
    .single()
  if (error) throw new Error(`researchers read failed: ${error.message}`)
  return data.name
}

/** The version the draft will be published as: the last published one + 1. */
export async function draftVersion(db: ServiceClient, inquiryId: string): Promise<number> {
  const { data, error } = await db
    .from('research_reports')
    .select('version')
    .eq('submission_id', inquiryId)
    .order('version', { ascending: false })
    .limit(1)
    .maybeSingle()
  if (error) throw new Error(`research_reports read failed: ${error.message}`)
  return (data?.version ?? 0) + 1
}

/** The draft as the family will read it (not yet published: no date, no changes). */
export async function buildDraft(
  db: ServiceClient,
  assignment: Pick<AssignmentRow, 'id' | 'submission_id' | 'plan_version_id' | 'researcher_id'>,
): Promise<ResearchReport> {
  const [work, questions, name, version, concluded] = await Promise.all([
    loadWork(db, assignment.id),
    loadQuestions(db, assignment.plan_version_id),
    researcherName(db, assignment.researcher_id),
    draftVersion(db, assignment.submission_id),
    loadConclusions(db, assignment.id),
  ])
  return {
    version,
    publishedAt: null,
    researcherName: name,
    questions,
    searches: work.searches,
    records: work.records,
    changes: null,
    conclusions: concluded.conclusions,
    nextSteps: concluded.nextSteps,
  }
}

/** The live (not withdrawn) assignment of an inquiry, if any. */
export async function liveAssignment(
  db: ServiceClient,
  inquiryId: string,
): Promise<AssignmentRow | null> {
  const { data, error } = await db
    .from('research_assignments')
    .select('*')
    .eq('submission_id', inquiryId)
    .neq('state', 'withdrawn')
    .maybeSingle()
  if (error) throw new Error(`research_assignments read failed: ${error.message}`)
  return data
}

export const iso = (value: string) => new Date(value).toISOString()
