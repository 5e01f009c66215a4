import { beforeEach, expect, test } from 'vitest'
import { AGENCY_NAMES } from '../../supabase/functions/_shared/content-names.ts'
import {
  acceptedJourney,
  adminToken,
  callAgency as call,
  choose,
  handOff,
  saveHealthNotes,
  seedAgencyContacts,
} from '../fixtures/integration/agency-handoff.ts'
import { functionEnv } from './inquiry-fixtures.ts'
import {
  capturedEmails,
  resetStandIn,
  settle,
  simulateMailOutage,
  sql,
  type CapturedEmail,
} from './stand-in.ts'

/**
 * An agency's answer (docs/product/agency-handoff.md, "E-mails" and "The agency function"; docs/decisions/256): the
 * lead's owner, or the team, is e-mailed once; a declined or withdrawn agency's link reads only the outcome.
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
  await seedAgencyContacts()
})

const SICILIA = AGENCY_NAMES['sicilia-heritage'] as string
const jobs = () => call('/deadlines', { bearer: functionEnv().SUPABASE_SERVICE_ROLE_KEY })

async function familyName(inquiryId: string): Promise<string> {
  const [row] = await sql<{ name: string }>(
    `select name from public.form_submissions where id = $1`,
    [inquiryId],
  )
  return String(row?.name.trim())
}

/** The team's e-mails about agencies' answers, oldest first. */
async function answerNotices(): Promise<CapturedEmail[]> {
  return (await capturedEmails())
    .filter((email) => /^Agency (accepted|declined): /.test(email.subject))
    .reverse()
}

/** The family's e-mails about its agency's answer, oldest first. */
async function familyNotices(): Promise<CapturedEmail[]> {
  return (await capturedEmails())
    .filter((email) => / (has your journey|cannot take your journey)$/.test(email.subject))
    .reverse()
}

async function toldAt(inquiryId: string): Promise<(string | null)[]> {
  const rows = await sql<{ team_told_at: string | null }>(
    `select team_told_at from public.agency_handoffs where submission_id = $1 order by sent_at, id`,
    [inquiryId],
  )
  return rows.map((row) => row.team_told_at)
}

test('an acceptance e-mails the lead’s owner once: the agency, the family, its reference and the lead page', async () => {
  const { id } = await acceptedJourney()
  const bearer = await adminToken()
  await sql(
    `update public.form_submissions set owner_id = (select id from auth.users where email = $2) where id = $1`,
    [id, 'giulia@radici.example'],
  )
  const token = await handOff(id, 'sicilia-heritage', bearer)
  expect(await answerNotices()).toEqual([])

  const answer = { action: 'accept', reference: 'SH-2027-014', contactPerson: 'Giulia Rinaldi' }
  expect((await call('', { token, body: answer })).status).toBe(200)
  const family = await familyName(id)
  const [notice, ...more] = await answerNotices()
  expect(more).toEqual([])
  expect(notice?.to).toEqual(['giulia@radici.example'])
  expect(notice?.subject).toBe(`Agency accepted: ${family}`)
  const leadUrl = `http://localhost:8080/admin/inquiries/${id}`
  expect(notice?.text).toBe(
    `${SICILIA} accepted ${family}'s journey.\nTheir reference: SH-2027-014\nTheir contact person: Giulia Rinaldi\n\nThe lead page:\n${leadUrl}\n`,
  )
  expect(notice?.html).toContain(`href="${leadUrl}"`)
  // The agency's link never travels to the team.
  expect(`${notice?.text}${notice?.html}`).not.toContain(token)
  expect(`${notice?.text}${notice?.html}`).not.toContain('/agency/')
  expect((await toldAt(id))[0]).not.toBeNull()

  // A retried answer is a 409 and the job finds nothing left to tell: still one e-mail.
  expect((await call('', { token, body: answer })).status).toBe(409)
  expect((await jobs()).body).toEqual({ reminders: 0, overdue: 0, emailed: 0 })
  expect(await answerNotices()).toHaveLength(1)

  // The family is told once too: what the agency now has (nothing shared beyond the trip), who will write, and its
  // page in one tap; never the agency's link.
  const [told, ...again] = await familyNotices()
  expect(again).toEqual([])
  const [inquiry] = await sql<{ email: string }>(
    `select email from public.form_submissions where id = $1`,
    [id],
  )
  expect(told?.to).toEqual([inquiry!.email])
  expect(told?.subject).toBe(`${SICILIA} has your journey`)
  expect(told?.text).toContain(
    `${SICILIA} has accepted your journey. Their reference for it: SH-2027-014.`,
  )
  expect(told?.text).toContain(
    'What they now have: your travel dates, how many of you travel and your age ranges, the towns by day, the hotel level, your budget and your language; your name, e-mail and phone, to organize the journey with you. Never your documents or your tree file.',
  )
  expect(told?.text).toContain(
    `Who will write to you: Giulia Rinaldi, of ${SICILIA}, to confirm your journey and set out its own payment terms`,
  )
  expect(told?.text).toMatch(
    /Your journey page, in one tap:\nhttp:\/\/localhost:8080\/journey\/[\w-]{20,}/,
  )
  expect(`${told?.text}${told?.html}`).not.toContain(token)
  expect(`${told?.text}${told?.html}`).not.toContain('/agency/')
})

test('a decline e-mails the team (the lead has no owner) once, with the agency’s reason in its words', async () => {
  const { id } = await acceptedJourney()
  const token = await handOff(id, 'sicilia-heritage', await adminToken())
  const reason = 'Fully booked in May <b>sorry</b>'
  expect((await call('', { token, body: { action: 'decline', reason } })).status).toBe(200)
  expect((await call('', { token, body: { action: 'decline', reason } })).status).toBe(409)
  await jobs()
  const notices = await answerNotices()
  expect(notices).toHaveLength(1)
  const family = await familyName(id)
  expect(notices[0]?.to).toEqual(['team@radici.example'])
  expect(notices[0]?.subject).toBe(`Agency declined: ${family}`)
  expect(notices[0]?.text).toContain(
    `${SICILIA} declined ${family}'s journey.\nTheir reason: ${reason}`,
  )
  expect(notices[0]?.text).toContain('Hand it to another agency from the lead page:')
  // The agency's words are text in the HTML, never markup.
  expect(notices[0]?.html).toContain('&lt;b&gt;sorry&lt;/b&gt;')
  expect(notices[0]?.html).not.toContain('<b>')
  // The family hears what happens next, once, and not the agency's reason (the team's to act on).
  const told = await familyNotices()
  expect(told).toHaveLength(1)
  expect(told[0]?.subject).toBe(`${SICILIA} cannot take your journey`)
  expect(told[0]?.text).toContain(
    `${SICILIA} cannot take your journey. Our team chooses another agency for it; your page shows it. You do not need to do anything.`,
  )
  expect(told[0]?.text).not.toContain('Fully booked')
})

test('an e-mail that fails at the answer is sent by the next deadline job, once; the answer is kept', async () => {
  const { id } = await acceptedJourney()
  const token = await handOff(id, 'sicilia-heritage', await adminToken())
  await simulateMailOutage(503)
  const accepted = await call('', {
    token,
    body: { action: 'accept', reference: 'R-9', contactPerson: 'Giulia Rinaldi' },
  })
  expect(accepted.status).toBe(200)
  expect(accepted.body.state).toBe('accepted')
  expect(await toldAt(id)).toEqual([null])
  await simulateMailOutage(null)
  // The team's e-mail and the family's (family-notices.ts), each once.
  expect((await jobs()).body).toEqual({ reminders: 0, overdue: 0, emailed: 2 })
  expect(await familyNotices()).toHaveLength(1)
  expect((await jobs()).body).toEqual({ reminders: 0, overdue: 0, emailed: 0 })
  const notices = await answerNotices()
  expect(notices).toHaveLength(1)
  expect(notices[0]?.text).toContain('Their reference: R-9')
  expect((await toldAt(id))[0]).not.toBeNull()
})

test('an answer and deadline jobs at the same moment still send one e-mail', async () => {
  const { id } = await acceptedJourney()
  const token = await handOff(id, 'sicilia-heritage', await adminToken())
  const answers = await Promise.all([
    call('', { token, body: { action: 'decline', reason: 'Fully booked' } }),
    jobs(),
    jobs(),
  ])
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
  await jobs()
  expect(await answerNotices()).toHaveLength(1)
})

test('the overdue e-mail goes to the lead’s owner, as the answer’s does', async () => {
  const { id } = await acceptedJourney()
  const bearer = await adminToken()
  await sql(
    `update public.form_submissions set owner_id = (select id from auth.users where email = $2) where id = $1`,
    [id, 'giulia@radici.example'],
  )
  await handOff(id, 'sicilia-heritage', bearer)
  await sql(
    `update public.agency_handoffs set sent_at = sent_at - interval '49 hours',
       deadline_at = deadline_at - interval '49 hours' where submission_id = $1`,
    [id],
  )
  expect((await jobs()).body).toEqual({ reminders: 0, overdue: 1, emailed: 1 })
  const overdue = (await capturedEmails()).filter((email) =>
    email.subject.startsWith('Agency has not answered: '),
  )
  expect(overdue.map((email) => email.to)).toEqual([['giulia@radici.example']])
})

/** An inquiry whose family shared everything with Sicilia Heritage, handed to it. */
async function sharedEverything() {
  const { id, token: familyToken } = await acceptedJourney()
  await saveHealthNotes(familyToken, 'One traveller uses a wheelchair.')
  expect(await choose(id, { ancestors: true, health: true })).toBe('ok')
  const bearer = await adminToken()
  const token = await handOff(id, 'sicilia-heritage', bearer)
  const before = await call('', { token, body: { action: 'view' } })
  expect(before.body.brief).toMatchObject({
    healthNotes: 'One traveller uses a wheelchair.',
    ancestors: [{ name: 'Rosa Lo Cascio', town: 'Corleone' }],
  })
  return { id, token, bearer }
}

/** Only the outcome: no brief (so no ancestors, notes or days), no family, no reference. */
function expectOutcomeOnly(body: Record<string, unknown>, state: string) {
  expect(body).toEqual({
    state,
    agencyId: 'sicilia-heritage',
    language: 'it',
    deadlineAt: expect.any(String),
    brief: null,
    family: null,
    reference: null,
  })
  const text = JSON.stringify(body)
  for (const kept of ['wheelchair', 'Rosa Lo Cascio', 'Corleone', 'Palermo', '@'])
    expect(text).not.toContain(kept)
}

test('a declined agency’s link answers only the outcome, however the family shared', async () => {
  const { token } = await sharedEverything()
  const declined = await call('', { token, body: { action: 'decline', reason: 'Fully booked' } })
  expect(declined.status).toBe(200)
  expectOutcomeOnly(declined.body, 'declined')
  expectOutcomeOnly((await call('', { token, body: { action: 'view' } })).body, 'declined')
})

test('a withdrawn (reassigned) agency’s link answers only the outcome and takes no answer; an accepted one keeps its brief', async () => {
  const { id, token, bearer } = await sharedEverything()
  await call(`/team/${id}/handoff`, { bearer, body: { agencyId: 'tuscany-roots' } })
  const view = await call('', { token, body: { action: 'view' } })
  expect(view.status).toBe(200)
  expectOutcomeOnly(view.body, 'withdrawn')
  const late = await call('', {
    token,
    body: { action: 'accept', reference: 'X-1', contactPerson: 'Giulia Rinaldi' },
  })
  expect(late.status).toBe(409)
  expect(late.body).toEqual({ error: 'already_answered' })
  expect(await answerNotices()).toEqual([])

  // Handed back to Sicilia Heritage (Tuscany Roots is withdrawn in turn): once accepted, it keeps the brief.
  expect(await choose(id, { ancestors: true, health: true })).toBe('ok')
  const again = await handOff(id, 'sicilia-heritage', bearer)
  await call('', {
    token: again,
    body: { action: 'accept', reference: 'SH-1', contactPerson: 'Giulia Rinaldi' },
  })
  const accepted = await call('', { token: again, body: { action: 'view' } })
  expect(accepted.body).toMatchObject({
    state: 'accepted',
    brief: {
      healthNotes: 'One traveller uses a wheelchair.',
      ancestors: [{ name: 'Rosa Lo Cascio', town: 'Corleone' }],
    },
    family: { email: expect.stringContaining('@') },
  })
  // The first link still reads only its own outcome.
  expectOutcomeOnly((await call('', { token, body: { action: 'view' } })).body, 'withdrawn')
})
