import { beforeEach, expect, test } from 'vitest'
import {
  acceptedJourney,
  adminToken,
  callAgency,
  choose,
  handOff,
  saveHealthNotes,
  seedAgencyContacts,
} from '../fixtures/integration/agency-handoff.ts'
import { journey, storyBody } from './journey-fixtures.ts'
import {
  createAnonClient,
  createUserInDatabase,
  resetStandIn,
  settle,
  signedInClient,
  signUpAdmin,
  sql,
} from './stand-in.ts'

/**
 * The family's own health and access notes (docs/decisions/222) and the brief as codes the agency's page translates
 * (docs/decisions/223), against the stand-in on PGlite and on PostgreSQL.
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
  await seedAgencyContacts()
})

const NOTES = 'One of us uses a wheelchair; no gluten for two.'

async function brief(token: string): Promise<Record<string, unknown>> {
  const view = await callAgency('', { token, body: { action: 'view' } })
  expect(view.status).toBe(200)
  return view.body.brief as Record<string, unknown>
}

test('the notes reach the agency only while the family’s current choice consents', async () => {
  const { id, token: family } = await acceptedJourney()
  await saveHealthNotes(family, NOTES)
  // Typed, but no choice yet: the agency sees no notes.
  const link = await handOff(id, 'sicilia-heritage', await adminToken())
  expect((await brief(link)).healthNotes).toBeNull()
  // The ancestors' choice alone does not carry the notes.
  await choose(id, { ancestors: true, health: false })
  expect(await brief(link)).toMatchObject({ healthNotes: null, ancestors: [expect.any(Object)] })
  // With the consent, the next view has them, exactly as typed.
  await choose(id, { ancestors: false, health: true })
  expect(await brief(link)).toMatchObject({ healthNotes: NOTES, ancestors: null })
  // Withdrawn before the agency accepts: gone from the next view on the same link.
  const withdrawn = await journey('PUT', '/sharing', {
    token: family,
    body: {
      agencyId: 'sicilia-heritage',
      shareAncestors: false,
      shareHealth: false,
      wording: 'Share health and access notes: no.',
    },
  })
  expect(withdrawn.status).toBe(200)
  const after = await callAgency('', { token: link, body: { action: 'view' } })
  expect((after.body.brief as Record<string, unknown>).healthNotes).toBeNull()
  expect(JSON.stringify(after.body)).not.toContain('wheelchair')
})

test('a consent given for one agency does not carry the notes to another', async () => {
  const { id, token: family } = await acceptedJourney()
  await saveHealthNotes(family, NOTES)
  await choose(id, { ancestors: true, health: true }, 'sicilia-heritage')
  const link = await handOff(id, 'tuscany-roots', await adminToken())
  expect(await brief(link)).toMatchObject({ healthNotes: null, ancestors: null })
})

test('too-long notes are a 400 naming the field, and the stored story is unchanged', async () => {
  const { id, token } = await acceptedJourney()
  await saveHealthNotes(token, NOTES)
  const before = await journey('GET', '/story', { token })
  const body = storyBody(Number(before.body.version))
  const tooLong = await journey('PUT', '/story', {
    token,
    body: { ...body, checklist: [], wishes: { ...body.wishes, healthNotes: 'x'.repeat(1001) } },
  })
  expect(tooLong.status).toBe(400)
  expect(tooLong.body.fields).toEqual({
    'wishes.healthNotes': 'The health and access notes are too long (at most 1,000 characters).',
  })
  const after = await journey('GET', '/story', { token })
  expect(after.body).toEqual(before.body)
  const [row] = await sql<{ health_notes: string; version: number }>(
    `select health_notes, version from public.journey_stories where submission_id = $1`,
    [id],
  )
  expect(row).toEqual({ health_notes: NOTES, version: before.body.version })
  // The database refuses what the function would (a second line of defence).
  await expect(
    sql(
      `update public.journey_stories set health_notes = repeat('x', 1001) where submission_id = $1`,
      [id],
    ),
  ).rejects.toThrow()
})

test('a save without the field keeps the notes; a blank one clears them', async () => {
  const { id, token } = await acceptedJourney()
  await saveHealthNotes(token, NOTES)
  const loaded = await journey('GET', '/story', { token })
  expect((loaded.body.wishes as Record<string, unknown>).healthNotes).toBe(NOTES)
  // A page loaded before the field existed saves without it.
  const older = await journey('PUT', '/story', {
    token,
    body: storyBody(Number(loaded.body.version)),
  })
  expect(older.status).toBe(200)
  const read = async () =>
    (
      await sql<{ health_notes: string | null }>(
        `select health_notes from public.journey_stories where submission_id = $1`,
        [id],
      )
    )[0]?.health_notes
  expect(await read()).toBe(NOTES)
  await saveHealthNotes(token, '   ')
  expect(await read()).toBeNull()
})

test('the notes are private: anon reads nothing, a signed-in non-admin reads nothing, an admin reads them', async () => {
  const { id, token } = await acceptedJourney()
  await saveHealthNotes(token, NOTES)
  const anon = await createAnonClient().from('journey_stories').select('health_notes')
  expect(anon.data).toBeNull()
  await createUserInDatabase({ email: 'visitor@example.com', password: 'visitor-pass-1' })
  const visitor = await signedInClient('visitor@example.com', 'visitor-pass-1')
  expect((await visitor.from('journey_stories').select('health_notes')).data).toEqual([])
  const admin = await signUpAdmin()
  const read = await admin.from('journey_stories').select('health_notes').eq('submission_id', id)
  expect(read.data).toEqual([{ health_notes: NOTES }])
})

test('the brief sends codes and dates, and text as written with its author', async () => {
  const bearer = await adminToken()
  const { id, token } = await acceptedJourney({ journey: { days: [] } })
  await saveHealthNotes(token, NOTES)
  const link = await handOff(id, 'sicilia-heritage', bearer)
  // The inquiry's day and trip length become codes; the family's words stay as typed.
  const [inquiry] = await sql<{ travel_dates: string }>(
    `select travel_dates from public.form_submissions where id = $1`,
    [id],
  )
  expect(await brief(link)).toMatchObject({
    dates: { kind: 'day', date: inquiry?.travel_dates },
    tripLength: '2-weeks',
    people: 4,
    ageRanges: { text: '2 adults, 2 teenagers', by: 'family' },
    hotelLevel: { text: 'Family-run agriturismo', by: 'family' },
    budget: 12000,
    familyLanguage: 'en',
  })
  await sql(
    `update public.form_submissions set travel_dates = 'I don''t know yet', trip_duration = 'I don''t know yet'
      where id = $1`,
    [id],
  )
  expect(await brief(link)).toMatchObject({ dates: { kind: 'unknown' }, tripLength: 'unknown' })

  const planned = await acceptedJourney()
  const second = await handOff(planned.id, 'sicilia-heritage', bearer)
  expect(await brief(second)).toMatchObject({
    dates: { kind: 'range', start: '2027-05-10', end: '2027-05-20' },
    hotelLevel: { text: 'Four stars', by: 'team' },
  })
})
