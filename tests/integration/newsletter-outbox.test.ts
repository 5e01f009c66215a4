import { beforeEach, expect, test } from 'vitest'
import { inquiry, post } from './inquiry-fixtures.ts'
import {
  createServiceClient,
  newsletterSubscriptions,
  resetStandIn,
  runRetryJob,
  settle,
  signUpAdmin,
  simulateNewsletterOutage,
  sql,
} from './stand-in.ts'

/**
 * Issue 27, "The newsletter box does what it says" (docs/decisions/142-newsletter-from-the-wizard.md): through the
 * stand-in's gateway, as the wizard posts, against the stand-in's newsletter provider (/newsletter/subscribe).
 */
beforeEach(async () => {
  await settle()
  await resetStandIn()
})

async function rowFor(email: string) {
  const { data, error } = await createServiceClient()
    .from('form_submissions')
    .select('id, newsletter_consent, newsletter_status, newsletter_error, newsletter_sent_at')
    .eq('email', email)
  expect(error).toBeNull()
  expect(data).toHaveLength(1)
  return data![0]!
}

const subscriptionsOf = async (email: string) =>
  (await newsletterSubscriptions()).filter((entry) => entry.email === email)

const makeDue = (id: string) =>
  sql('update public.form_submissions set email_retry_at = now() where id = $1', [id])

test('a ticked box subscribes the lead once, with the footer form’s consent; a resend and the job do not repeat it', async () => {
  const body = inquiry({ newsletterConsent: true })
  expect((await post(body)).status).toBe(200)
  await settle()
  expect(await subscriptionsOf(body.email)).toEqual([
    expect.objectContaining({ email: body.email, legal_agreement: 'true' }),
  ])
  const row = await rowFor(body.email)
  expect(row).toMatchObject({ newsletter_status: 'sent', newsletter_error: null })
  expect(row.newsletter_sent_at).not.toBeNull()

  // The same submission again (a lost answer, a double click): replayed, nothing new sent.
  expect((await post(body)).status).toBe(200)
  await settle()
  await makeDue(row.id)
  await runRetryJob()
  expect(await subscriptionsOf(body.email)).toHaveLength(1)

  const history = await sql<{ from_value: string; to_value: string }>(
    `select from_value, to_value from public.inquiry_history where submission_id = $1 and kind = 'email'`,
    [row.id],
  )
  expect(history).toContainEqual({ from_value: 'newsletter', to_value: 'sent' })
})

test('an unticked box never subscribes, not even through the retry job', async () => {
  const body = inquiry({ newsletterConsent: false })
  expect((await post(body)).status).toBe(200)
  await settle()
  const row = await rowFor(body.email)
  expect(row.newsletter_status).toBe('none')
  await makeDue(row.id)
  await runRetryJob()
  expect(await subscriptionsOf(body.email)).toEqual([])
})

test('with the provider down the lead is stored and answered, and the retry job subscribes them once it is back', async () => {
  await simulateNewsletterOutage(503)
  const body = inquiry({ newsletterConsent: true })
  expect((await post(body)).status).toBe(200)
  await settle()
  let row = await rowFor(body.email)
  expect(row.newsletter_status).toBe('pending')
  expect(String(row.newsletter_error)).toContain('503')
  expect(await subscriptionsOf(body.email)).toEqual([])

  await simulateNewsletterOutage(null)
  await makeDue(row.id)
  expect(await runRetryJob()).toMatchObject({ inquiries: 1, sent: 1, failed: 0 })
  row = await rowFor(body.email)
  expect(row.newsletter_status).toBe('sent')
  await makeDue(row.id)
  expect(await runRetryJob()).toMatchObject({ inquiries: 0 })
  expect(await subscriptionsOf(body.email)).toHaveLength(1)
})

test('the browser cannot set a subscription’s state, and a forged status in the request is ignored', async () => {
  const body = inquiry({ newsletterConsent: false, newsletter_status: 'pending' })
  // Unknown fields are refused or dropped by the function's schema; either way nothing is subscribed.
  await post(body)
  await settle()
  expect(await subscriptionsOf(body.email)).toEqual([])

  const admin = await signUpAdmin()
  const stored = inquiry({ newsletterConsent: false })
  await post(stored)
  await settle()
  const row = await rowFor(stored.email)
  const { error } = await admin
    .from('form_submissions')
    .update({ newsletter_status: 'pending' })
    .eq('id', row.id)
  expect(error).not.toBeNull()
  expect((await rowFor(stored.email)).newsletter_status).toBe('none')
})

test('the same submission sent twice at once, and two retry jobs at once, still subscribe once', async () => {
  const body = inquiry({ newsletterConsent: true })
  await simulateNewsletterOutage(503)
  const answers = await Promise.all([post(body), post(body)])
  expect(answers.map((answer) => answer.status)).toEqual([200, 200])
  await settle()
  const row = await rowFor(body.email)
  expect(row.newsletter_status).toBe('pending')

  await simulateNewsletterOutage(null)
  await makeDue(row.id)
  await Promise.all([runRetryJob(), runRetryJob()])
  await settle()
  expect(await subscriptionsOf(body.email)).toHaveLength(1)
  expect((await rowFor(body.email)).newsletter_status).toBe('sent')
})
