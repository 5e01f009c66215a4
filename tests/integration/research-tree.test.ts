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
import { loadedStorySchema } from '../../supabase/functions/_shared/contracts/journey.ts'
import { ancestor, journey, storyBody } from './journey-fixtures.ts'
import { resetStandIn, settle, sql } from './stand-in.ts'

/**
 * The tree grows from the records (docs/product/research.md, docs/decisions/267): publishing a research version
 * confirms the family's ancestors a record points at, adds the other people once (keyed by their record person),
 * keeps who is whose, and leaves the fields the family changed as the family wrote them.
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
  await seedResearchers()
})

const GIUSEPPE = crypto.randomUUID()

type Card = Record<string, unknown> & {
  id: string
  givenNames: string | null
  surnameItaly: string | null
  parentIds?: string[]
  spouseIds?: string[]
  research?: { status: string; key?: string | null; records: { id: string; type: string }[] }
}

async function story(token: string): Promise<{ version: number; ancestors: Card[] }> {
  const answer = await journey('GET', '/story', { token })
  expect(answer.status).toBe(200)
  const body = answer.body as { version: number; ancestors: Card[] }
  // What the page reads parses under the journey contract, research marks and relations included.
  loadedStorySchema.parse(answer.body)
  return body
}

const named = (cards: Card[], given: string) => cards.filter((card) => card.givenNames === given)

async function publish(id: string, bearer: string, changes?: string) {
  const answer = await call(`/team/${id}/review`, {
    bearer,
    body: { action: 'publish', ...(changes ? { changes } : {}) },
  })
  return answer
}

test('publishing confirms Giuseppe, adds his father once, keeps the family’s edit, and a correction adds no one twice', async () => {
  const inquiry = await researchInquiry()
  const saved = await journey('PUT', '/story', {
    token: inquiry.token,
    body: storyBody(1, { ancestors: [ancestor({ id: GIUSEPPE })] }),
  })
  expect(saved.status).toBe(200)
  const bearer = await adminToken()
  const { token: link } = await assignResearch(inquiry.id, RESEARCHERS.it, bearer)
  await call('', { token: link, body: { action: 'saveSearch', search: search() } })
  const birth = await call('', {
    token: link,
    body: {
      action: 'saveRecord',
      record: record({
        people: [
          { name: 'Giuseppe Russo', role: 'subject', ancestorId: GIUSEPPE },
          { name: 'Michele Russo', role: 'father' },
          { name: 'Vincenzo Lamberti', role: 'witness' },
        ],
      }),
    },
  })
  expect(birth.status).toBe(200)
  // Anna's birth: a person the family never named, with her exact date and her comune.
  await call('', {
    token: link,
    body: {
      action: 'saveRecord',
      record: record({
        date: { year: 1890, month: 5, day: 2 },
        actNumber: '77',
        people: [{ name: 'Anna Maria Russo', role: 'subject' }],
      }),
    },
  })
  // A disproven record adds no one.
  await call('', {
    token: link,
    body: {
      action: 'saveRecord',
      record: record({ proof: 'disproven', people: [{ name: 'Giovanni Russo', role: 'subject' }] }),
    },
  })
  await call('', { token: link, body: { action: 'submit' } })
  // The family's page, loaded before the publication (version 2), must not overwrite the people added.
  const before = await story(inquiry.token)

  // Two admins publishing at once: one publication, one merge.
  const [first, second] = await Promise.all([
    publish(inquiry.id, bearer),
    publish(inquiry.id, bearer),
  ])
  expect([first.status, second.status].sort()).toEqual([200, 409])

  const grown = await story(inquiry.token)
  expect(grown.version).toBe(before.version + 1)
  expect(grown.ancestors.map((card) => card.givenNames)).toEqual([
    'Giuseppe',
    'Michele',
    'Anna Maria',
  ])
  const [giuseppe, michele, anna] = grown.ancestors as [Card, Card, Card]
  // Giuseppe, named by the family: confirmed, his card as the family wrote it, linked to his birth record.
  expect(giuseppe).toMatchObject({
    id: GIUSEPPE,
    surnameAmerica: 'Russell',
    birthDate: { kind: 'about', value: '1885' },
    notes: 'A sample ancestor for tests.',
    parentIds: [michele.id],
    research: { status: 'confirmed', records: [{ type: 'birth', year: 1887, comune: 'Padula' }] },
  })
  expect(giuseppe.research?.records[0]?.id).toBe(birth.body.records[0].id)
  // Michele, his father: found by research, his name as written, linked to the same record.
  expect(michele).toMatchObject({
    givenNames: 'Michele',
    surnameItaly: 'Russo',
    birthDate: null,
    research: { status: 'found', records: [{ id: giuseppe.research?.records[0]?.id }] },
  })
  expect(michele.research?.key).toMatch(/:father:1$/)
  expect(anna).toMatchObject({
    surnameItaly: 'Russo',
    birthDate: { kind: 'exact', value: '1890-05-02' },
    birthPlace: { comune: 'Padula', province: 'Salerno', region: 'Campania' },
    research: { status: 'found' },
  })

  const stale = await journey('PUT', '/story', {
    token: inquiry.token,
    body: { ...storyBody(before.version), ancestors: before.ancestors },
  })
  expect(stale.status).toBe(409)

  // The family changes Michele's given names and saves: the research mark and relations go with the card.
  const edited = grown.ancestors.map((card) =>
    card.id === michele.id ? { ...card, givenNames: 'Michele Arcangelo' } : card,
  )
  const saveEdit = await journey('PUT', '/story', {
    token: inquiry.token,
    body: storyBody(grown.version, { ancestors: edited }),
  })
  expect(saveEdit.status).toBe(200)

  // A correction: the father's surname read again, and his mother added.
  await call(`/team/${inquiry.id}/review`, {
    bearer,
    body: { action: 'return', comment: 'The father is Russi; add the mother.' },
  })
  await call('', {
    token: link,
    body: {
      action: 'saveRecord',
      record: record({
        id: giuseppe.research?.records[0]?.id,
        people: [
          { name: 'Giuseppe Russo', role: 'subject', ancestorId: GIUSEPPE },
          { name: 'Michele Russi', role: 'father' },
          { name: 'Maria De Luca', role: 'mother' },
        ],
      }),
    },
  })
  await call('', { token: link, body: { action: 'submit' } })
  expect((await publish(inquiry.id, bearer, 'The father is Russi; the mother added.')).status).toBe(
    200,
  )

  const corrected = await story(inquiry.token)
  expect(corrected.ancestors).toHaveLength(4)
  expect(named(corrected.ancestors, 'Giuseppe')).toHaveLength(1)
  expect(named(corrected.ancestors, 'Michele')).toHaveLength(0)
  const [fatherAgain] = named(corrected.ancestors, 'Michele Arcangelo')
  // The family's given names stay; the surname they left as research wrote it follows the correction.
  expect(fatherAgain).toMatchObject({ id: michele.id, surnameItaly: 'Russi' })
  expect(fatherAgain?.research?.records).toHaveLength(1)
  const [maria] = named(corrected.ancestors, 'Maria')
  expect(maria).toMatchObject({ surnameItaly: 'De Luca', research: { status: 'found' } })
  expect(corrected.ancestors[0]?.parentIds).toEqual([michele.id, maria?.id])

  // A third version with nothing new changes nothing (not even the story's version).
  await call(`/team/${inquiry.id}/review`, { bearer, body: { action: 'return', comment: 'Typo.' } })
  await call('', { token: link, body: { action: 'submit' } })
  expect((await publish(inquiry.id, bearer, 'A typo.')).status).toBe(200)
  expect(await story(inquiry.token)).toEqual(corrected)
}, 120_000)

test('a spouse is a spouse both ways; a person the family removed is not added back; an old story still parses', async () => {
  const inquiry = await researchInquiry()
  // A story stored before relations and research marks existed: cards without the new fields.
  await sql(
    `insert into public.journey_stories (submission_id, ancestors) values ($1, $2::jsonb)`,
    [inquiry.id, JSON.stringify([ancestor({ id: GIUSEPPE })])],
  )
  const old = await story(inquiry.token)
  expect(old.ancestors[0]).not.toHaveProperty('research')
  const bearer = await adminToken()
  const { token: link } = await assignResearch(inquiry.id, RESEARCHERS.it, bearer)
  await call('', { token: link, body: { action: 'saveSearch', search: search() } })
  await call('', {
    token: link,
    body: {
      action: 'saveRecord',
      record: record({
        type: 'marriage',
        date: { year: 1910, month: null, day: null },
        people: [
          { name: 'Giuseppe Russo', role: 'subject', ancestorId: GIUSEPPE },
          { name: 'Rosa Lamberti', role: 'spouse' },
        ],
      }),
    },
  })
  await call('', { token: link, body: { action: 'submit' } })
  expect((await publish(inquiry.id, bearer)).status).toBe(200)
  const grown = await story(inquiry.token)
  const [giuseppe, rosa] = grown.ancestors as [Card, Card]
  expect(giuseppe.spouseIds).toEqual([rosa.id])
  // A marriage gives no birth date or comune.
  expect(rosa).toMatchObject({
    givenNames: 'Rosa',
    birthDate: null,
    birthPlace: null,
    spouseIds: [GIUSEPPE],
  })

  // The family removes Rosa; a correction does not bring her back. A page cannot write research marks: the
  // stored one stays on Giuseppe, and a new card sent with one gets none.
  const forged = { status: 'found', key: 'forged', records: [] }
  const newcomer = ancestor({ givenNames: 'Carmela', research: forged })
  const saved = await journey('PUT', '/story', {
    token: inquiry.token,
    body: storyBody(grown.version, {
      ancestors: [{ ...giuseppe, spouseIds: [], research: forged }, newcomer],
    }),
  })
  expect(saved.status).toBe(200)
  const kept = await story(inquiry.token)
  expect(kept.ancestors[0]?.research).toEqual(giuseppe.research)
  expect(kept.ancestors[1]).not.toHaveProperty('research')
  await call(`/team/${inquiry.id}/review`, {
    bearer,
    body: { action: 'return', comment: 'Again.' },
  })
  await call('', { token: link, body: { action: 'submit' } })
  expect((await publish(inquiry.id, bearer, 'Nothing new.')).status).toBe(200)
  const after = await story(inquiry.token)
  expect(after.ancestors.map((card) => card.givenNames)).toEqual(['Giuseppe', 'Carmela'])
}, 60_000)

test('a family that never told its story gets the people found, and the insights do not count a story started', async () => {
  const inquiry = await researchInquiry()
  const bearer = await adminToken()
  const { token: link } = await assignResearch(inquiry.id, RESEARCHERS.it, bearer)
  await call('', { token: link, body: { action: 'saveSearch', search: search() } })
  await call('', { token: link, body: { action: 'saveRecord', record: record() } })
  await call('', { token: link, body: { action: 'submit' } })
  expect((await publish(inquiry.id, bearer)).status).toBe(200)
  const grown = await story(inquiry.token)
  expect(grown.ancestors.map((card) => [card.givenNames, card.research?.status])).toEqual([
    ['Giuseppe', 'found'],
    ['Michele', 'found'],
  ])
  expect(grown.ancestors[0]?.parentIds).toEqual([grown.ancestors[1]?.id])
  const started = await sql<{ story_started_at: string | null }>(
    `select story_started_at from public.inquiry_milestones where submission_id = $1`,
    [inquiry.id],
  )
  // Nothing counted: the milestone's row is made only when a step is counted.
  expect(started).toEqual([])
}, 60_000)
