import { beforeEach, expect, test } from 'vitest'
import { SAMPLE_FILES, submittedInquiry, upload } from './journey-fixtures.ts'
import { resetStandIn, settle, sql } from './stand-in.ts'

/**
 * Issue 44: a long file name was cut at 200 code units, which could keep half an emoji; Postgres refused the lone
 * surrogate and the upload was a 500. Names are now cut between whole characters (supabase/functions/_shared/text.ts).
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
})

test.each([
  ['an emoji', '😀'],
  ['a letter with a combining accent', 'e\u0301'],
])(
  'a long file name with %s at the limit is stored cut between whole characters',
  async (_, cluster) => {
    const { token } = await submittedInquiry()
    const name = `Atto ${cluster}${'a'.repeat(195)}.pdf`
    const { begun, completed } = await upload(token, name, SAMPLE_FILES.pdf, 'application/pdf')
    expect(begun.status).toBe(201)
    expect(completed?.status).toBe(200)
    const [row] = await sql<{ file_name: string }>('select file_name from public.journey_files')
    expect(row!.file_name).toBe(`${'a'.repeat(195)}.pdf`)
  },
)
