/**
 * The one way an edge function reads a body, JSON (readJson) or raw text (readText; the Stripe webhook), within a
 * limit (docs/decisions/190-bodies-read-within-a-limit.md):
 * - a `Content-Length` above the limit is refused before a byte is read;
 * - the body is read as a stream and refused as soon as more than `maxBytes` arrive (a missing or false
 *   `Content-Length`, or a chunked body, cannot get past the limit);
 * - the bytes must be UTF-8 JSON; an empty body is `{}` when `emptyIs` says so (the journey's bodiless calls).
 * Web-standard APIs only (Deno on Supabase, Node in the stand-in and the tests).
 */
export type ReadJson =
  { ok: true; value: unknown } | { ok: false; reason: 'too_large' | 'not_json' }

export async function readJson(
  request: Request,
  maxBytes: number,
  options: { emptyIs?: unknown } = {},
): Promise<ReadJson> {
  const read = await readText(request, maxBytes)
  if (!read.ok) return { ok: false, reason: read.reason === 'too_large' ? 'too_large' : 'not_json' }
  const text = read.text
  if (text.trim() === '' && 'emptyIs' in options) return { ok: true, value: options.emptyIs }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, reason: 'not_json' }
  }
}

/**
 * The body as UTF-8 text, read within the same limit (the Stripe webhook verifies its signature on these exact
 * characters before parsing anything).
 */
export async function readText(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; text: string } | { ok: false; reason: 'too_large' | 'not_text' }> {
  const declared = request.headers.get('content-length')
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    await request.body?.cancel().catch(() => undefined)
    return { ok: false, reason: 'too_large' }
  }
  const bytes = await readAtMost(request, maxBytes)
  if (bytes === undefined) return { ok: false, reason: 'too_large' }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) }
  } catch {
    return { ok: false, reason: 'not_text' }
  }
}

/** The body's bytes, or undefined once more than `maxBytes` arrived (the rest is never read). */
async function readAtMost(request: Request, maxBytes: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return undefined
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
