import { PHOTO_LIMITS } from '../_shared/contracts/research.ts'
import { json } from '../_shared/json.ts'
import type { Cors } from '../_shared/router.ts'
import type { ServiceClient } from '../_shared/request.ts'
import {
  checkUploaded,
  cleanFileName,
  declaredUpload,
  IMAGE_TYPES,
  nameForType,
  signedFileLink,
  storageName,
} from '../_shared/uploads.ts'
import type { AssignmentRow } from './report.ts'

/**
 * The researcher's own photos of a register's page (issue 45 part 4, docs/decisions/266), with the family's files'
 * checks (_shared/uploads.ts), images only: a pending row and a signed upload URL; the browser sends the bytes to
 * Storage; the completion reads them and keeps the photo only when they are a JPEG, PNG, WebP or HEIC image.
 * Objects live in the private research-photos bucket; a one-minute URL is issued by this function only: to the
 * researcher while the work is editable, to the team, to the family for a photo its published report shows.
 * A photo a published version shows is never removed from Storage (see removePhotos).
 */

export const PHOTO_BUCKET = 'research-photos'
/** A pending upload stops counting against a record's photos after this long (its signed URL's life). */
const PENDING_MS = 2 * 60 * 60 * 1000
const TOO_MANY = `At most ${PHOTO_LIMITS.perRecord} photos a record: delete one to add another.`

interface Ctx {
  db: ServiceClient
  cors: Cors
}

const invalid = (cors: Cors, fields: Record<string, string>) =>
  json({ error: 'invalid_request', fields }, 400, cors)
const notFound = (cors: Cors) => json({ error: 'not_found' }, 404, cors)

type PhotoRow = {
  id: string
  record_id: string | null
  object_path: string
  file_name: string
  status: string
  content_type: string | null
  size_bytes: number
}
const PHOTO_COLUMNS = 'id, record_id, object_path, file_name, status, content_type, size_bytes'

export async function beginPhoto(
  ctx: Ctx,
  assignment: AssignmentRow,
  body: { recordId: string; name: string; size: number; type: string },
): Promise<Response> {
  const { db, cors } = ctx
  const declared = declaredUpload(body.name, body.type, IMAGE_TYPES)
  if ('field' in declared) return invalid(cors, { [declared.field]: declared.message })
  const record = await db
    .from('research_records')
    .select('id')
    .eq('id', body.recordId)
    .eq('assignment_id', assignment.id)
    .maybeSingle()
  if (record.error) throw new Error(`research_records read failed: ${record.error.message}`)
  if (!record.data) return invalid(cors, { recordId: 'Not one of this research’s records.' })
  const counted = await db
    .from('research_photos')
    .select('id', { count: 'exact', head: true })
    .eq('record_id', body.recordId)
    .or(`status.eq.stored,created_at.gt.${new Date(Date.now() - PENDING_MS).toISOString()}`)
  if (counted.error) throw new Error(`research_photos count failed: ${counted.error.message}`)
  if ((counted.count ?? 0) >= PHOTO_LIMITS.perRecord) return invalid(cors, { file: TOO_MANY })

  const id = crypto.randomUUID()
  const path = `${assignment.id}/${id}/${storageName(declared.name)}`
  const inserted = await db.from('research_photos').insert({
    id,
    assignment_id: assignment.id,
    record_id: body.recordId,
    object_path: path,
    file_name: declared.name,
    size_bytes: body.size,
  })
  if (inserted.error?.code === 'P0045') return json({ error: 'not_editable' }, 409, cors)
  if (inserted.error) throw new Error(`research_photos insert failed: ${inserted.error.message}`)
  const signed = await db.storage.from(PHOTO_BUCKET).createSignedUploadUrl(path)
  if (signed.error) throw new Error(`signed upload failed: ${signed.error.message}`)
  return json(
    {
      photo: { id, name: declared.name, size: body.size },
      upload: {
        signedUrl: signed.data.signedUrl,
        path,
        token: signed.data.token,
        contentType: declared.contentType,
      },
    },
    201,
    cors,
  )
}

/** The type check from the bytes; answers null when kept (the caller answers the fresh view), else the refusal. */
export async function completePhoto(
  ctx: Ctx,
  assignment: AssignmentRow,
  photoId: string,
): Promise<Response | null> {
  const { db, cors } = ctx
  const photo = await onePhoto(db, assignment.id, photoId)
  if (!photo || !photo.record_id) return notFound(cors)
  if (photo.status === 'stored') return null
  const checked = await checkUploaded(db, PHOTO_BUCKET, photo.object_path, IMAGE_TYPES)
  if ('field' in checked) {
    // An upload that did not arrive keeps its pending row: the browser may send it again.
    if (checked.field !== 'file') await removePhotos(db, assignment, [photo])
    return invalid(cors, { [checked.field]: checked.message })
  }
  const kept = await db
    .from('research_photos')
    .update({
      status: 'stored',
      content_type: checked.type,
      size_bytes: checked.bytes,
      file_name: nameForType(cleanFileName(photo.file_name), checked.type),
    })
    .eq('id', photo.id)
  if (kept.error?.code === 'P0045') return json({ error: 'not_editable' }, 409, cors)
  if (kept.error) throw new Error(`research_photos update failed: ${kept.error.message}`)
  return null
}

export async function deletePhoto(
  ctx: Ctx,
  assignment: AssignmentRow,
  photoId: string,
): Promise<Response | null> {
  const photo = await onePhoto(ctx.db, assignment.id, photoId)
  if (!photo || !photo.record_id) return notFound(ctx.cors)
  await removePhotos(ctx.db, assignment, [photo])
  return null
}

/**
 * Takes photos out of the draft. One a published version shows keeps its row (detached from its record) and its
 * object, so that version's reference stays readable; any other is removed, row and object.
 */
export async function removePhotos(
  db: ServiceClient,
  assignment: Pick<AssignmentRow, 'id' | 'submission_id'>,
  photos: Pick<PhotoRow, 'id' | 'object_path'>[],
): Promise<void> {
  if (photos.length === 0) return
  const shown = await publishedPhotoIds(db, assignment.submission_id)
  const kept = photos.filter((photo) => shown.has(photo.id)).map((photo) => photo.id)
  const gone = photos.filter((photo) => !shown.has(photo.id))
  if (kept.length > 0) {
    const detached = await db.from('research_photos').update({ record_id: null }).in('id', kept)
    if (detached.error) throw new Error(`research_photos detach failed: ${detached.error.message}`)
  }
  if (gone.length > 0) {
    const deleted = await db
      .from('research_photos')
      .delete()
      .in(
        'id',
        gone.map((photo) => photo.id),
      )
    if (deleted.error) throw new Error(`research_photos delete failed: ${deleted.error.message}`)
    const removed = await db.storage
      .from(PHOTO_BUCKET)
      .remove(gone.map((photo) => photo.object_path))
    // The row is gone: an object left behind is unreachable (no row names it); logged, not fatal.
    if (removed.error)
      console.error(`research: photo objects not removed: ${removed.error.message}`)
  }
}

/** The photos of a record about to be deleted leave the draft first (removePhotos' rule). */
export async function removeRecordPhotos(
  db: ServiceClient,
  assignment: Pick<AssignmentRow, 'id' | 'submission_id'>,
  recordId: string,
): Promise<void> {
  const { data, error } = await db
    .from('research_photos')
    .select('id, object_path')
    .eq('record_id', recordId)
    .eq('assignment_id', assignment.id)
  if (error) throw new Error(`research_photos read failed: ${error.message}`)
  await removePhotos(db, assignment, data)
}

/** The researcher's one-minute URL: a stored photo of this research's draft. */
export async function researcherPhotoUrl(
  ctx: Ctx,
  assignment: AssignmentRow,
  photoId: string,
): Promise<Response> {
  const photo = await onePhoto(ctx.db, assignment.id, photoId)
  if (!photo || !photo.record_id || photo.status !== 'stored') return notFound(ctx.cors)
  return photoLink(ctx, photo)
}

/** The team's one-minute URL: any stored photo of the inquiry's research (its draft or a published version). */
export async function teamPhotoUrl(
  ctx: Ctx,
  inquiryId: string,
  photoId: string,
): Promise<Response> {
  const assignments = await ctx.db
    .from('research_assignments')
    .select('id')
    .eq('submission_id', inquiryId)
  if (assignments.error)
    throw new Error(`research_assignments read failed: ${assignments.error.message}`)
  const { data, error } = await ctx.db
    .from('research_photos')
    .select(PHOTO_COLUMNS)
    .eq('id', photoId)
    .in(
      'assignment_id',
      assignments.data.map((row) => row.id),
    )
    .eq('status', 'stored')
    .maybeSingle()
  if (error) throw new Error(`research_photos read failed: ${error.message}`)
  if (!data) return notFound(ctx.cors)
  return photoLink(ctx, data)
}

/** The family's one-minute URL: only a photo its latest published version shows. */
export async function familyPhotoUrl(
  ctx: Ctx,
  inquiryId: string,
  photoId: string,
): Promise<Response> {
  const latest = await ctx.db
    .from('research_reports')
    .select('content')
    .eq('submission_id', inquiryId)
    .order('version', { ascending: false })
    .limit(1)
    .maybeSingle()
  if (latest.error) throw new Error(`research_reports read failed: ${latest.error.message}`)
  if (!latest.data || !photoIdsOf(latest.data.content).has(photoId)) return notFound(ctx.cors)
  return teamPhotoUrl(ctx, inquiryId, photoId)
}

async function photoLink(ctx: Ctx, photo: PhotoRow): Promise<Response> {
  const link = await signedFileLink(ctx.db, PHOTO_BUCKET, photo, false)
  return json(link.body, link.status, ctx.cors)
}

async function onePhoto(
  db: ServiceClient,
  assignmentId: string,
  photoId: string,
): Promise<PhotoRow | null> {
  const { data, error } = await db
    .from('research_photos')
    .select(PHOTO_COLUMNS)
    .eq('id', photoId)
    .eq('assignment_id', assignmentId)
    .maybeSingle()
  if (error) throw new Error(`research_photos read failed: ${error.message}`)
  return data
}

/** Every photo id any published version of the inquiry's report shows. */
async function publishedPhotoIds(db: ServiceClient, inquiryId: string): Promise<Set<string>> {
  const { data, error } = await db
    .from('research_reports')
    .select('content')
    .eq('submission_id', inquiryId)
  if (error) throw new Error(`research_reports read failed: ${error.message}`)
  return new Set(data.flatMap((report) => [...photoIdsOf(report.content)]))
}

/** The photo ids a stored report's records show (a report from before photos shows none). */
function photoIdsOf(content: unknown): Set<string> {
  const records = (content as { records?: unknown } | null)?.records
  const ids = Array.isArray(records)
    ? records.flatMap((record: { photos?: unknown }) =>
        Array.isArray(record?.photos)
          ? record.photos.flatMap((photo: { id?: unknown }) =>
              typeof photo?.id === 'string' ? [photo.id] : [],
            )
          : [],
      )
    : []
  return new Set(ids)
}
