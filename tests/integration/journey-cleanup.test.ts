import { beforeEach, expect, test } from 'vitest'
import { NOTIFICATION_RETRY_SECRET } from '../../supabase-local/keys.ts'
import { ABANDONED_AFTER_MS } from '../../supabase/functions/journey/cleanup.ts'
import { PENDING_SECONDS } from '../../supabase/functions/journey/files.ts'
import { journey, SAMPLE_FILES, submittedInquiry, upload } from './journey-fixtures.ts'
import {
  createAnonClient,
  createServiceClient,
  resetStandIn,
  settle,
  sql,
  standIn,
} from './stand-in.ts'

/**
 * Abandoned uploads (docs/decisions/155-abandoned-uploads.md, 243-files-served-as-what-they-are.md): the journey
 * function's job removes a pending upload a quarter of an hour after it stops counting toward the quota.
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
})

/** The job's call; `null` sends no Authorization header. */
async function runCleanup(secret: string | null = NOTIFICATION_RETRY_SECRET) {
  const response = await fetch(`${standIn().url}/functions/v1/journey/cleanup`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(secret ? { Authorization: `Bearer ${secret}` } : {}),
    },
    body: '{}',
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function objectExists(path: string): Promise<boolean> {
  const { data, error } = await createServiceClient().storage.from('journey-files').download(path)
  return !error && data !== null
}

/** Begins an upload and sends its bytes, but never asks for the type check: the page closed mid-way. */
async function abandonedUpload(token: string, sendBytes: boolean) {
  const begun = await journey('POST', '/files', {
    token,
    body: { name: 'passenger-list.pdf', size: SAMPLE_FILES.pdf.length, type: 'application/pdf' },
  })
  expect(begun.status).toBe(201)
  const target = begun.body.upload as { path: string; token: string }
  if (sendBytes) {
    const sent = await createAnonClient()
      .storage.from('journey-files')
      .uploadToSignedUrl(
        target.path,
        target.token,
        new Blob([SAMPLE_FILES.pdf], { type: 'application/pdf' }),
        {
          contentType: 'application/pdf',
        },
      )
    expect(sent.error).toBeNull()
  }
  return { id: (begun.body.file as { id: string }).id, path: target.path }
}

test('only the scheduled job may run the cleanup', async () => {
  expect((await runCleanup(null)).status).toBe(401)
  expect((await runCleanup('not-the-secret-but-long-enough')).status).toBe(401)
  expect(await runCleanup()).toEqual({ status: 200, body: { removed: 0, objects: 0 } })
})

test('uploads go, bytes and rows, a quarter of an hour after they stop counting; newer ones and stored files stay', async () => {
  expect(ABANDONED_AFTER_MS).toBe((PENDING_SECONDS + 15 * 60) * 1000)
  expect(PENDING_SECONDS).toBe(2 * 60 * 60)
  const { token } = await submittedInquiry()
  const stored = await upload(token, 'naturalization.pdf', SAMPLE_FILES.pdf, 'application/pdf')
  expect(stored.completed?.status).toBe(200)
  const withBytes = await abandonedUpload(token, true)
  const withoutBytes = await abandonedUpload(token, false)
  const justExpired = await abandonedUpload(token, true)
  const recent = await abandonedUpload(token, true)
  expect(await objectExists(withBytes.path)).toBe(true)

  // Two abandoned uploads and the stored file were begun 2 hours 16 minutes ago; one abandoned upload 2 hours 5
  // minutes ago (it no longer counts, but a finished upload may still be on its way to its type check); the last
  // an hour ago (its signed URL could still be in use).
  const begunAgo = (interval: string, ids: string[]) =>
    sql(
      `update public.journey_files set created_at = now() - $1::interval where id = any($2::uuid[])`,
      [interval, ids],
    )
  await begunAgo('2 hours 16 minutes', [withBytes.id, withoutBytes.id, stored.id!])
  await begunAgo('2 hours 5 minutes', [justExpired.id])
  await begunAgo('1 hour', [recent.id])

  // The bytes go in the same run: the removed row's tombstone is already due (the URL's life has passed).
  expect(await runCleanup()).toEqual({ status: 200, body: { removed: 2, objects: 1 } })
  const rows = await sql<{ id: string; status: string }>(
    'select id, status from public.journey_files order by created_at',
  )
  expect(rows.map((row) => row.id).sort()).toEqual([stored.id, justExpired.id, recent.id].sort())
  expect(await objectExists(withBytes.path)).toBe(false)
  expect(await objectExists(justExpired.path)).toBe(true)
  expect(await objectExists(recent.path)).toBe(true)
  expect(await objectExists(stored.path as string)).toBe(true)

  // The family's page still lists the stored file, and a second run has nothing left to do.
  const story = await journey('GET', '/story', { token })
  expect((story.body.files as { id: string }[]).map((file) => file.id)).toEqual([stored.id])
  expect(await runCleanup()).toEqual({ status: 200, body: { removed: 0, objects: 0 } })
  // Ten minutes on, the one that had just stopped counting goes too, bytes and row.
  await begunAgo('2 hours 15 minutes 1 second', [justExpired.id])
  expect(await runCleanup()).toEqual({ status: 200, body: { removed: 1, objects: 1 } })
  expect(await objectExists(justExpired.path)).toBe(false)
})

/** Sends bytes to a signed upload URL the function issued (again, after its object is gone, if need be). */
async function putTo(target: { path: string; token: string }) {
  return createAnonClient()
    .storage.from('journey-files')
    .uploadToSignedUrl(
      target.path,
      target.token,
      new Blob([SAMPLE_FILES.pdf], { type: 'application/pdf' }),
      {
        contentType: 'application/pdf',
      },
    )
}

/** The upload URL's lifetime has passed for every tombstone (the job's clock, moved on). */
async function urlsExpire() {
  await sql(
    `update public.journey_object_tombstones set removable_after = now() - interval '1 second'`,
  )
}

test('bytes sent again to an upload URL after its file was deleted go once the job runs (ADR 191)', async () => {
  const { token } = await submittedInquiry()
  const begun = await journey('POST', '/files', {
    token,
    body: { name: 'letter.pdf', size: SAMPLE_FILES.pdf.length, type: 'application/pdf' },
  })
  const target = begun.body.upload as { path: string; token: string }
  const id = (begun.body.file as { id: string }).id
  expect((await putTo(target)).error).toBeNull()
  expect((await journey('POST', `/files/${id}/complete`, { token })).status).toBe(200)
  expect((await journey('DELETE', `/files/${id}`, { token })).status).toBe(204)
  expect(await objectExists(target.path)).toBe(false)

  // The same URL, used again: the bytes land, with no record.
  expect((await putTo(target)).error).toBeNull()
  expect(await objectExists(target.path)).toBe(true)
  // While the URL could still be used, the tombstone waits; then the job removes the bytes and forgets it.
  expect((await runCleanup()).body).toEqual({ removed: 0, objects: 0 })
  await urlsExpire()
  expect((await runCleanup()).body).toEqual({ removed: 0, objects: 1 })
  expect(await objectExists(target.path)).toBe(false)
  expect(await sql('select * from public.journey_object_tombstones')).toEqual([])
})

test("an upload still in flight when the family presses 'Delete my story' leaves no bytes", async () => {
  const { token } = await submittedInquiry()
  const begun = await journey('POST', '/files', {
    token,
    body: { name: 'census.pdf', size: SAMPLE_FILES.pdf.length, type: 'application/pdf' },
  })
  const target = begun.body.upload as { path: string; token: string }
  expect((await journey('DELETE', '/story', { token })).status).toBe(204)
  expect((await putTo(target)).error).toBeNull()
  await urlsExpire()
  await runCleanup()
  expect(await objectExists(target.path)).toBe(false)
})

test('objects of the bucket with no record are removed once a day old', async () => {
  const { id } = await submittedInquiry()
  const storage = createServiceClient().storage.from('journey-files')
  const old = `${id}/00000000-0000-4000-8000-000000000001`
  const fresh = `${id}/00000000-0000-4000-8000-000000000002`
  for (const path of [old, fresh])
    expect(
      (await storage.upload(path, new Blob([SAMPLE_FILES.pdf], { type: 'application/pdf' }))).error,
    ).toBeNull()
  await sql(`update storage.objects set created_at = now() - interval '25 hours' where name = $1`, [
    old,
  ])
  expect((await runCleanup()).body).toEqual({ removed: 0, objects: 1 })
  expect(await objectExists(old)).toBe(false)
  expect(await objectExists(fresh)).toBe(true)
})
