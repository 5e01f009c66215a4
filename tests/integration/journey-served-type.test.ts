import { beforeEach, expect, test } from 'vitest'
import { journey, SAMPLE_FILES, submittedInquiry, upload } from './journey-fixtures.ts'
import { createServiceClient, resetStandIn, settle, signUpAdmin } from './stand-in.ts'

/**
 * A kept file is served with the type read from its bytes, or refused (issue 44 item 4;
 * docs/decisions/243-files-served-as-what-they-are.md). Storage serves an object with the type it was stored
 * with, which the browser chose; the type check stores the bytes again under the detected type when they differ,
 * and a file URL is issued only while the stored type is the checked one.
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
})

const bucket = () => createServiceClient().storage.from('journey-files')

async function storedType(path: string): Promise<string | undefined> {
  const info = await bucket().info(path)
  expect(info.error).toBeNull()
  return info.data?.contentType
}

const openUrl = (token: string, id: string) => journey('GET', `/files/${id}/url`, { token })

test('a PNG sent as a JPEG is kept as a PNG, stored and served as image/png', async () => {
  const { token } = await submittedInquiry()
  const png = await upload(token, 'holiday.jpg', SAMPLE_FILES.png, 'image/jpeg')
  // The browser uploaded with the type it declared.
  expect((png.begun.body.upload as { contentType: string }).contentType).toBe('image/jpeg')
  expect(png.completed?.status).toBe(200)
  expect(png.completed?.body.file).toMatchObject({ name: 'holiday.png', type: 'image/png' })
  expect(await storedType(png.path!)).toBe('image/png')

  const url = await openUrl(token, png.id!)
  expect(url.status).toBe(200)
  const served = await fetch(String(url.body.url))
  expect(served.headers.get('content-type')).toBe('image/png')
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(SAMPLE_FILES.png)
})

test('a file sent with its own type is served with it, untouched', async () => {
  const { token } = await submittedInquiry()
  const pdf = await upload(token, 'census.pdf', SAMPLE_FILES.pdf, 'application/pdf')
  expect(pdf.completed?.status).toBe(200)
  expect(await storedType(pdf.path!)).toBe('application/pdf')
  const served = await fetch(String((await openUrl(token, pdf.id!)).body.url))
  expect(served.headers.get('content-type')).toBe('application/pdf')
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(SAMPLE_FILES.pdf)
})

test('a kept file whose stored type no longer matches its checked type is refused, to the family and the team', async () => {
  const { token } = await submittedInquiry()
  const png = await upload(token, 'scan.png', SAMPLE_FILES.png, 'image/png')
  expect(png.completed?.status).toBe(200)
  // The object is stored again under another type (what the browser's type used to leave behind).
  const changed = await bucket().update(png.path!, SAMPLE_FILES.png, {
    contentType: 'application/pdf',
  })
  expect(changed.error).toBeNull()
  expect(await storedType(png.path!)).toBe('application/pdf')

  const refused = await openUrl(token, png.id!)
  expect(refused.status).toBe(409)
  expect(refused.body).toEqual({
    error: 'file_type_mismatch',
    message:
      'This file cannot be opened: it is not stored as the type of its contents. Delete it and add it again.',
  })
  const admin = await signUpAdmin()
  const session = (await admin.auth.getSession()).data.session!
  const team = await journey('GET', `/team/files/${png.id}/url`, {
    headers: { Authorization: `Bearer ${session.access_token}` },
  })
  expect(team.status).toBe(409)
  expect(team.body.error).toBe('file_type_mismatch')

  // Stored again with its real type, it opens again.
  expect(
    (await bucket().update(png.path!, SAMPLE_FILES.png, { contentType: 'image/png' })).error,
  ).toBeNull()
  expect((await openUrl(token, png.id!)).status).toBe(200)
})
