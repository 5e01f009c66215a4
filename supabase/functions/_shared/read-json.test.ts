import { describe, expect, it } from 'vitest'
import { readJson } from './read-json.ts'

/** A body that counts how many of its chunks were pulled, so a test sees where the reading stopped. */
function streamed(chunks: string[], headers: Record<string, string> = {}) {
  let pulled = 0
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[pulled++]
      if (chunk === undefined) controller.close()
      else controller.enqueue(encoder.encode(chunk))
    },
  })
  const request = new Request('http://local.test/', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit)
  return { request, pulled: () => pulled }
}

describe('readJson (docs/decisions/190)', () => {
  it('parses a JSON body within the limit', async () => {
    const request = new Request('http://local.test/', { method: 'POST', body: '{"a":1}' })
    expect(await readJson(request, 100)).toEqual({ ok: true, value: { a: 1 } })
  })

  it('refuses a Content-Length above the limit without reading the body', async () => {
    const { request, pulled } = streamed(['{"a":', '1}'], { 'content-length': '5000' })
    expect(await readJson(request, 100)).toEqual({ ok: false, reason: 'too_large' })
    expect(pulled()).toBe(0)
  })

  it('stops reading once more bytes than the limit arrive (no or a false Content-Length)', async () => {
    const chunks = Array.from({ length: 1000 }, () => 'x'.repeat(64))
    const { request, pulled } = streamed(chunks)
    expect(await readJson(request, 1024)).toEqual({ ok: false, reason: 'too_large' })
    expect(pulled()).toBeLessThan(30)
  })

  it('counts bytes, not characters', async () => {
    const request = new Request('http://local.test/', {
      method: 'POST',
      body: JSON.stringify('é'.repeat(60)),
    })
    expect((await readJson(request, 100)).ok).toBe(false)
  })

  it('refuses a body that is not JSON, or not UTF-8', async () => {
    const notJson = new Request('http://local.test/', { method: 'POST', body: '{nope' })
    expect(await readJson(notJson, 100)).toEqual({ ok: false, reason: 'not_json' })
    const latin1 = new Request('http://local.test/', {
      method: 'POST',
      body: new Uint8Array([0x22, 0xe9, 0x22]),
    })
    expect(await readJson(latin1, 100)).toEqual({ ok: false, reason: 'not_json' })
  })

  it('an empty body is not JSON unless the caller says what it means', async () => {
    const empty = () => new Request('http://local.test/', { method: 'POST', body: '' })
    expect(await readJson(empty(), 100)).toEqual({ ok: false, reason: 'not_json' })
    expect(await readJson(empty(), 100, { emptyIs: {} })).toEqual({ ok: true, value: {} })
  })
})
