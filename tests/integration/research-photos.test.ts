import { beforeEach, expect, test } from 'vitest'
import { adminToken } from '../fixtures/integration/agency-handoff.ts'
import {
  assignResearch,
  callResearch as call,
  record,
  RESEARCHERS,
  researchInquiry,
  search,
  seedResearchers,
} from '../fixtures/integration/research.ts'
import { SAMPLE_FILES } from './journey-fixtures.ts'
import { createAnonClient, resetStandIn, settle, sql } from './stand-in.ts'

/**
 * The researcher's own photos of a page (issue 45 part 4, docs/decisions/266) against the stand-in: uploaded with
 * the family's files' checks (the type read from the bytes, images only), read back through one-minute URLs by the
 * researcher, the team and, once published, the family; refused after submit; and a photo a published version shows
 * never removed from Storage when a correction deletes it.
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
  await seedResearchers()
})

async function assignedWithRecord() {
  const inquiry = await researchInquiry()
  const bearer = await adminToken()
  const { token: link } = await assignResearch(inquiry.id, RESEARCHERS.it, bearer)
  await call('', { token: link, body: { action: 'saveSearch', search: search() } })
  const saved = await call('', { token: link, body: { action: 'saveRecord', record: record() } })
  expect(saved.status).toBe(200)
  return { ...inquiry, bearer, link, recordId: String(saved.body.records[0].id) }
}

/** As the researcher's page does it: begin, the bytes to Storage's signed URL, complete. */
async function uploadPhoto(
  link: string,
  recordId: string,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  type: string,
) {
  const begun = await call('', {
    token: link,
    body: { action: 'beginPhoto', recordId, name, size: bytes.length, type },
  })
  if (begun.status !== 201) return { begun, completed: undefined, id: undefined }
  const upload = begun.body.upload as { path: string; token: string; contentType: string }
  const stored = await createAnonClient()
    .storage.from('research-photos')
    .uploadToSignedUrl(upload.path, upload.token, new Blob([bytes], { type: upload.contentType }), {
      contentType: upload.contentType,
    })
  expect(stored.error).toBeNull()
  const id = String(begun.body.photo.id)
  const completed = await call('', { token: link, body: { action: 'completePhoto', photoId: id } })
  return { begun, completed, id, path: upload.path }
}

async function fetchBytes(url: string) {
  const response = await fetch(url)
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) }
}

test('a photo of the page is uploaded, shown on its record and read back by the researcher and the team', async () => {
  const { id, link, bearer, recordId } = await assignedWithRecord()
  const photo = await uploadPhoto(link, recordId, 'pagina 42.png', SAMPLE_FILES.png, 'image/png')
  expect(photo.begun.status).toBe(201)
  expect(photo.completed?.status).toBe(200)
  expect(photo.completed?.body.records[0].photos).toEqual([
    { id: photo.id, name: 'pagina 42.png', type: 'image/png', size: SAMPLE_FILES.png.length },
  ])

  const mine = await call('', { token: link, body: { action: 'photoUrl', photoId: photo.id } })
  expect(mine.status).toBe(200)
  expect(await fetchBytes(String(mine.body.url))).toEqual({ status: 200, bytes: SAMPLE_FILES.png })
  const team = await call(`/team/${id}/photos/${photo.id}`, { bearer })
  expect(team.status).toBe(200)
  expect((await fetchBytes(String(team.body.url))).bytes).toEqual(SAMPLE_FILES.png)
  // The team's draft shows it as the family will read it.
  const draft = await call(`/team/${id}`, { bearer })
  expect(draft.body.draft.records[0].photos).toHaveLength(1)

  // The family's token never lists the bucket, and a public key without a signed URL reads nothing.
  const listed = await createAnonClient()
    .storage.from('research-photos')
    .list(String(photo.path).split('/')[0])
  expect(listed.data ?? []).toEqual([])
  // A JPEG named .png is kept as a JPEG, its name following its type.
  const renamed = await uploadPhoto(link, recordId, 'foto.png', SAMPLE_FILES.jpeg, '')
  expect(renamed.completed?.body.records[0].photos[1]).toMatchObject({
    name: 'foto.jpg',
    type: 'image/jpeg',
  })
})

test('a non-image is refused with the family files’ message, and nothing of it is kept', async () => {
  const { link, recordId } = await assignedWithRecord()
  const declared = await call('', {
    token: link,
    body: { action: 'beginPhoto', recordId, name: 'atto.pdf', size: 100, type: 'application/pdf' },
  })
  expect(declared.status).toBe(400)
  expect(declared.body.fields).toEqual({ type: 'Only JPEG, PNG, WebP or HEIC files.' })

  // Declared a PNG, but the bytes are HTML: refused from its contents, its row and object removed.
  const disguised = await uploadPhoto(link, recordId, 'page.png', SAMPLE_FILES.html, 'image/png')
  expect(disguised.completed?.status).toBe(400)
  expect(disguised.completed?.body.fields).toEqual({
    type: 'This file is not a JPEG, PNG, WebP or HEIC image (checked from its contents).',
  })
  expect(await sql('select id from public.research_photos')).toEqual([])

  const tooLarge = await call('', {
    token: link,
    body: { action: 'beginPhoto', recordId, name: 'big.jpg', size: 16 * 1024 * 1024 },
  })
  expect(tooLarge.body.fields).toEqual({ size: 'At most 15 MB a file.' })
  const stranger = await call('', {
    token: link,
    body: { action: 'beginPhoto', recordId: crypto.randomUUID(), name: 'p.jpg', size: 10 },
  })
  expect(stranger.body.fields).toEqual({ recordId: 'Not one of this research’s records.' })
  const badId = await call('', { token: link, body: { action: 'photoUrl', photoId: 'x' } })
  expect(badId.body.fields).toEqual({ photoId: 'Not one of this research’s photos.' })
})

test('at most six photos a record', async () => {
  const { link, recordId } = await assignedWithRecord()
  for (let n = 0; n < 6; n++)
    expect(
      (await uploadPhoto(link, recordId, `p${n}.png`, SAMPLE_FILES.png, 'image/png')).completed
        ?.status,
    ).toBe(200)
  const seventh = await uploadPhoto(link, recordId, 'p7.png', SAMPLE_FILES.png, 'image/png')
  expect(seventh.begun.body.fields).toEqual({
    file: 'At most 6 photos a record: delete one to add another.',
  })
})

test('after submit no photo is added or removed; the family gets a URL only once published', async () => {
  const { id, link, bearer, recordId, token: journeyToken } = await assignedWithRecord()
  const photo = await uploadPhoto(link, recordId, 'pagina.png', SAMPLE_FILES.png, 'image/png')
  const family = () => call(`/family/photos/${photo.id}`, { journeyToken })
  expect(await family()).toMatchObject({ status: 404, body: { error: 'not_found' } })

  await call('', { token: link, body: { action: 'submit' } })
  const late = await call('', {
    token: link,
    body: { action: 'beginPhoto', recordId, name: 'late.png', size: 10, type: 'image/png' },
  })
  expect(late).toMatchObject({ status: 409, body: { error: 'not_editable' } })
  const removal = await call('', {
    token: link,
    body: { action: 'deletePhoto', photoId: photo.id },
  })
  expect(removal.status).toBe(409)
  await expect(sql('delete from public.research_photos')).rejects.toThrow(/not editable/)
  expect(await family()).toMatchObject({ status: 404 })

  const published = await call(`/team/${id}/review`, { bearer, body: { action: 'publish' } })
  expect(published.status).toBe(200)
  const read = await call('/family', { journeyToken })
  expect(read.body.report.records[0].photos).toEqual([
    { id: photo.id, name: 'pagina.png', type: 'image/png', size: SAMPLE_FILES.png.length },
  ])
  const url = await family()
  expect(url.status).toBe(200)
  expect((await fetchBytes(String(url.body.url))).bytes).toEqual(SAMPLE_FILES.png)
  // Another photo id, or no token: a bare 404.
  expect((await call(`/family/photos/${crypto.randomUUID()}`, { journeyToken })).status).toBe(404)
  expect((await call(`/family/photos/${photo.id}`, {})).status).toBe(404)
})

test('a correction that deletes a published photo keeps its object for the published version', async () => {
  const { id, link, bearer, recordId, token: journeyToken } = await assignedWithRecord()
  const shown = await uploadPhoto(link, recordId, 'shown.png', SAMPLE_FILES.png, 'image/png')
  await call('', { token: link, body: { action: 'submit' } })
  await call(`/team/${id}/review`, { bearer, body: { action: 'publish' } })
  await call(`/team/${id}/review`, {
    bearer,
    body: { action: 'return', comment: 'A better photo.' },
  })

  // In the correction's draft: a new photo added then deleted is removed; the published one only leaves the draft.
  const draftOnly = await uploadPhoto(link, recordId, 'draft.png', SAMPLE_FILES.png, 'image/png')
  for (const photoId of [draftOnly.id, shown.id]) {
    const deleted = await call('', { token: link, body: { action: 'deletePhoto', photoId } })
    expect(deleted.status).toBe(200)
    expect(deleted.body.records[0].photos.map((p: { id: string }) => p.id)).not.toContain(photoId)
  }
  const objects = await sql<{ name: string }>(
    `select name from storage.objects where bucket_id = 'research-photos' order by name`,
  )
  expect(objects.map((o) => o.name)).toEqual([shown.path])
  // The researcher no longer reaches it; the family's version 1 still does.
  expect(
    (await call('', { token: link, body: { action: 'photoUrl', photoId: shown.id } })).status,
  ).toBe(404)
  const url = await call(`/family/photos/${shown.id}`, { journeyToken })
  expect((await fetchBytes(String(url.body.url))).bytes).toEqual(SAMPLE_FILES.png)

  // Deleting the record keeps it too.
  const again = await uploadPhoto(link, recordId, 'again.png', SAMPLE_FILES.png, 'image/png')
  expect(
    (await call('', { token: link, body: { action: 'deleteRecord', id: recordId } })).status,
  ).toBe(200)
  const left = await sql<{ name: string }>(
    `select name from storage.objects where bucket_id = 'research-photos' order by name`,
  )
  expect(left.map((o) => o.name)).toEqual([shown.path])
  expect(again.completed?.status).toBe(200)
})

test('RLS: the public key reads no photo rows', async () => {
  const { link, recordId } = await assignedWithRecord()
  await uploadPhoto(link, recordId, 'p.png', SAMPLE_FILES.png, 'image/png')
  const anon = await createAnonClient().from('research_photos').select('id')
  expect(anon.data ?? []).toEqual([])
})
