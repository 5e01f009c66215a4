import { handleRequest } from '../../supabase/functions/journey/handler.ts'
import { functionEnv, inquiry, post } from './inquiry-fixtures.ts'
import { expect } from 'vitest'
import { createAnonClient, standIn } from './stand-in.ts'

/** A submitted inquiry with its private link, and ways to call the journey function (docs/decisions/151). */

export async function submittedInquiry(): Promise<{ id: string; token: string; email: string }> {
  const body = inquiry()
  const answer = await post(body)
  if (answer.status !== 200) throw new Error(`submit answered ${answer.status}: ${answer.text}`)
  return { id: String(answer.body.id), token: String(answer.body.journeyToken), email: body.email }
}

export interface JourneyAnswer {
  status: number
  headers: Headers
  body: Record<string, unknown>
}

async function read(response: Response): Promise<JourneyAnswer> {
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  }
}

/** Through the stand-in's gateway, as the page calls it. */
export async function journey(
  method: string,
  route: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<JourneyAnswer> {
  const { url, publishableKey } = standIn()
  const response = await fetch(`${url}/functions/v1/journey${route}`, {
    method,
    headers: {
      apikey: publishableKey,
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(options.token !== undefined ? { 'X-Journey-Token': options.token } : {}),
      ...(options.headers ?? {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  })
  return read(response)
}

/** The handler in this process with a changed environment (lower limits), from a given address. */
export async function journeyWithEnv(
  env: Record<string, string>,
  method: string,
  route: string,
  options: { token?: string; body?: unknown; ip?: string } = {},
): Promise<JourneyAnswer> {
  const response = await handleRequest(
    new Request(`http://127.0.0.1/functions/v1/journey${route}`, {
      method,
      headers: {
        'cf-connecting-ip': options.ip ?? '10.1.2.3',
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(options.token !== undefined ? { 'X-Journey-Token': options.token } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    }),
    {
      ...functionEnv(),
      RATE_LIMIT_SECRET: 'test-secret',
      SITE_URL: 'http://localhost:8080',
      ...env,
    },
  )
  return read(response)
}

export function ancestor(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: crypto.randomUUID(),
    givenNames: 'Giuseppe',
    surnameItaly: 'Russo',
    surnameAmerica: 'Russell',
    relation: 'great-grandparent',
    birthDate: { kind: 'about', value: '1885' },
    birthPlace: { comune: 'Padula', province: 'Salerno', region: 'Campania' },
    birthPlaceText: null,
    emigrationYear: 1905,
    departurePort: 'Napoli',
    ship: 'Konig Albert',
    arrivalPort: 'New York',
    arrivalYear: 1905,
    notes: 'A sample ancestor for tests.',
    ...overrides,
  }
}

export function storyBody(version: number, overrides: Record<string, unknown> = {}) {
  return {
    version,
    visitId: crypto.randomUUID(),
    ancestors: [ancestor()],
    checklist: ['passenger_list', 'photos'],
    wishes: {
      groupSize: 4,
      ageRanges: '2 adults, 2 teenagers',
      budget: 12000,
      hotelPreference: 'Family-run agriturismo',
      notes: 'We would love to see the church where he was baptised.',
    },
    ...overrides,
  }
}

/** Minimal real files: the first bytes each format starts with, then filler. */
export const SAMPLE_FILES: Record<'pdf' | 'png' | 'jpeg' | 'html', Uint8Array<ArrayBuffer>> = {
  pdf: new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
  ),
  png: Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
    0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
  ]),
  jpeg: Uint8Array.from([
    0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
  ]),
  html: new TextEncoder().encode('<!doctype html><script>alert(1)</script>'),
}

/** Uploads a file as the page does: a pending record, the bytes to the signed URL, the type check. */
export async function upload(
  token: string,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  type: string,
) {
  const begun = await journey('POST', '/files', { token, body: { name, size: bytes.length, type } })
  if (begun.status !== 201) return { begun, completed: undefined }
  const upload = begun.body.upload as { path: string; token: string; contentType: string }
  const file = begun.body.file as { id: string }
  // The browser's part, with the real storage-js: straight to Storage with the signed token.
  const stored = await createAnonClient()
    .storage.from('journey-files')
    .uploadToSignedUrl(upload.path, upload.token, new Blob([bytes], { type: upload.contentType }), {
      contentType: upload.contentType,
    })
  expect(stored.error).toBeNull()
  const completed = await journey('POST', `/files/${file.id}/complete`, { token, body: {} })
  return { begun, completed, path: upload.path, id: file.id }
}
