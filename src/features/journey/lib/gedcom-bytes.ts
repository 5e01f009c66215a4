/**
 * The bytes read-gedcom is given, so that it reads every GEDCOM file (docs/decisions/255). read-gedcom 0.3.2
 * refuses UTF-16 without a byte-order mark, decodes UTF-16 beyond Latin-1 and 4-byte UTF-8 (𒍅, emoji) wrongly,
 * refuses a cross-reference id with a space or other character outside `A-Z a-z 0-9 - _` (GEDCOM 5.5.1 allows
 * them), and its index matches ids exactly. So:
 * - the encoding is read from the bytes: a byte-order mark, or the `0` of `0 HEAD` as `30 00` / `00 30` (UTF-16
 *   LE/BE), or else the header's `CHAR` (none, `UTF-8` or `UNICODE` in an 8-bit file: UTF-8);
 * - a Unicode file is decoded here by the platform's TextDecoder and handed over as UTF-8 written one UTF-16 unit
 *   at a time (CESU-8), which read-gedcom's own UTF-8 decoder turns back into exactly the same text;
 * - the 8-bit character sets (ANSEL, ASCII/ANSI, Macintosh, IBM PC) stay with read-gedcom's decoders;
 * - in a file with an id read-gedcom refuses, every id is escaped the same way, so each pointer still meets its
 *   record; GEDCOM 5.5.1 ids, which match in any case, are upper-cased (readableIds).
 */
export interface ReadGedcomInput {
  bytes: ArrayBuffer
  /** The bytes are UTF-8 (CESU-8): read-gedcom must not guess from the header. */
  utf8: boolean
}

type Unicode = 'utf-8' | 'utf-16le' | 'utf-16be'

/** The header is read from this many bytes at most (a long copyright note does not hide `CHAR`). */
const HEADER_BYTES = 65536

const startsWith = (bytes: Uint8Array, ...prefix: number[]) =>
  prefix.every((value, index) => bytes[index] === value)

/** One character per byte (not windows-1252, which moves 0x80–0x9F); `apply` takes a typed array as it is. */
function byteString(bytes: Uint8Array): string {
  let text = ''
  for (let at = 0; at < bytes.length; at += 0x2000)
    text += String.fromCharCode.apply(null, bytes.subarray(at, at + 0x2000) as unknown as number[])
  return text
}

/** The header's `CHAR` of an 8-bit file, upper case, or null when it names none. */
function headerCharset(bytes: Uint8Array): string | null {
  const lines = byteString(bytes.subarray(0, HEADER_BYTES)).split(/\r\n?|\n/)
  for (const line of lines.slice(1)) {
    if (line.startsWith('0 ')) break
    const found = /^1 CHAR(?:ACTER)? +(.+?) *$/.exec(line)
    if (found) return found[1]!.toUpperCase()
  }
  return null
}

/** The Unicode encoding of a file starting with `0` (of `0 HEAD`), '8-bit' for the others, null if no GEDCOM. */
function encodingOf(bytes: Uint8Array): Unicode | '8-bit' | null {
  if (startsWith(bytes, 0xef, 0xbb, 0xbf, 0x30)) return 'utf-8'
  if (startsWith(bytes, 0xff, 0xfe, 0x30, 0x00) || startsWith(bytes, 0x30, 0x00)) return 'utf-16le'
  if (startsWith(bytes, 0xfe, 0xff, 0x00, 0x30) || startsWith(bytes, 0x00, 0x30)) return 'utf-16be'
  if (!startsWith(bytes, 0x30)) return null
  const charset = headerCharset(bytes)
  return charset === null || ['UTF-8', 'UTF8', 'UNICODE'].includes(charset) ? 'utf-8' : '8-bit'
}

/** UTF-8 of each UTF-16 unit on its own (a surrogate pair as two 3-byte sequences). */
function cesu8(text: string): ArrayBuffer {
  let size = 0
  for (let at = 0; at < text.length; at++) {
    const unit = text.charCodeAt(at)
    size += unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3
  }
  const out = new Uint8Array(size)
  let n = 0
  for (let at = 0; at < text.length; at++) {
    const unit = text.charCodeAt(at)
    if (unit < 0x80) out[n++] = unit
    else if (unit < 0x800) {
      out[n++] = 0xc0 | (unit >> 6)
      out[n++] = 0x80 | (unit & 0x3f)
    } else {
      out[n++] = 0xe0 | (unit >> 12)
      out[n++] = 0x80 | ((unit >> 6) & 0x3f)
      out[n++] = 0x80 | (unit & 0x3f)
    }
  }
  return out.buffer
}

/** An id defined (`0 @X 1@ NOTE`) or pointed to (`1 NOTE @X 1@`), as read-gedcom's tokenizer sees lines. */
const DEFINED = /^(\d+ )@([^@\r\n]+)@(?= )/gm
const POINTED = /^(\d+ (?:@[^@\r\n]+@ )?[A-Za-z0-9_]+ )@([^@#\r\n][^@\r\n]*)@(?=[\r\n]|$)/gm
const refused = (id: string) => !/^[A-Za-z0-9_-]+$/.test(id)

/** Every character but a letter or digit as `_hex_`: one-to-one, so two ids stay two ids. */
const escapeId = (id: string) =>
  id.replace(/[^A-Za-z0-9]/g, (char) => `_${char.charCodeAt(0).toString(16).toUpperCase()}_`)

/** GEDCOM 7 says so in its header (`1 GEDC` / `2 VERS 7.0`); a file that does not is read as 5.5.1. */
const isGedcom7 = (text: string) =>
  /^1 GEDC *\r?\n(?:[2-9] .*\r?\n)*?2 VERS +7/m.test(text.slice(0, HEADER_BYTES))

/**
 * The text with its cross-reference ids made readable: escaped when read-gedcom would refuse one of them, and in
 * GEDCOM 5.5.1 with `a-z` upper-cased, because 5.5.1 ids match in any case (the official `5/xref-case.ged` points
 * from `@test@` to `0 @TEST@ SUBM`; GEDCOM 7 allows upper case only). Unchanged when no id needs it.
 */
export function readableIds(text: string): string {
  const caseless = !isGedcom7(text)
  const ids = (pattern: RegExp) => Array.from(text.matchAll(pattern), (found) => found[2]!)
  const needs = (id: string) => refused(id) || (caseless && /[a-z]/.test(id))
  if (!ids(DEFINED).some(needs) && !ids(POINTED).some(needs)) return text
  const upper = (id: string) => id.replace(/[a-z]+/g, (letters) => letters.toUpperCase())
  const escape = (_: string, head: string, id: string) =>
    `${head}@${escapeId(caseless ? upper(id) : id)}@`
  return text.replace(DEFINED, escape).replace(POINTED, escape)
}

/** Throws nothing: a file that is not GEDCOM is handed over unchanged, for read-gedcom to refuse in words. */
export function forReadGedcom(buffer: ArrayBuffer): ReadGedcomInput {
  const bytes = new Uint8Array(buffer)
  const encoding = encodingOf(bytes)
  if (encoding === null) return { bytes: buffer, utf8: false }
  if (encoding !== '8-bit')
    return { bytes: cesu8(readableIds(new TextDecoder(encoding).decode(bytes))), utf8: true }
  const text = byteString(bytes)
  const readable = readableIds(text)
  if (readable === text) return { bytes: buffer, utf8: false }
  const out = new Uint8Array(readable.length)
  for (let at = 0; at < readable.length; at++) out[at] = readable.charCodeAt(at)
  return { bytes: out.buffer, utf8: false }
}
