import { beforeEach, expect, test } from 'vitest'
import { journey, SAMPLE_FILES, submittedInquiry, upload } from './journey-fixtures.ts'
import { resetStandIn, settle, sql } from './stand-in.ts'

/**
 * Issue 38: a PDF's preview tab reads the document's name. Chromium titles a PDF tab with the last segment of its
 * URL (or an inline Content-Disposition filename, which hosted Storage cannot send), and a signed URL ends in the
 * object's path: so a new object's path ends in the file's name, safe for Storage keys (migration 20261127120100).
 */
beforeEach(async () => {
  await settle()
  await resetStandIn()
})

test("the preview URL ends in the file's name and opens inline; the download keeps the full name", async () => {
  const { token } = await submittedInquiry()
  const pdf = await upload(
    token,
    'Atto di nascita è (1890).pdf',
    SAMPLE_FILES.pdf,
    'application/pdf',
  )
  expect(pdf.completed?.status).toBe(200)
  expect(pdf.path).toMatch(/^[0-9a-f-]{36}\/[0-9a-f-]{36}\/Atto-di-nascita-e-1890\.pdf$/)
  const [row] = await sql<{ object_path: string; file_name: string }>(
    'select object_path, file_name from public.journey_files where id = $1',
    [pdf.id],
  )
  expect(row).toEqual({ object_path: pdf.path, file_name: 'Atto di nascita è (1890).pdf' })

  const preview = await journey('GET', `/files/${pdf.id}/url`, { token })
  const url = new URL(String(preview.body.url))
  expect(url.pathname.split('/').at(-1)).toBe('Atto-di-nascita-e-1890.pdf')
  const inline = await fetch(url)
  expect(inline.status).toBe(200)
  expect(inline.headers.get('content-type')).toBe('application/pdf')
  expect(inline.headers.get('content-disposition')).toBeNull() // shown in the tab, not saved
  expect(new Uint8Array(await inline.arrayBuffer())).toEqual(SAMPLE_FILES.pdf)

  const download = await journey('GET', `/files/${pdf.id}/url?download`, { token })
  const saved = await fetch(String(download.body.url))
  const disposition = saved.headers.get('content-disposition') ?? ''
  expect(disposition.startsWith('attachment;')).toBe(true)
  expect(decodeURIComponent(disposition)).toContain('filename="Atto di nascita è (1890).pdf"')
})

test('a name with nothing Storage can keep still gets a readable last segment', async () => {
  const { token } = await submittedInquiry()
  const pdf = await upload(token, 'ñ€.pdf', SAMPLE_FILES.pdf, 'application/pdf')
  expect(pdf.completed?.status).toBe(200)
  expect(pdf.path?.split('/').at(-1)).toBe('n.pdf')
  const other = await upload(token, '€€€.pdf', SAMPLE_FILES.pdf, 'application/pdf')
  expect(other.path?.split('/').at(-1)).toBe('file.pdf')
  const dotted = await upload(token, '€.a.pdf', SAMPLE_FILES.pdf, 'application/pdf')
  expect(dotted.path?.split('/').at(-1)).toBe('a.pdf')
})
