import { afterResponse, BUCKET, invalid, json, notFound, readJson, type Ctx } from './context.ts'
import { removeObjects } from './story.ts'
import { sendDueStoryEmails } from '../_shared/story-notifications.ts'
import {
  checkUploaded,
  cleanFileName,
  declaredUpload,
  FILE_BYTES,
  nameForType,
  signedFileLink,
  storageName,
  uploadBeginSchema,
} from '../_shared/uploads.ts'

/**
 * The family's files (docs/decisions/151): the function records a pending file and issues a signed upload URL;
 * the browser uploads straight to Storage; then the function reads the bytes and keeps the file only if they are
 * a PDF, JPEG, PNG, WebP or HEIC (the name and the browser's type are not trusted; the checks are shared with the
 * researcher's photos: _shared/uploads.ts). 15 MB a file, 30 files and 200 MB an inquiry.
 */
export const FILE_LIMITS = { fileBytes: FILE_BYTES, files: 30, totalBytes: 200 * 1024 * 1024 }
/**
 * A pending upload that never completed stops counting after this long (the database counts: ADR 191), the life
 * of its signed upload URL; the cleanup job removes it shortly after (cleanup.ts, docs/decisions/243).
 */
export const PENDING_SECONDS = 2 * 60 * 60
const TOO_MANY_FILES = 'At most 30 files: delete one to add another.'
const TOO_MANY_BYTES = 'At most 200 MB in all: delete a file to add this one.'

export async function beginUpload(ctx: Ctx, request: Request, inquiryId: string) {
  const body = await readJson(request, 4096, { emptyIs: {} })
  if (!body.ok)
    return body.reason === 'too_large'
      ? json({ error: 'payload_too_large' }, 413, ctx.cors)
      : invalid({ _: 'The body must be JSON.' }, ctx.cors)
  const parsed = uploadBeginSchema.safeParse(body.value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return invalid({ [issue?.path.join('.') || 'file']: issue?.message ?? 'Invalid.' }, ctx.cors)
  }
  const declared = declaredUpload(parsed.data.name, parsed.data.type)
  if ('field' in declared) return invalid({ [declared.field]: declared.message }, ctx.cors)
  const { name, contentType } = declared

  // The quota is checked and the pending row written in one call, under the inquiry's lock (ADR 191).
  const id = crypto.randomUUID()
  const objectName = storageName(name)
  const path = `${inquiryId}/${id}/${objectName}`
  const begun = await ctx.db.rpc('begin_journey_upload', {
    inquiry: inquiryId,
    file_id: id,
    file_name: name,
    declared_bytes: parsed.data.size,
    max_files: FILE_LIMITS.files,
    max_bytes: FILE_LIMITS.totalBytes,
    pending_seconds: PENDING_SECONDS,
    object_name: objectName,
  })
  if (begun.error) throw new Error(`file record failed: ${begun.error.message}`)
  if (begun.data === 'too_many_files') return invalid({ file: TOO_MANY_FILES }, ctx.cors)
  if (begun.data === 'too_many_bytes') return invalid({ size: TOO_MANY_BYTES }, ctx.cors)
  const signed = await ctx.db.storage.from(BUCKET).createSignedUploadUrl(path)
  if (signed.error) throw new Error(`signed upload failed: ${signed.error.message}`)
  return json(
    {
      file: { id, name, size: parsed.data.size },
      upload: {
        signedUrl: signed.data.signedUrl,
        path,
        token: signed.data.token,
        contentType,
      },
    },
    201,
    ctx.cors,
  )
}

export async function completeUpload(
  ctx: Ctx,
  request: Request,
  inquiryId: string,
  fileId: string,
) {
  const body = await readJson(request, 1024, { emptyIs: {} })
  const visit = body.ok ? (body.value as { visitId?: unknown }).visitId : undefined
  const row = await ctx.db
    .from('journey_files')
    .select('*')
    .eq('id', fileId)
    .eq('submission_id', inquiryId)
    .maybeSingle()
  if (row.error) throw new Error(`file lookup failed: ${row.error.message}`)
  if (!row.data) return notFound(ctx.cors)
  const file = row.data
  if (file.status === 'stored') return json({ file: publicFile(file) }, 200, ctx.cors)

  const refuse = async (field: string, message: string) => {
    await removeObjects(ctx, [file.object_path])
    await ctx.db.from('journey_files').delete().eq('id', file.id)
    return invalid({ [field]: message }, ctx.cors)
  }
  const checked = await checkUploaded(ctx.db, BUCKET, file.object_path)
  // An upload that did not arrive keeps its pending row: the browser may send it again.
  if ('field' in checked && checked.field === 'file')
    return invalid({ file: checked.message }, ctx.cors)
  if ('field' in checked) return refuse(checked.field, checked.message)
  const { type: detected, bytes } = checked
  // Kept with its real size, its detected type and a name whose extension follows that type (ADR 191).
  const kept = await ctx.db.rpc('complete_journey_upload', {
    inquiry: inquiryId,
    file_id: file.id,
    detected_type: detected,
    real_bytes: bytes,
    safe_name: nameForType(cleanFileName(file.file_name), detected),
    max_bytes: FILE_LIMITS.totalBytes,
    pending_seconds: PENDING_SECONDS,
  })
  if (kept.error) throw new Error(`file update failed: ${kept.error.message}`)
  if (kept.data === 'too_many_bytes') return refuse('size', TOO_MANY_BYTES)
  const updated = await ctx.db.from('journey_files').select('*').eq('id', file.id).single()
  if (updated.error) throw new Error(`file lookup failed: ${updated.error.message}`)
  if (kept.data !== 'stored') return json({ file: publicFile(updated.data) }, 200, ctx.cors)
  const noted = await ctx.db.rpc('note_story_activity', {
    inquiry: inquiryId,
    visit: typeof visit === 'string' && /^[0-9a-f-]{36}$/i.test(visit) ? visit : null,
  })
  if (noted.error) throw new Error(`activity failed: ${noted.error.message}`)
  afterResponse(sendDueStoryEmails(ctx.db, ctx.env))
  return json({ file: publicFile(updated.data) }, 200, ctx.cors)
}

export async function fileUrl(ctx: Ctx, inquiryId: string, fileId: string, download: boolean) {
  const row = await ctx.db
    .from('journey_files')
    .select('object_path, file_name, content_type')
    .eq('id', fileId)
    .eq('submission_id', inquiryId)
    .eq('status', 'stored')
    .maybeSingle()
  if (row.error) throw new Error(`file lookup failed: ${row.error.message}`)
  if (!row.data) return notFound(ctx.cors)
  return fileLink(ctx, row.data, download)
}

/** A one-minute download URL of a checked file (_shared/uploads.ts: refused 409 when its stored type differs). */
export async function fileLink(
  ctx: Ctx,
  file: { object_path: string; file_name: string; content_type?: string | null },
  download: boolean,
): Promise<Response> {
  const link = await signedFileLink(ctx.db, BUCKET, file, download)
  return json(link.body, link.status, ctx.cors)
}

export async function deleteFile(ctx: Ctx, inquiryId: string, fileId: string) {
  const row = await ctx.db
    .from('journey_files')
    .select('id, object_path')
    .eq('id', fileId)
    .eq('submission_id', inquiryId)
    .maybeSingle()
  if (row.error) throw new Error(`file lookup failed: ${row.error.message}`)
  if (!row.data) return notFound(ctx.cors)
  await removeObjects(ctx, [row.data.object_path])
  const deleted = await ctx.db.from('journey_files').delete().eq('id', row.data.id)
  if (deleted.error) throw new Error(`file delete failed: ${deleted.error.message}`)
  return json(null, 204, ctx.cors)
}

function publicFile(file: {
  id: string
  file_name: string
  content_type: string | null
  size_bytes: number
  created_at: string
}) {
  return {
    id: file.id,
    name: file.file_name,
    type: file.content_type,
    size: file.size_bytes,
    createdAt: file.created_at,
  }
}
