import { beforeEach, expect, test } from 'vitest'
import { adminToken } from '../fixtures/integration/agency-handoff.ts'
import {
  assignResearch,
  callResearch as call,
  RESEARCHERS,
  researchInquiry,
  search,
  seedResearchers,
} from '../fixtures/integration/research.ts'
import { researchReportSchema } from '../../supabase/functions/_shared/contracts/research.ts'
import {
  createAnonClient,
  createUserInDatabase,
  resetStandIn,
  settle,
  signedInClient,
  sql,
} from './stand-in.ts'

/**
 * Part 6 of issue 45 (docs/product/research.md, "Conclusions and next steps"; ADR 268): the researcher's
 * conclusions per research question and next steps, validated by the contract, refused once submitted, carried by
 * the draft and frozen in the published version; a version published before them still parses.
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
  await seedResearchers()
})

async function assigned() {
  const inquiry = await researchInquiry()
  const bearer = await adminToken()
  const { token } = await assignResearch(inquiry.id, RESEARCHERS.it, bearer)
  return { ...inquiry, bearer, link: token }
}

const PADULA = { comune: 'Padula', province: 'Salerno', region: 'Campania' }
const SALA = { comune: 'Sala Consilina', province: 'Salerno', region: 'Campania' }

const conclusion = (overrides: Record<string, unknown> = {}) => ({
  question: 0,
  text: 'Giuseppe Russo was born in Padula on 14 March 1887, son of Antonio.',
  proof: 'proven',
  ...overrides,
})
const nextStep = (overrides: Record<string, unknown> = {}) => ({
  description: 'Read the baptism books of San Michele Arcangelo in person, 1840–1860.',
  kind: 'parish_in_person',
  price: { amountMinor: 25000, currency: 'EUR' },
  towns: [PADULA, SALA],
  ...overrides,
})

test('the researcher saves a conclusion per question (one each, replaced) and next steps with a price and towns', async () => {
  const { link } = await assigned()
  const saved = await call('', {
    token: link,
    body: { action: 'saveConclusion', conclusion: conclusion() },
  })
  expect(saved.status).toBe(200)
  expect(saved.body.conclusions).toEqual([conclusion()])
  // The same question again replaces its conclusion.
  const changed = await call('', {
    token: link,
    body: {
      action: 'saveConclusion',
      conclusion: conclusion({ proof: 'probable', text: 'Likely.' }),
    },
  })
  expect(changed.body.conclusions).toEqual([{ question: 0, text: 'Likely.', proof: 'probable' }])
  // The plan has two research lines: a third question is none of this research's.
  const third = await call('', {
    token: link,
    body: { action: 'saveConclusion', conclusion: conclusion({ question: 2 }) },
  })
  expect(third.status).toBe(400)
  expect(third.body.fields).toEqual({
    'conclusion.question': 'Not one of this research’s questions.',
  })

  const step = await call('', {
    token: link,
    body: { action: 'saveNextStep', nextStep: nextStep() },
  })
  expect(step.status).toBe(200)
  expect(step.body.nextSteps).toMatchObject([{ ...nextStep(), id: expect.any(String) as string }])
  const id = String(step.body.nextSteps[0].id)
  const free = await call('', {
    token: link,
    body: {
      action: 'saveNextStep',
      nextStep: nextStep({ id, price: null, kind: 'comune_request' }),
    },
  })
  expect(free.body.nextSteps).toMatchObject([{ id, price: null, kind: 'comune_request' }])
  expect(
    await sql(`select price_minor, price_currency from public.research_next_steps where id = $1`, [
      id,
    ]),
  ).toEqual([{ price_minor: null, price_currency: null }])

  const gone = await call('', { token: link, body: { action: 'deleteConclusion', question: 0 } })
  expect(gone.body.conclusions).toEqual([])
  expect(
    (await call('', { token: link, body: { action: 'deleteConclusion', question: 0 } })).status,
  ).toBe(404)
  const deleted = await call('', { token: link, body: { action: 'deleteNextStep', id } })
  expect(deleted.body.nextSteps).toEqual([])
})

test('every bad field is a 400 naming it: money in integer minor units, EUR or USD, never a float', async () => {
  const { link } = await assigned()
  const refused = async (body: Record<string, unknown>) => {
    const answer = await call('', { token: link, body })
    expect(answer.status).toBe(400)
    return answer.body.fields as Record<string, string>
  }
  expect(
    await refused({
      action: 'saveNextStep',
      nextStep: nextStep({ price: { amountMinor: 250.5, currency: 'EUR' } }),
    }),
  ).toEqual({ 'nextStep.price.amountMinor': 'The price must be in whole cents.' })
  expect(
    await refused({
      action: 'saveNextStep',
      nextStep: nextStep({ price: { amountMinor: '25000', currency: 'EUR' } }),
    }),
  ).toHaveProperty('nextStep.price.amountMinor')
  expect(
    await refused({
      action: 'saveNextStep',
      nextStep: nextStep({ price: { amountMinor: 0, currency: 'EUR' } }),
    }),
  ).toEqual({ 'nextStep.price.amountMinor': 'The price must be more than zero.' })
  expect(
    await refused({
      action: 'saveNextStep',
      nextStep: nextStep({ price: { amountMinor: 10_000_001, currency: 'USD' } }),
    }),
  ).toEqual({ 'nextStep.price.amountMinor': 'The price is too high (at most 100,000).' })
  expect(
    await refused({
      action: 'saveNextStep',
      nextStep: nextStep({ price: { amountMinor: 100, currency: 'GBP' } }),
    }),
  ).toEqual({ 'nextStep.price.currency': 'The currency must be EUR or USD.' })
  expect(await refused({ action: 'saveNextStep', nextStep: nextStep({ kind: 'séance' }) })).toEqual(
    {
      'nextStep.kind': 'Choose the kind of work.',
    },
  )
  expect(
    await refused({ action: 'saveNextStep', nextStep: nextStep({ description: ' ' }) }),
  ).toEqual({
    'nextStep.description': 'The description is missing.',
  })
  expect(
    await refused({
      action: 'saveNextStep',
      nextStep: nextStep({ towns: Array(11).fill(PADULA) }),
    }),
  ).toEqual({ 'nextStep.towns': 'At most 10 towns.' })
  expect(
    await refused({
      action: 'saveNextStep',
      nextStep: nextStep({ towns: [{ comune: 'Padula' }] }),
    }),
  ).toHaveProperty('nextStep.towns.0.province')
  expect(
    await refused({ action: 'saveConclusion', conclusion: conclusion({ text: 'x'.repeat(1501) }) }),
  ).toEqual({ 'conclusion.text': 'The conclusion is too long (at most 1500 characters).' })
  expect(
    await refused({ action: 'saveConclusion', conclusion: conclusion({ proof: 'sure' }) }),
  ).toEqual({ 'conclusion.proof': 'Say how sure you are.' })
  expect(await sql(`select count(*)::int as n from public.research_next_steps`)).toEqual([{ n: 0 }])
})

test('refused once submitted, by the function and by the database; the draft and the frozen version carry them', async () => {
  const { id, link, bearer, token: journeyToken } = await assigned()
  await call('', { token: link, body: { action: 'saveSearch', search: search() } })
  await call('', { token: link, body: { action: 'saveConclusion', conclusion: conclusion() } })
  await call('', {
    token: link,
    body: {
      action: 'saveConclusion',
      conclusion: conclusion({ question: 1, text: 'No earlier line found.', proof: 'possible' }),
    },
  })
  await call('', { token: link, body: { action: 'saveNextStep', nextStep: nextStep() } })
  expect((await call('', { token: link, body: { action: 'submit' } })).body.state).toBe('submitted')

  for (const body of [
    { action: 'saveConclusion', conclusion: conclusion({ text: 'Changed after.' }) },
    { action: 'deleteConclusion', question: 0 },
    { action: 'saveNextStep', nextStep: nextStep() },
  ]) {
    const late = await call('', { token: link, body })
    expect(late.status).toBe(409)
    expect(late.body).toEqual({ error: 'not_editable' })
  }
  await expect(
    sql(
      `update public.research_conclusions set body = 'x'
       where assignment_id = (select id from public.research_assignments where submission_id = $1)`,
      [id],
    ),
  ).rejects.toThrow(/not editable in state submitted/)
  await expect(
    sql(
      `delete from public.research_next_steps
       where assignment_id = (select id from public.research_assignments where submission_id = $1)`,
      [id],
    ),
  ).rejects.toThrow(/not editable in state submitted/)

  const team = await call(`/team/${id}`, { bearer })
  expect(team.body.draft.conclusions).toHaveLength(2)
  expect(team.body.draft.nextSteps).toMatchObject([
    { price: { amountMinor: 25000, currency: 'EUR' } },
  ])
  expect((await call(`/team/${id}/review`, { bearer, body: { action: 'publish' } })).status).toBe(
    200,
  )
  const family = await call('/family', { journeyToken })
  expect(family.body.report.conclusions).toEqual([
    conclusion(),
    { question: 1, text: 'No earlier line found.', proof: 'possible' },
  ])
  expect(family.body.report.nextSteps).toMatchObject([
    {
      kind: 'parish_in_person',
      towns: [PADULA, SALA],
      price: { amountMinor: 25000, currency: 'EUR' },
    },
  ])
  const [stored] = await sql<{ content: Record<string, unknown> }>(
    `select content from public.research_reports where submission_id = $1`,
    [id],
  )
  expect(stored?.content.conclusions).toHaveLength(2)
  expect(stored?.content.nextSteps).toHaveLength(1)
})

test('a version published before part 6 (no conclusions, no next steps) still parses and reads as none', async () => {
  const { id, link, bearer, token: journeyToken } = await assigned()
  await call('', { token: link, body: { action: 'saveSearch', search: search() } })
  await call('', { token: link, body: { action: 'submit' } })
  expect((await call(`/team/${id}/review`, { bearer, body: { action: 'publish' } })).status).toBe(
    200,
  )
  // As version 1 was stored before this part: its frozen JSON without the two fields.
  await sql(`alter table public.research_reports disable trigger research_reports_frozen`)
  await sql(
    `update public.research_reports set content = content - 'conclusions' - 'nextSteps' where submission_id = $1`,
    [id],
  )
  await sql(`alter table public.research_reports enable trigger research_reports_frozen`)
  const [stored] = await sql<{ content: Record<string, unknown> }>(
    `select content from public.research_reports where submission_id = $1`,
    [id],
  )
  expect(stored?.content).not.toHaveProperty('conclusions')
  expect(researchReportSchema.parse(stored?.content)).toMatchObject({
    conclusions: [],
    nextSteps: [],
  })
  const family = await call('/family', { journeyToken })
  expect(family.status).toBe(200)
  expect(family.body.report).toMatchObject({ version: 1, conclusions: [], nextSteps: [] })
})

test('RLS and grants: admins read both tables, a signed-in non-admin and anon read nothing, nobody writes', async () => {
  const { link } = await assigned()
  await call('', { token: link, body: { action: 'saveConclusion', conclusion: conclusion() } })
  await call('', { token: link, body: { action: 'saveNextStep', nextStep: nextStep() } })
  const admin = await signedInClient('giulia@radici.example', 'correct-horse-7')
  await createUserInDatabase({ email: 'visitor@example.com', password: 'visitor-pass-1' })
  const visitor = await signedInClient('visitor@example.com', 'visitor-pass-1')
  for (const table of ['research_conclusions', 'research_next_steps'] as const) {
    const read = await admin.from(table).select('id')
    expect(read.error).toBeNull()
    expect(read.data).toHaveLength(1)
    const write = await admin
      .from(table)
      .delete()
      .neq('id', '00000000-0000-0000-0000-000000000000')
      .select('id')
    expect(write.error).not.toBeNull()
    expect((await createAnonClient().from(table).select('id')).data ?? []).toEqual([])
    expect((await visitor.from(table).select('id')).data).toEqual([])
    const count = await sql<{ n: number }>(`select count(*)::int as n from public.${table}`)
    expect(count).toEqual([{ n: 1 }])
  }
  const grants = await sql<{ grantee: string; table_name: string; privilege_type: string }>(
    `select grantee, table_name, privilege_type from information_schema.role_table_grants
     where table_name in ('research_conclusions', 'research_next_steps') and grantee in ('anon', 'authenticated')
     order by grantee, table_name, privilege_type`,
  )
  expect(grants).toEqual([
    { grantee: 'authenticated', table_name: 'research_conclusions', privilege_type: 'SELECT' },
    { grantee: 'authenticated', table_name: 'research_next_steps', privilege_type: 'SELECT' },
  ])
})
