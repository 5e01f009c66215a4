import type { z } from 'zod'
import { ancestorSchema } from '../_shared/contracts/journey.ts'
import {
  researcherViewSchema,
  type RecordInput,
  type researcherRequestSchema,
  type ResearcherView,
} from '../_shared/contracts/research.ts'
import { json } from '../_shared/json.ts'
import type { Cors } from '../_shared/router.ts'
import type { Env, ServiceClient } from '../_shared/request.ts'
import { fileLink } from '../journey/files.ts'
import {
  deleteConclusion,
  deleteNextStep,
  loadConclusions,
  saveConclusion,
  saveNextStep,
} from './conclusions.ts'
import {
  beginPhoto,
  completePhoto,
  deletePhoto,
  removeRecordPhotos,
  researcherPhotoUrl,
} from './photos.ts'
import {
  draftVersion,
  iso,
  loadQuestions,
  loadWork,
  recordToRow,
  searchToRow,
  type AssignmentRow,
} from './report.ts'

/**
 * The researcher's link (docs/product/research.md, "The researcher's link and page"): the link's row, the view it
 * reads and the actions it takes. Only what the research needs leaves here: the questions, the family's surname,
 * ancestors and documents' names; never the family's contact details, health and access notes or wishes.
 */

interface Ctx {
  env: Env
  db: ServiceClient
  cors: Cors
}

/** The researcher's request as its contract parsed it. */
export type ResearcherAction = z.output<typeof researcherRequestSchema>

/** The link's live assignment: withdrawn, unknown or past its end (link_expires_at) is null (a bare 404). */
export async function linkAssignment(
  db: ServiceClient,
  hash: string,
): Promise<AssignmentRow | null> {
  const { data, error } = await db
    .from('research_assignments')
    .select('*')
    .eq('token_hash', hash)
    .neq('state', 'withdrawn')
    .maybeSingle()
  if (error) throw new Error(`research_assignments read failed: ${error.message}`)
  if (!data) return null
  if (data.link_expires_at && new Date(data.link_expires_at).getTime() <= Date.now()) return null
  return data
}

const EDITABLE = new Set(['assigned', 'returned'])

const invalid = (cors: Cors, fields: Record<string, string>) =>
  json({ error: 'invalid_request', fields }, 400, cors)

export async function researcherAction(
  ctx: Ctx,
  hash: string,
  body: ResearcherAction,
): Promise<Response> {
  const { db, cors } = ctx
  const assignment = await linkAssignment(db, hash)
  if (!assignment) return json({ error: 'not_found' }, 404, cors)
  if (body.action === 'fileUrl') return familyFileUrl(ctx, assignment.submission_id, body.fileId)
  if (body.action === 'photoUrl') {
    if (!EDITABLE.has(assignment.state)) return json({ error: 'not_found' }, 404, cors)
    return researcherPhotoUrl(ctx, assignment, body.photoId)
  }
  if (body.action === 'submit') {
    const { data, error } = await db.rpc('research_submit', {
      link_hash: hash,
      note: body.note ?? '',
    })
    if (error) throw new Error(`research_submit failed: ${error.message}`)
    if (data === 'not_found') return json({ error: 'not_found' }, 404, cors)
    if (data === 'not_editable') return json({ error: 'not_editable' }, 409, cors)
    if (data === 'no_searches')
      return invalid(cors, { _: 'Log at least one search before sending the report.' })
  } else if (body.action !== 'view') {
    if (!EDITABLE.has(assignment.state)) return json({ error: 'not_editable' }, 409, cors)
    // Part 4: the photos of a page (photos.ts); beginning an upload answers where to send the bytes.
    if (body.action === 'beginPhoto') return beginPhoto(ctx, assignment, body)
    const refused =
      body.action === 'completePhoto'
        ? await completePhoto(ctx, assignment, body.photoId)
        : body.action === 'deletePhoto'
          ? await deletePhoto(ctx, assignment, body.photoId)
          : await edit(ctx, assignment, body)
    if (refused) return refused
  }
  const fresh = await linkAssignment(db, hash)
  if (!fresh) return json({ error: 'not_found' }, 404, cors)
  return json(await loadView(db, fresh), 200, cors)
}

/** The database refuses a change to the work of a research no longer editable (a submission got there first). */
const NOT_EDITABLE = 'P0045'

/** One change to the log, the records, the conclusions or the next steps; an answer only when refused. */
async function edit(
  ctx: Ctx,
  assignment: AssignmentRow,
  body: Exclude<
    ResearcherAction,
    {
      action:
        'view' | 'submit' | 'fileUrl' | 'beginPhoto' | 'completePhoto' | 'deletePhoto' | 'photoUrl'
    }
  >,
): Promise<Response | null> {
  const { db, cors } = ctx
  let written: { data: { id: string }[] | null; error: { code: string; message: string } | null }
  switch (body.action) {
    case 'saveSearch':
      written = await saveRow(
        db,
        'research_searches',
        assignment.id,
        body.search.id,
        searchToRow(body.search),
      )
      break
    case 'saveRecord': {
      const refused = await recordRefusal(db, assignment, body.record)
      if (refused) return invalid(cors, refused)
      written = await saveRow(
        db,
        'research_records',
        assignment.id,
        body.record.id,
        recordToRow(body.record),
      )
      break
    }
    case 'saveConclusion': {
      const { lines } = await loadQuestions(db, assignment.plan_version_id)
      if (body.conclusion.question >= lines.length)
        return invalid(cors, { 'conclusion.question': 'Not one of this research’s questions.' })
      written = await saveConclusion(db, assignment.id, body.conclusion)
      break
    }
    case 'deleteConclusion':
      written = await deleteConclusion(db, assignment.id, body.question)
      break
    case 'saveNextStep':
      written = await saveNextStep(db, assignment.id, body.nextStep)
      break
    case 'deleteNextStep':
      written = await deleteNextStep(db, assignment.id, body.id)
      break
    case 'deleteRecord':
      // Its photos leave the draft first: one a published version shows keeps its object (photos.ts).
      await removeRecordPhotos(db, assignment, body.id)
    // falls through
    case 'deleteSearch':
      written = await db
        .from(body.action === 'deleteSearch' ? 'research_searches' : 'research_records')
        .delete()
        .eq('id', body.id)
        .eq('assignment_id', assignment.id)
        .select('id')
  }
  if (written.error?.code === NOT_EDITABLE) return json({ error: 'not_editable' }, 409, cors)
  if (written.error) throw new Error(`research ${body.action} failed: ${written.error.message}`)
  // No row of this research with that id.
  return written.data?.length === 1 ? null : json({ error: 'not_found' }, 404, cors)
}

/** Inserts a new row, or changes the row of this assignment with that id. */
function saveRow(
  db: ServiceClient,
  table: 'research_searches' | 'research_records',
  assignmentId: string,
  id: string | undefined,
  row: Record<string, unknown>,
) {
  return id
    ? db
        .from(table)
        .update(row as never)
        .eq('id', id)
        .eq('assignment_id', assignmentId)
        .select('id')
    : db
        .from(table)
        .insert({ ...row, assignment_id: assignmentId } as never)
        .select('id')
}

/** A record's links must stay inside this research: its search, and the family's ancestors. */
async function recordRefusal(
  db: ServiceClient,
  assignment: AssignmentRow,
  record: RecordInput,
): Promise<Record<string, string> | null> {
  if (record.searchId) {
    const search = await db
      .from('research_searches')
      .select('id')
      .eq('id', record.searchId)
      .eq('assignment_id', assignment.id)
      .maybeSingle()
    if (search.error) throw new Error(`research_searches read failed: ${search.error.message}`)
    if (!search.data)
      return { 'record.searchId': 'The search is not one of this research’s searches.' }
  }
  const named = record.people.map((person, index) => ({ index, id: person.ancestorId }))
  if (named.some((person) => person.id)) {
    const ids = new Set((await familyAncestors(db, assignment.submission_id)).map((a) => a.id))
    const stranger = named.find((person) => person.id && !ids.has(person.id))
    if (stranger)
      return {
        [`record.people.${stranger.index}.ancestorId`]: 'Not one of the family’s ancestors.',
      }
  }
  return null
}

/** The family's ancestors as its story holds them (the journey page's own data). */
async function familyAncestors(db: ServiceClient, inquiryId: string) {
  const { data, error } = await db
    .from('journey_stories')
    .select('ancestors')
    .eq('submission_id', inquiryId)
    .maybeSingle()
  if (error) throw new Error(`journey_stories read failed: ${error.message}`)
  const stored = Array.isArray(data?.ancestors) ? data.ancestors : []
  return stored.flatMap((ancestor) => {
    const parsed = ancestorSchema.safeParse(ancestor)
    return parsed.success ? [parsed.data] : []
  })
}

/** A one-minute address of one of this family's stored documents (the journey's own type check first). */
async function familyFileUrl(ctx: Ctx, inquiryId: string, fileId: string): Promise<Response> {
  const { data, error } = await ctx.db
    .from('journey_files')
    .select('object_path, file_name, content_type')
    .eq('id', fileId)
    .eq('submission_id', inquiryId)
    .eq('status', 'stored')
    .maybeSingle()
  if (error) throw new Error(`journey_files read failed: ${error.message}`)
  if (!data) return json({ error: 'not_found' }, 404, ctx.cors)
  return fileLink(ctx, data, false)
}

export async function loadView(
  db: ServiceClient,
  assignment: AssignmentRow,
): Promise<ResearcherView> {
  const [researcher, inquiry, ancestors, files, questions, work, version, concluded] =
    await Promise.all([
      db.from('researchers').select('name, language').eq('id', assignment.researcher_id).single(),
      db.from('form_submissions').select('name').eq('id', assignment.submission_id).single(),
      familyAncestors(db, assignment.submission_id),
      db
        .from('journey_files')
        .select('id, file_name, content_type, size_bytes, created_at')
        .eq('submission_id', assignment.submission_id)
        .eq('status', 'stored')
        .order('created_at'),
      loadQuestions(db, assignment.plan_version_id),
      loadWork(db, assignment.id),
      draftVersion(db, assignment.submission_id),
      loadConclusions(db, assignment.id),
    ])
  for (const read of [researcher, inquiry, files])
    if (read.error) throw new Error(`research view read failed: ${read.error.message}`)
  return researcherViewSchema.parse({
    state: assignment.state,
    language: researcher.data!.language === 'en' ? 'en' : 'it',
    researcherName: researcher.data!.name,
    familyName: familySurname(inquiry.data!.name),
    assignedAt: iso(assignment.assigned_at),
    dueAt: iso(assignment.due_at),
    returnComment: assignment.state === 'returned' ? assignment.return_comment : null,
    questions,
    ancestors,
    files: files.data!.map((file) => ({
      id: file.id,
      name: file.file_name,
      type: file.content_type,
      size: file.size_bytes,
      createdAt: iso(file.created_at),
    })),
    searches: work.searches,
    records: work.records,
    draftVersion: version,
    ...concluded,
  })
}

/** 'Maria De Luca' → 'De Luca': the family's surname as it gave its name, never the whole name or an address. */
export function familySurname(name: string): string {
  const words = name.trim().split(/\s+/)
  return words.length > 1 ? words.slice(1).join(' ') : (words[0] ?? '')
}
