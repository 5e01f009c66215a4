import { fileTypeFromBuffer } from 'file-type'
import { z } from 'zod'
import { afterResponse, BUCKET, invalid, json, notFound, readJson, type Ctx } from './context.ts'
import { removeObjects } from './story.ts'
import { sendDueStoryEmails } from '../_shared/story-notifications.ts'
import { clip } from '../_shared/text.ts'

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

export const BY_EXTENSION: Record<string, Accepted> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heic',
}
/**
 * A pending upload that never completed stops counting after this long (the database counts: ADR 191), the life
 * of its signed upload URL; the cleanup job removes it shortly after (cleanup.ts, docs/decisions/243).
 */
export const PENDING_SECONDS = 2 * 60 * 60
const WRONG_TYPE = 'Only PDF, JPEG, PNG, WebP or HEIC files.'
/** The extension a kept file's name gets from its detected type (docs/decisions/191). */
const EXTENSION_OF: Record<Accepted, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
}
const TOO_MANY_FILES = 'At most 30 files: delete one to add another.'
const TOO_MANY_BYTES = 'At most 200 MB in all: delete a file to add this one.'

/**
 * A file name safe to show and to download: the last path segment, without control or format characters
 * (\p{Cc}, \p{Cf}: a right-to-left override cannot disguise it), at most 200 characters.
 */
export function cleanFileName(raw: string): string {
  const name = (raw.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim()
  return clip(name, 200, 'end').replace(/^\.+/, '') || 'file'
}

/**
 * The last segment of a new object's path (migration 20261127120100): the file's name in the letters every
 * Storage key accepts ('Atto di nascita è.pdf' → 'Atto-di-nascita-e.pdf'), so the browser's preview tab, which
 * reads the URL's last segment, shows the document's name instead of its id (docs/product/journey.md).
 */
export function storageName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
  const match = /^(.*?)(\.[A-Za-z0-9]{1,10})?$/.exec(ascii)
  const base = (match?.[1] ?? '').slice(0, 100).replace(/^[-.]+|[-.]+$/g, '')
  return `${base || 'file'}${match?.[2] ?? ''}`
}

/** The name with the extension of `type` (the extension it had is kept when it already names that type). */
export function nameForType(name: string, type: Accepted): string {
  const match = /^(.*)\.([a-z0-9]+)$/i.exec(name)
  const extension = match?.[2]?.toLowerCase()
  if (extension && BY_EXTENSION[extension] === type) return name
  const base = match && BY_EXTENSION[extension ?? ''] ? (match[1] ?? '') : name
  return `${clip(base || 'file', 190)}.${EXTENSION_OF[type]}`
}

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
  const name = cleanFileName(parsed.data.name)
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''
  const declared = acceptedType(parsed.data.type)
  const byName = BY_EXTENSION[extension]
  const contentType = declared ?? byName
  if (!contentType) return invalid({ type: WRONG_TYPE }, ctx.cors)
  // A name's extension must agree with the declared type (`letter.hta` sent as a PDF is refused).
  if (declared && extension && byName !== declared)
    return invalid({ name: extensionMismatch(declared) }, ctx.cors)

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
  // The object is served with the type it was stored with: the browser's, until now. When that is not the type
  // read from the bytes (a PNG named .jpg), the bytes are stored again with the detected type (issue 44).
  if (mimeEssence(downloaded.data.type) !== detected) {
    const restored = await ctx.db.storage
      .from(BUCKET)
      .update(file.object_path, bytes, { contentType: detected })
    if (restored.error) throw new Error(`file type update failed: ${restored.error.message}`)
  }
  // Kept with its real size, its detected type and a name whose extension follows that type (ADR 191).
  const kept = await ctx.db.rpc('complete_journey_upload', {
    inquiry: inquiryId,
    file_id: file.id,
    detected_type: detected,
    real_bytes: bytes.length,
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

/**
 * A one-minute download URL (inline for a preview, or as an attachment with the file's safe name), only for a file
 * Storage serves with the type read from its bytes (the row's content_type, set by the type check): when the
 * object's stored type differs, or the row has no checked type, the file is refused (409) and the mismatch logged.
 */
export async function fileLink(
  ctx: Ctx,
  file: { object_path: string; file_name: string; content_type?: string | null },
  download: boolean,
): Promise<Response> {
  const type = acceptedType(file.content_type ?? undefined)
  const info = await ctx.db.storage.from(BUCKET).info(file.object_path)
  if (info.error) throw new Error(`file info failed: ${info.error.message}`)
  const stored = mimeEssence(info.data.contentType)
  if (!type || stored !== type) {
    console.error(
      `journey: file ${file.object_path} refused: stored as ${stored || 'no type'}, checked as ${type ?? 'no type'}`,
    )
    return json(
      {
        error: 'file_type_mismatch',
        message:
          'This file cannot be opened: it is not stored as the type of its contents. Delete it and add it again.',
      },
      409,
      ctx.cors,
    )
  }
  // Cleaned again, and the extension set from the checked type.
  const name = nameForType(cleanFileName(file.file_name), type)
  const signed = await ctx.db.storage
    .from(BUCKET)
    .createSignedUrl(file.object_path, 60, download ? { download: name } : undefined)
  if (signed.error) throw new Error(`signed download failed: ${signed.error.message}`)
  return json({ url: signed.data.signedUrl }, 200, ctx.cors)
}

/** A Content-Type's essence: `Image/PNG; x=y` → `image/png`. */
function mimeEssence(value: string | undefined | null): string {
  return (value ?? '').split(';')[0]!.trim().toLowerCase()
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

function extensionMismatch(type: Accepted): string {
  const names = Object.entries(BY_EXTENSION)
    .filter(([, value]) => value === type)
    .map(([extension]) => `.${extension}`)
  return `The file name's extension does not match its type: a ${type.split('/')[1]!.toUpperCase()} file ends in ${names.join(' or ')}.`
}
