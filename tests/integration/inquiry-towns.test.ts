import { FunctionsHttpError } from '@supabase/supabase-js'
import { beforeEach, expect, test } from 'vitest'
import { inquiry } from './inquiry-fixtures.ts'
import {
  createAnonClient,
  createServiceClient,
  resetStandIn,
  settle,
  signUpAdmin,
  sql,
} from './stand-in.ts'

/**
 * The wizard's structured towns (docs/decisions/100): sent with supabase-js as the browser sends them, checked by
 * the database against public.comuni (the same ISTAT list the site searches), stored beside the visitor's text.
 */
beforeEach(async () => {
  await settle()
  await resetStandIn()
})

const cefalu = { comune: 'Cefalù', province: 'Palermo', region: 'Sicilia' }
const santAgata = { comune: "Sant'Agata di Militello", province: 'Messina', region: 'Sicilia' }

async function send(body: Record<string, unknown>) {
  const { data, error } = await createAnonClient().functions.invoke('send-form-notification', {
    body,
  })
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  if (error) throw error
  return { status: 200, body: data as Record<string, unknown> }
}

async function stored(submissionKey: string) {
  const { data, error } = await createServiceClient()
    .from('form_submissions')
    .select('regions, towns')
    .eq('submission_key', submissionKey)
  if (error) throw error
  return data
}

test('known towns are stored with the inquiry, beside the visitor’s own text', async () => {
  const body = inquiry({
    regions: 'Cefalu, and my nonna said Sant Agata',
    towns: [cefalu, santAgata],
  })
  const answer = await send(body)
  expect(answer.status).toBe(200)
  expect(await stored(body.submissionKey)).toEqual([
    { regions: 'Cefalu, and my nonna said Sant Agata', towns: [cefalu, santAgata] },
  ])
  // The team sees them (admins read inquiries through RLS).
  const team = await signUpAdmin('giulia@radici.example')
  const { data } = await team.from('form_submissions').select('towns').eq('id', answer.body.id)
  expect(data).toEqual([{ towns: [cefalu, santAgata] }])
})

test('no towns is an empty list', async () => {
  const body = inquiry()
  expect((await send(body)).status).toBe(200)
  expect(await stored(body.submissionKey)).toEqual([
    { regions: 'Sicily, near Agrigento', towns: [] },
  ])
})

test.each([
  ['an invented town', { comune: 'Nowhereville', province: 'Palermo', region: 'Sicilia' }],
  ['a real town in the wrong province', { ...cefalu, province: 'Messina' }],
  ['a real town in the wrong region', { ...cefalu, region: 'Calabria' }],
  ['a name without its accent', { ...cefalu, comune: 'Cefalu' }],
])('%s: a clear 400 on towns, nothing stored', async (_label, town) => {
  const body = inquiry({ towns: [santAgata, town] })
  const answer = await send(body)
  expect(answer.status).toBe(400)
  expect(answer.body).toEqual({
    error: 'invalid_request',
    fields: { towns: 'Not an Italian comune with this province and region (ISTAT list).' },
  })
  expect(await stored(body.submissionKey)).toEqual([])
  // The key was not used up: the corrected inquiry goes through.
  expect((await send({ ...body, towns: [cefalu] })).status).toBe(200)
})

test('a wrong shape is refused by the function before the database', async () => {
  for (const towns of [
    'Cefalù',
    [{ comune: 'Cefalù' }],
    [cefalu, cefalu],
    [{ ...cefalu, code: 1 }],
  ]) {
    const answer = await send(inquiry({ towns }))
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body.fields as object)[0]).toMatch(/^towns/)
  }
})

test('the comuni table holds the whole list and is the function’s alone', async () => {
  const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from public.comuni')
  expect(n).toBeGreaterThan(7800)
  const anon = await createAnonClient().from('comuni').select('name').limit(1)
  expect(anon.error?.code).toBe('42501')
  const team = await signUpAdmin('marco@radici.example')
  expect((await team.from('comuni').select('name').limit(1)).error?.code).toBe('42501')
})
