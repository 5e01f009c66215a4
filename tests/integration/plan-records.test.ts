import { beforeEach, expect, test } from 'vitest'
import { planVersionSchema } from '../../supabase/functions/_shared/contracts/plan.ts'
import { journey, submittedInquiry } from './journey-fixtures.ts'
import { capturedEmails, resetStandIn, settle, signUpAdmin, sql } from './stand-in.ts'

/**
 * The plan's e-mails in the family's hands (issue 50 item 5; docs/product/plan.md, "E-mails"; ADR 253): "plan ready"
 * and "answer" lead to the family's page in one tap (no more "ask for a fresh link"), and the acceptance e-mail is
 * a record: version, amounts, terms, who and when (Rome time, and the family's own time once a call told us its
 * zone). Real journey function, real supabase-js, the e-mails the stand-in captured.
 */
beforeEach(async () => {
  await settle()
  await resetStandIn()
})

const inDays = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(
    Date.now() + days * 86_400_000,
  )

const draft = {
  content: {
    research: {
      lines: [
        { kind: 'digital_archives', ancestorLine: 'Giuseppe Russo of Padula', backTo: '1750' },
      ],
      weeks: 8,
      deliverables: ['report'],
    },
    journey: {
      dates: 'May 12–20, 2027',
      people: 2,
      hotel: '',
      days: [{ town: 'Padula', title: 'The parish', text: '', ancestors: [] }],
      included: '',
      notIncluded: '',
    },
    terms: { cancellation: 'Free until 30 days before.' },
  },
  agencyId: 'campania-heritage',
  validUntil: inDays(30),
  journeyPerPersonMinor: 245000,
}

const mailTo = async (email: string, subject: string) =>
  (await capturedEmails()).filter(
    (mail) => mail.to.includes(email) && mail.subject.startsWith(subject),
  )

const tokenIn = (text: string | null) => /\/journey\/([A-Za-z0-9_-]{43})\b/.exec(text ?? '')![1]!

/** The e-mail's one-tap link opens the family's page (GET /journey/plan with its token). */
async function linkOpensThePage(text: string | null) {
  const link = /\/journey\/([A-Za-z0-9_-]{43})\b/.exec(text ?? '')
  expect(link, 'a one-tap link to the family page').not.toBeNull()
  expect(text).not.toContain('ask for a fresh one')
  expect((await journey('GET', '/plan', { token: link![1] })).status).toBe(200)
}

test('plan ready, an answer and the acceptance: each leads to the page; the acceptance is a record', async () => {
  const { id, token, email } = await submittedInquiry()
  const admin = await signUpAdmin()
  const auth = {
    Authorization: `Bearer ${(await admin.auth.getSession()).data.session!.access_token}`,
  }
  await journey('PUT', `/team/${id}/plan`, { headers: auth, body: draft })
  const sent = planVersionSchema.parse(
    (await journey('POST', `/team/${id}/plan/send`, { headers: auth })).body.sent,
  )
  await settle()
  const [ready] = await mailTo(email, 'Your Radici plan is ready')
  expect(ready!.text).toContain(
    'Your plan (v1) is on your private journey page: the research, the days of your journey, the prices and the terms.',
  )
  await linkOpensThePage(ready!.text)

  // Its first use made the e-mail's link the family's and retired the first one (ADR 193).
  expect((await journey('GET', '/plan', { token })).status).toBe(404)
  const emailToken = tokenIn(ready!.text)
  const asked = await journey('POST', '/plan/messages', {
    token: emailToken,
    body: { kind: 'question', body: 'Is the archive open in May?' },
  })
  expect(asked.status).toBe(200)
  expect(
    (
      await journey('POST', `/team/${id}/plan/answer`, {
        headers: auth,
        body: { body: 'Yes, every weekday.' },
      })
    ).status,
  ).toBe(200)
  await settle()
  const [answer] = await mailTo(email, 'We answered your question')
  expect(answer!.text).toContain('Yes, every weekday.')
  expect(answer!.text).toContain('The whole conversation is on your private journey page.')
  await linkOpensThePage(answer!.text)

  const answerToken = tokenIn(answer!.text)
  const accepted = await journey('POST', '/plan/accept', {
    token: answerToken,
    body: { versionId: sent.id, name: 'Maria Russo', terms: true },
  })
  expect(accepted.status).toBe(200)
  await settle()
  const [record] = await mailTo(email, 'You accepted your Radici plan')
  expect(record!.subject).toBe('You accepted your Radici plan (version 1)')
  const text = record!.text ?? ''
  expect(text).toContain(
    'Thank you: we have your acceptance. Keep this e-mail as your record of it.',
  )
  expect(text).toContain('Accepted by: Maria Russo')
  expect(text).toMatch(
    /When: [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M Rome time\n/,
  )
  expect(text).toMatch(/Plan: version 1, sent on [A-Z][a-z]+ \d{1,2}, \d{4}/)
  expect(text).toMatch(/Research fee: \$[\d,]+\.\d{2}, paid before the research starts/)
  expect(text).toContain(
    'The journey: €2,450.00 per person for 2 people (€4,900.00 in all), booked with the agency later',
  )
  expect(text).toContain('The terms you accepted: Free until 30 days before.')
  await linkOpensThePage(text)
})

test("the acceptance names the family's own time when a call told us its zone", async () => {
  const { id, token, email } = await submittedInquiry()
  const admin = await signUpAdmin()
  const auth = {
    Authorization: `Bearer ${(await admin.auth.getSession()).data.session!.access_token}`,
  }
  await journey('PUT', `/team/${id}/plan`, { headers: auth, body: draft })
  const sent = planVersionSchema.parse(
    (await journey('POST', `/team/${id}/plan/send`, { headers: auth })).body.sent,
  )
  await sql(
    `insert into public.calls (id, inquiry_id, starts_at, ends_at, blocked_until, family_time_zone, idempotency_key,
       member_email, previous_lead_status)
     values (gen_random_uuid(), $1, now() + interval '2 days', now() + interval '2 days 30 minutes',
       now() + interval '2 days 45 minutes', 'America/New_York', $2, 'giulia@radici.example', 'new')`,
    [id, `call-${crypto.randomUUID()}`],
  )
  const accepted = await journey('POST', '/plan/accept', {
    token,
    body: { versionId: sent.id, name: 'Maria Russo', terms: true },
  })
  expect(accepted.status).toBe(200)
  await settle()
  const [record] = await mailTo(email, 'You accepted your Radici plan')
  expect(record!.text).toMatch(
    /When: [A-Z][a-z]+day, .+ Rome time \([A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M New York time\)/,
  )
})
