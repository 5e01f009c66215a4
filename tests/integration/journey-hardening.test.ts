import { beforeEach, expect, test } from 'vitest'
import { handleRequest } from '../../supabase/functions/journey/handler.ts'
import { functionEnv } from './inquiry-fixtures.ts'
import {
  journey,
  journeyWithEnv,
  SAMPLE_FILES,
  submittedInquiry,
  upload,
} from './journey-fixtures.ts'
import { resetStandIn, settle, sql } from './stand-in.ts'

/**
 * Issue 34 on the journey function: the quota in one locked call with real sizes, names that follow the checked
 * type, links with an absolute lifetime, wrong links checked and counted in one call, IPv6 by /64, and a missing
 * client address refused (docs/decisions/191, 193, 194). The races run on PGlite and on real PostgreSQL.
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
})

const MB = 1024 * 1024

async function pendingCount(inquiry: string) {
  const [row] = await sql<{ n: number; bytes: number }>(
    'select count(*)::int as n, coalesce(sum(size_bytes), 0)::bigint as bytes from public.journey_files where submission_id = $1',
    [inquiry],
  )
  return { files: row!.n, bytes: Number(row!.bytes) }
}

test('40 parallel POST /files never pass 30 files', async () => {
  const { id, token } = await submittedInquiry()
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, index) =>
      journey('POST', '/files', {
        token,
        body: { name: `page-${index}.pdf`, size: 1000, type: 'application/pdf' },
      }),
    ),
  )
  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(30)
  expect(answers.filter((answer) => answer.status === 400)).toHaveLength(10)
  expect((await pendingCount(id)).files).toBe(30)
})

test('40 parallel POST /files of 7 MB never pass 200 MB', async () => {
  const { id, token } = await submittedInquiry()
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, index) =>
      journey('POST', '/files', {
        token,
        body: { name: `scan-${index}.pdf`, size: 7 * MB, type: 'application/pdf' },
      }),
    ),
  )
  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(28)
  expect((await pendingCount(id)).bytes).toBeLessThanOrEqual(200 * MB)
})

test('the quota counts the bytes in the bucket, not the size the browser declared', async () => {
  const { id, token } = await submittedInquiry()
  // Fourteen uploads declared as one byte each, whose objects hold 15 MB each (210 MB in all).
  for (let index = 0; index < 14; index++) {
    const file = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`
    await sql(
      `insert into public.journey_files (id, submission_id, object_path, file_name, size_bytes)
       values ($1::uuid, $2::uuid, $2::text || '/' || $1::text, 'x.pdf', 1)`,
      [file, id],
    )
    await sql(
      `insert into storage.objects (bucket_id, name, metadata) values ('journey-files', $1, $2)`,
      [`${id}/${file}`, JSON.stringify({ size: 15 * MB })],
    )
  }
  const next = await journey('POST', '/files', {
    token,
    body: { name: 'one-more.pdf', size: 1000, type: 'application/pdf' },
  })
  expect(next.status).toBe(400)
  expect(next.body.fields).toEqual({
    size: 'At most 200 MB in all: delete a file to add this one.',
  })
})

test('a declared extension that does not match the type is refused: letter.hta starting with %PDF', async () => {
  const { token } = await submittedInquiry()
  const hta = await upload(token, 'letter.hta', SAMPLE_FILES.pdf, 'application/pdf')
  expect(hta.begun.status).toBe(400)
  expect(hta.begun.body.fields).toEqual({
    name: "The file name's extension does not match its type: a PDF file ends in .pdf.",
  })
  const png = await upload(token, 'photo.jpg', SAMPLE_FILES.png, 'image/png')
  expect(png.begun.status).toBe(400)
  expect(Object.keys(png.begun.body.fields as object)).toEqual(['name'])
})

test('the kept name: format characters removed, the extension from the detected type, used for the download', async () => {
  const { token } = await submittedInquiry()
  const disguised = await upload(token, 'invoice\u202Efdp.pdf', SAMPLE_FILES.pdf, 'application/pdf')
  expect(disguised.completed?.status).toBe(200)
  expect((disguised.completed?.body.file as { name: string }).name).toBe('invoicefdp.pdf')
  // No extension: it gets the detected type's. A JPEG named .png (declared as a PNG) is kept as .jpg.
  const bare = await upload(token, 'census record', SAMPLE_FILES.pdf, 'application/pdf')
  expect((bare.completed?.body.file as { name: string }).name).toBe('census record.pdf')
  const jpeg = await upload(token, 'holiday.png', SAMPLE_FILES.jpeg, 'image/png')
  expect((jpeg.completed?.body.file as { name: string }).name).toBe('holiday.jpg')
  const names = await sql<{ file_name: string }>('select file_name from public.journey_files')
  expect(names.map((row) => row.file_name).join('')).not.toMatch(/\p{Cf}/u)
  // The download's Content-Disposition carries the safe name.
  const link = await journey('GET', `/files/${jpeg.id}/url?download`, { token })
  const response = await fetch(String(link.body.url))
  expect(response.headers.get('content-disposition')).toContain('holiday.jpg')
})

test('a link stops at its absolute lifetime (default 2 years), however often it is used', async () => {
  const { id, token } = await submittedInquiry()
  await sql(
    `update public.private_links set created_at = now() - interval '729 days', last_used_at = now() where submission_id = $1`,
    [id],
  )
  expect((await journey('GET', '/story', { token })).status).toBe(200)
  await sql(
    `update public.private_links set created_at = now() - interval '731 days' where submission_id = $1`,
    [id],
  )
  expect((await journey('GET', '/story', { token })).status).toBe(404)
  // PRIVATE_LINK_MAX_AGE_DAYS is the setting.
  expect(
    (await journeyWithEnv({ PRIVATE_LINK_MAX_AGE_DAYS: '1000' }, 'GET', '/story', { token }))
      .status,
  ).toBe(200)
})

test('a burst of 50 wrong links from one address counts no more misses than the limit', async () => {
  const { token } = await submittedInquiry()
  const env = { JOURNEY_MISS_MAX: '5' }
  const wrong = () =>
    journeyWithEnv(env, 'GET', '/story', { token: 'A'.repeat(43), ip: '198.51.100.7' })
  const answers = await Promise.all(Array.from({ length: 50 }, wrong))
  expect(answers.filter((answer) => answer.status === 404)).toHaveLength(5)
  expect(answers.filter((answer) => answer.status === 429)).toHaveLength(45)
  // The address is stopped even with a good link; another address is not.
  expect((await journeyWithEnv(env, 'GET', '/story', { token, ip: '198.51.100.7' })).status).toBe(
    429,
  )
  expect((await journeyWithEnv(env, 'GET', '/story', { token, ip: '198.51.100.8' })).status).toBe(
    200,
  )
})

test('IPv6 addresses are limited by their /64', async () => {
  const { token } = await submittedInquiry()
  const env = { JOURNEY_IP_MAX: '2' }
  const from = (ip: string) => journeyWithEnv(env, 'GET', '/story', { token, ip })
  expect((await from('2001:db8:1:2::1')).status).toBe(200)
  expect((await from('2001:db8:1:2:ffff::9')).status).toBe(200)
  expect((await from('2001:0db8:0001:0002::3')).status).toBe(429)
  expect((await from('2001:db8:1:3::1')).status).toBe(200)
})

test('no client-address header: a clear 503, logged, not a silent pass (ADR 194)', async () => {
  const { token } = await submittedInquiry()
  const call = (env: Record<string, string>) =>
    handleRequest(
      new Request('http://127.0.0.1/functions/v1/journey/story', {
        headers: { 'X-Journey-Token': token },
      }),
      { ...functionEnv(), RATE_LIMIT_SECRET: 'test-secret', ...env },
    )
  const refused = await call({})
  expect(refused.status).toBe(503)
  expect(await refused.json()).toMatchObject({ error: 'client_address_missing' })
  // CLIENT_IP_HEADER=none is the deployment's explicit choice: no per-address limit.
  expect((await call({ CLIENT_IP_HEADER: 'none' })).status).toBe(200)
})
