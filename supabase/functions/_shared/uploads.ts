import { fileTypeFromBuffer } from 'file-type'
import { z } from 'zod'
import type { ServiceClient } from './request.ts'
import { clip } from './text.ts'

/**
 * An upload's checks, one place for every bucket the functions fill (docs/decisions/151, 191 and 266): the
 * family's files (journey/files.ts) and the researcher's photos of a page (research/photos.ts). The name and the
 * browser's type are not trusted: the function reads the first bytes of what arrived and keeps the object only
 * when they are one of the accepted types, stored again with that type when the browser said otherwise. A signed
 * download URL is issued only for an object Storage serves with the type read from its bytes.
 */

export const ACCEPTED_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
] as const
export type Accepted = (typeof ACCEPTED_TYPES)[number]
/** The images among them: a photo of a page is one of these. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const

/** 15 MB an object, whichever bucket. */
export const FILE_BYTES = 15 * 1024 * 1024
export const TOO_LARGE = 'At most 15 MB a file.'

export const BY_EXTENSION: Record<string, Accepted> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heic',
}
/** The extension a kept file's name gets from its detected type (docs/decisions/191). */
const EXTENSION_OF: Record<Accepted, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
}
const LABEL: Record<Accepted, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/heic': 'HEIC',
}

/** 'PDF, JPEG, PNG, WebP or HEIC' for the accepted list. */
function listed(accepted: readonly Accepted[]): string {
  const labels = accepted.map((type) => LABEL[type])
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : labels[0]!
}
/** The refusal of a declared name or type: 'Only PDF, JPEG, PNG, WebP or HEIC files.' */
export const wrongType = (accepted: readonly Accepted[]) => `Only ${listed(accepted)} files.`
/** The refusal after reading the bytes. */
export const notOfType = (accepted: readonly Accepted[]) =>
  `This file is not a ${listed(accepted)} image (checked from its contents).`

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

/** What an upload declares before its bytes are sent. */
export const uploadBeginSchema = z
  .object({
    name: z.string().min(1, 'A file name.').max(500),
    size: z.number().int().min(1, 'The file is empty.').max(FILE_BYTES, TOO_LARGE),
    type: z.string().max(100).optional().default(''),
  })
  .strict()

/** What the type check accepts: file-type's answer, the HEIF family counted as HEIC, within `accepted`. */
export function acceptedType(
  mime: string | undefined,
  accepted: readonly Accepted[] = ACCEPTED_TYPES,
): Accepted | undefined {
  const type =
    mime === 'image/heif' || mime === 'image/heic-sequence' || mime === 'image/heif-sequence'
      ? 'image/heic'
      : mime
  return (accepted as readonly string[]).includes(type ?? '') ? (type as Accepted) : undefined
}

/** A Content-Type's essence: `Image/PNG; x=y` → `image/png`. */
export function mimeEssence(value: string | undefined | null): string {
  return (value ?? '').split(';')[0]!.trim().toLowerCase()
}

/**
 * The declared name and type of an upload: its clean name and the type it is uploaded as, or the refused field.
 * A name's extension must agree with the declared type (`letter.hta` sent as a PDF is refused).
 */
export function declaredUpload(
  rawName: string,
  rawType: string,
  accepted: readonly Accepted[] = ACCEPTED_TYPES,
): { name: string; contentType: Accepted } | { field: string; message: string } {
  const name = cleanFileName(rawName)
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''
  const declared = acceptedType(rawType, accepted)
  const byName = acceptedType(BY_EXTENSION[extension], accepted)
  const contentType = declared ?? byName
  if (!contentType) return { field: 'type', message: wrongType(accepted) }
  if (declared && extension && BY_EXTENSION[extension] !== declared)
    return { field: 'name', message: extensionMismatch(declared) }
  return { name, contentType }
}

function extensionMismatch(type: Accepted): string {
  const names = Object.entries(BY_EXTENSION)
    .filter(([, value]) => value === type)
    .map(([extension]) => `.${extension}`)
  return `The file name's extension does not match its type: a ${type.split('/')[1]!.toUpperCase()} file ends in ${names.join(' or ')}.`
}

/**
 * Reads what arrived at `path` and checks it: its size and the type read from its bytes. A checked object whose
 * stored type is not the detected one is stored again with the detected type (issue 44). The caller removes the
 * object and its row when refused.
 */
export async function checkUploaded(
  db: ServiceClient,
  bucket: string,
  path: string,
  accepted: readonly Accepted[] = ACCEPTED_TYPES,
): Promise<{ type: Accepted; bytes: number } | { field: string; message: string }> {
  const downloaded = await db.storage.from(bucket).download(path)
  if (downloaded.error || !downloaded.data)
    return { field: 'file', message: 'The upload did not arrive: please try again.' }
  const bytes = new Uint8Array(await downloaded.data.arrayBuffer())
  if (bytes.length === 0 || bytes.length > FILE_BYTES) return { field: 'size', message: TOO_LARGE }
  const detected = acceptedType(
    (await fileTypeFromBuffer(bytes.subarray(0, 65_536)))?.mime,
    accepted,
  )
  if (!detected) return { field: 'type', message: notOfType(accepted) }
  if (mimeEssence(downloaded.data.type) !== detected) {
    const restored = await db.storage.from(bucket).update(path, bytes, { contentType: detected })
    if (restored.error) throw new Error(`file type update failed: ${restored.error.message}`)
  }
  return { type: detected, bytes: bytes.length }
}

/**
 * A one-minute download URL (inline for a preview, or as an attachment with the file's safe name), only for a file
 * Storage serves with the type read from its bytes (the row's content_type, set by the type check): when the
 * object's stored type differs, or the row has no checked type, the file is refused (409) and the mismatch logged.
 */
export async function signedFileLink(
  db: ServiceClient,
  bucket: string,
  file: { object_path: string; file_name: string; content_type?: string | null },
  download: boolean,
): Promise<{ status: 200 | 409; body: { url: string } | { error: string; message: string } }> {
  const type = acceptedType(file.content_type ?? undefined)
  const info = await db.storage.from(bucket).info(file.object_path)
  if (info.error) throw new Error(`file info failed: ${info.error.message}`)
  const stored = mimeEssence(info.data.contentType)
  if (!type || stored !== type) {
    console.error(
      `${bucket}: file ${file.object_path} refused: stored as ${stored || 'no type'}, checked as ${type ?? 'no type'}`,
    )
    return {
      status: 409,
      body: {
        error: 'file_type_mismatch',
        message:
          'This file cannot be opened: it is not stored as the type of its contents. Delete it and add it again.',
      },
    }
  }
  // Cleaned again, and the extension set from the checked type.
  const name = nameForType(cleanFileName(file.file_name), type)
  const signed = await db.storage
    .from(bucket)
    .createSignedUrl(file.object_path, 60, download ? { download: name } : undefined)
  if (signed.error) throw new Error(`signed download failed: ${signed.error.message}`)
  return { status: 200, body: { url: signed.data.signedUrl } }
}
