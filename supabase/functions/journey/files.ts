import { fileTypeFromBuffer } from 'file-type'
import { z } from 'zod'
import { afterResponse, BUCKET, invalid, json, notFound, readJson, type Ctx } from './context.ts'
import { removeObjects } from './story.ts'
import { sendDueStoryEmails } from '../_shared/story-notifications.ts'

/**
 * The family's files (docs/decisions/151): the function records a pending file and issues a signed upload URL;
 * the browser uploads straight to Storage; then the function reads the bytes and keeps the file only if they are
 * a PDF, JPEG, PNG, WebP or HEIC (the name and the browser's type are not trusted). 15 MB a file, 30 files and
 * 200 MB an inquiry.
 */
export const FILE_LIMITS = { fileBytes: 15 * 1024 * 1024, files: 30, totalBytes: 200 * 1024 * 1024 }
export const ACCEPTED_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
] as const
type Accepted = (typeof ACCEPTED_TYPES)[number]

const BY_EXTENSION: Record<string, Accepted> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heic',
}
/** A pending upload that never completed stops counting after this long. */
const PENDING_MS = 2 * 60 * 60 * 1000
const WRONG_TYPE = 'Only PDF, JPEG, PNG, WebP or HEIC files.'

const beginSchema = z
  .object({
    name: z.string().min(1, 'A file name.').max(500),
    size: z
      .number()
      .int()
      .min(1, 'The file is empty.')
      .max(FILE_LIMITS.fileBytes, 'At most 15 MB a file.'),
    type: z.string().max(100).optional().default(''),
  })
  .strict()

/** What the type check accepts: file-type's answer, the HEIF family counted as HEIC. */
function acceptedType(mime: string | undefined): Accepted | undefined {
  if (mime === 'image/heif' || mime === 'image/heic-sequence' || mime === 'image/heif-sequence')
    return 'image/heic'
  return (ACCEPTED_TYPES as readonly string[]).includes(mime ?? '') ? (mime as Accepted) : undefined
}

async function usage(ctx: Ctx, inquiryId: string, exceptId?: string) {
  const since = new Date(Date.now() - PENDING_MS).toISOString()
  const { data, error } = await ctx.db
    .from('journey_files')
    .select('id, size_bytes, status, created_at')
    .eq('submission_id', inquiryId)
  if (error) throw new Error(`usage failed: ${error.message}`)
  const counted = (data ?? []).filter(
    (file) => file.id !== exceptId && (file.status === 'stored' || file.created_at > since),
  )
  return { files: counted.length, bytes: counted.reduce((sum, file) => sum + file.size_bytes, 0) }
}

export async function beginUpload(ctx: Ctx, request: Request, inquiryId: string) {
  const body = await readJson(request, 4096, { emptyIs: {} })
  if (!body.ok)
    return body.reason === 'too_large'
      ? json({ error: 'payload_too_large' }, 413, ctx.cors)
      : invalid({ _: 'The body must be JSON.' }, ctx.cors)
  const parsed = beginSchema.safeParse(body.value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return invalid({ [issue?.path.join('.') || 'file']: issue?.message ?? 'Invalid.' }, ctx.cors)
  }
  const name =
    parsed.data.name
      .split(/[\\/]/)
      .pop()!
      .replace(/[\p{Cc}]/gu, '')
      .slice(-200) || 'file'
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''
  const contentType = acceptedType(parsed.data.type) ?? BY_EXTENSION[extension]
  if (!contentType) return invalid({ type: WRONG_TYPE }, ctx.cors)
  const used = await usage(ctx, inquiryId)
  if (used.files >= FILE_LIMITS.files)
    return invalid({ file: 'At most 30 files: delete one to add another.' }, ctx.cors)
  if (used.bytes + parsed.data.size > FILE_LIMITS.totalBytes)
    return invalid({ size: 'At most 200 MB in all: delete a file to add this one.' }, ctx.cors)

  const id = crypto.randomUUID()
  const path = `${inquiryId}/${id}`
  const inserted = await ctx.db.from('journey_files').insert({
    id,
    submission_id: inquiryId,
    object_path: path,
    file_name: name,
    size_bytes: parsed.data.size,
    status: 'pending',
  })
  if (inserted.error) throw new Error(`file record failed: ${inserted.error.message}`)
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

  const downloaded = await ctx.db.storage.from(BUCKET).download(file.object_path)
  if (downloaded.error || !downloaded.data)
    return invalid({ file: 'The upload did not arrive: please try again.' }, ctx.cors)
  const bytes = new Uint8Array(await downloaded.data.arrayBuffer())
  const refuse = async (field: string, message: string) => {
    await removeObjects(ctx, [file.object_path])
    await ctx.db.from('journey_files').delete().eq('id', file.id)
    return invalid({ [field]: message }, ctx.cors)
  }
  if (bytes.length === 0 || bytes.length > FILE_LIMITS.fileBytes)
    return refuse('size', 'At most 15 MB a file.')
  const detected = acceptedType((await fileTypeFromBuffer(bytes.subarray(0, 65_536)))?.mime)
  if (!detected)
    return refuse(
      'type',
      'This file is not a PDF, JPEG, PNG, WebP or HEIC image (checked from its contents).',
    )
  const used = await usage(ctx, inquiryId, file.id)
  if (used.bytes + bytes.length > FILE_LIMITS.totalBytes)
    return refuse('size', 'At most 200 MB in all: delete a file to add this one.')

  const updated = await ctx.db
    .from('journey_files')
    .update({ status: 'stored', content_type: detected, size_bytes: bytes.length })
    .eq('id', file.id)
    .select('*')
    .single()
  if (updated.error) throw new Error(`file update failed: ${updated.error.message}`)
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
    .select('object_path, file_name')
    .eq('id', fileId)
    .eq('submission_id', inquiryId)
    .eq('status', 'stored')
    .maybeSingle()
  if (row.error) throw new Error(`file lookup failed: ${row.error.message}`)
  if (!row.data) return notFound(ctx.cors)
  return json({ url: await signedDownload(ctx, row.data, download) }, 200, ctx.cors)
}

/** A one-minute download URL (inline for a preview, or as an attachment with the file's name). */
export async function signedDownload(
  ctx: Ctx,
  file: { object_path: string; file_name: string },
  download: boolean,
): Promise<string> {
  const signed = await ctx.db.storage
    .from(BUCKET)
    .createSignedUrl(file.object_path, 60, download ? { download: file.file_name } : undefined)
  if (signed.error) throw new Error(`signed download failed: ${signed.error.message}`)
  return signed.data.signedUrl
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
