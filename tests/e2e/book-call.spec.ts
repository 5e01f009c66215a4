import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { ensureAdmin, signInThroughUi } from './admin-helpers'
import { confirmTime, dropConflictErrors, pressFreeTime } from './booking-times'
import { expect, test } from './fixtures'
import { ANON_KEY, capturedEmails, sql, SUPABASE_URL } from './stand-in'

/**
 * Issue 24: the family books its first video call from the thank-you page, in its own time zone (the browser in
 * New York), sees the invitation in the stand-in's mail, moves the call, cancels it; the inquiry's status follows.
 */
test.use({ timezoneId: 'America/New_York' })

interface MailWithAttachments {
  to: string[]
  subject: string
  attachments?: { filename: string; content_type: string; content: string }[]
}

async function mailsTo(email: string): Promise<MailWithAttachments[]> {
  return ((await capturedEmails()) as unknown as MailWithAttachments[]).filter((mail) =>
    mail.to.includes(email),
  )
}

async function submitInquiry(page: Page, email: string) {
  await page.goto('/contact')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel("I don't know yet").check()
  await page.getByRole('combobox', { name: 'How long would you like to travel?' }).click()
  await page.getByRole('option', { name: 'Two weeks' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('radio', { name: /A full family tree/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('First name').fill('Rose')
  await page.getByLabel('Last name').fill('Bellini')
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL('/thank-you')
}

async function leadStatusOf(id: string): Promise<string | undefined> {
  const [row] = await sql<{ lead_status: string }>(
    'select lead_status from public.form_submissions where id = $1',
    [id],
  )
  return row?.lead_status
}

async function leadStatus(email: string): Promise<string | undefined> {
  const [row] = await sql<{ lead_status: string }>(
    'select lead_status from public.form_submissions where email = $1',
    [email],
  )
  return row?.lead_status
}

test('book from the thank-you page in New York time, get the invite, move, cancel', async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  test.slow() // a build-heavy shared machine: the whole flow with three e-mails and two page visits
  const email = `rose.${Date.now()}@example.com`
  await submitInquiry(page, email)

  const booking = page.getByRole('region', { name: 'Book your consultation call now' })
  await expect(booking).toBeVisible()
  await expect(booking.getByLabel('Your time zone')).toHaveValue('America/New_York')
  // The first free day is chosen; its times are in New York with Rome's beside them.
  const slots = booking.getByRole('button', {
    name: /^\d{1,2}:\d{2} [AP]M in New York · \d{2}:\d{2} in Rome$/,
  })
  await expect(slots.first()).toBeVisible()
  await checkA11y(page)

  // Keyboard alone: Enter on a free time, then Enter on the Book button (another spec may take it meanwhile).
  const booked = page.getByRole('region', { name: 'Your consultation call' })
  const time = await pressFreeTime(booking)
  const label = await confirmTime(
    booking,
    time,
    'Book this time',
    booked.getByText(/Your call with .+ is booked/),
    consoleErrors,
  )
  await expect(booked).toContainText('New York time')
  await expect(booked).toContainText(label.split(' · ')[1] ?? 'in Rome')
  await checkA11y(page)
  await expect.poll(() => leadStatus(email)).toBe('call_scheduled')

  // The e-mail and its invitation, in the stand-in's mail (JSON and the /mail page).
  await expect
    .poll(
      async () =>
        (await mailsTo(email)).find((mail) => mail.subject.startsWith('Your Radici call is booked'))
          ?.attachments?.[0]?.filename,
    )
    .toBe('invite.ics')
  const invite = (await mailsTo(email)).find((mail) =>
    mail.subject.startsWith('Your Radici call is booked'),
  )!
  const ics = Buffer.from(invite.attachments![0]!.content, 'base64').toString('utf8')
  expect(ics).toContain('METHOD:REQUEST')
  expect(ics).toContain('SEQUENCE:0')
  await page.goto(`${SUPABASE_URL}/mail`)
  await expect(page.getByText('Attachment invite.ics').first()).toBeVisible()
  await page.goBack()
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))

  // Move: another time, by keyboard.
  await page.getByRole('button', { name: 'Choose another time' }).click()
  const moving = page.getByRole('region', { name: 'Choose another time' })
  await expect(
    moving.getByRole('button', { name: /in New York · .* in Rome$/ }).first(),
  ).toBeVisible()
  await confirmTime(
    moving,
    await pressFreeTime(moving),
    'Move my call to this time',
    page
      .getByRole('status')
      .filter({ hasText: /^Moved from .+ to .+\. We have e-mailed you the new invitation\.$/ }),
    consoleErrors,
  )
  await expect
    .poll(async () =>
      (await mailsTo(email)).some((mail) =>
        mail.subject.startsWith('Your Radici call has moved to'),
      ),
    )
    .toBe(true)

  // Cancel: asks first, then restores the lead status.
  await page.getByRole('button', { name: 'Cancel the call' }).click()
  await page.getByRole('button', { name: 'Yes, cancel the call' }).click()
  await expect(
    page.getByRole('status').filter({ hasNotText: /^[A-Z][a-z]+ \d{4}$/ }),
  ).toContainText('Your call is cancelled')
  await expect.poll(() => leadStatus(email)).toBe('new')
  await expect
    .poll(async () => {
      const cancel = (await mailsTo(email)).find(
        (mail) => mail.subject === 'Your Radici call is cancelled',
      )
      return cancel ? Buffer.from(cancel.attachments![0]!.content, 'base64').toString('utf8') : ''
    })
    .toContain('METHOD:CANCEL')
  await expect(page.getByRole('region', { name: 'Book your consultation call now' })).toBeVisible()
})

test('a time taken meanwhile answers "That time was just taken" with fresh times', async ({
  page,
  consoleErrors,
}) => {
  const email = `lucia.${Date.now()}@example.com`
  await submitInquiry(page, email)
  const booking = page.getByRole('region', { name: 'Book your consultation call now' })
  // The day's last time (the other test books the first ones).
  const first = booking.getByRole('button', { name: /in New York · .* in Rome$/ }).last()
  await first.click()
  // Other families take that time with every team member before this one confirms.
  const start = await first.getAttribute('data-start')
  for (const member of ['giulia', 'marco', 'sofia']) {
    const [other] = await sql<{ id: string }>(
      `insert into public.form_submissions (name, email, planning_stage, travel_dates, trip_duration,
         genealogy_help, preferred_contact, submission_key)
       values ('Other family', $1, 'exploring', 'I don''t know yet', '2-weeks', 'need-guidance', 'email',
               gen_random_uuid())
       returning id`,
      [`other.${member}.${Date.now()}@example.com`],
    )
    await sql(
      `insert into public.calls (id, inquiry_id, member_email, starts_at, ends_at, blocked_until,
         idempotency_key, family_time_zone, previous_lead_status)
       values (gen_random_uuid(), $1, $2, $3::timestamptz, $3::timestamptz + interval '30 minutes',
               $3::timestamptz + interval '45 minutes', 'e2e-' || gen_random_uuid(), 'UTC', 'new')`,
      [other!.id, `${member}@radici.example`, start],
    )
  }
  await booking.getByRole('button', { name: 'Book this time' }).click()
  await expect(
    page.getByRole('status').filter({ hasNotText: /^[A-Z][a-z]+ \d{4}$/ }),
  ).toContainText('That time was just taken. Here are the free times now.')
  await expect(booking.locator(`[data-start="${start}"]`)).toHaveCount(0)
  dropConflictErrors(consoleErrors)
  await expect(
    booking.getByRole('button', { name: /in New York · .* in Rome$/ }).first(),
  ).toBeVisible()
})

/** An inquiry owned by a team member, with a private link made here (its hash stored as the function does). */
async function ownedInquiry(owner: string, name: string): Promise<{ id: string; token: string }> {
  const [row] = await sql<{ id: string }>(
    `insert into public.form_submissions (name, email, planning_stage, travel_dates, trip_duration,
       genealogy_help, preferred_contact, submission_key, owner_id)
     values ($1, $2, 'exploring', 'I don''t know yet', '2-weeks', 'need-guidance', 'email', gen_random_uuid(),
             (select id from auth.users where email = $3))
     returning id`,
    [name, `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`, owner],
  )
  const token = randomBytes(32).toString('base64url')
  await sql('insert into public.private_links (submission_id, token_hash) values ($1, $2)', [
    row!.id,
    createHash('sha256').update(token).digest('hex'),
  ])
  return { id: row!.id, token }
}

test('the team member sees the call on the dashboard and the Calendar, moves and cancels it', async ({
  page,
  checkA11y,
}) => {
  test.slow()
  await ensureAdmin('sofia@radici.example', 'Sofia Romano')
  const family = `Nora Calabrese ${Date.now()}`
  const { id, token } = await ownedInquiry('sofia@radici.example', family)
  const slots = await (
    await fetch(`${SUPABASE_URL}/functions/v1/book-call`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: ANON_KEY },
      body: JSON.stringify({ action: 'slots', token, time_zone: 'America/New_York' }),
    })
  ).json()
  const booked = await fetch(`${SUPABASE_URL}/functions/v1/book-call`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: ANON_KEY },
    body: JSON.stringify({
      action: 'book',
      token,
      time_zone: 'America/New_York',
      start: slots.days[1].slots[2].start,
      idempotency_key: randomUUID(),
    }),
  })
  expect(booked.status).toBe(200)

  await signInThroughUi(page, 'sofia@radici.example')
  const today = page.getByRole('region', { name: /Calls today/ })
  await expect(today).toContainText('Next call:')
  await today.getByRole('link', { name: 'Calendar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible()
  // The team's hours on the families' clocks (issue 38): the seed's Rome evenings are New York's afternoons.
  const newYork = page.getByRole('table', { name: 'New York' })
  await expect(newYork.getByRole('row', { name: /^Mon / })).toContainText('8:00 AM–4:00 PM')
  await expect(page.getByRole('table', { name: 'Sydney' })).toBeVisible()
  if (process.env.SHOTS_DIR)
    await page
      .getByRole('region', { name: 'The team’s hours in the families’ day' })
      .screenshot({ path: `${process.env.SHOTS_DIR}/calendar-coverage-1280.png` })
  await expect(page.getByRole('region', { name: /Your weekly hours/ })).toContainText(
    'Monday 9:00 AM–1:00 PM',
  )
  const row = page.getByRole('listitem').filter({ hasText: family })
  await expect(row).toBeVisible()
  await checkA11y(page)

  await row.getByRole('button', { name: 'Move' }).click()
  await row.getByLabel('Move to (Rome time)').selectOption({ index: 3 })
  await row.getByRole('button', { name: 'Move the call' }).click()
  await expect(page.getByText('Call moved').first()).toBeVisible()
  await expect
    .poll(
      async () =>
        (
          await sql<{ sequence: number }>(
            'select sequence from public.calls where inquiry_id = $1',
            [id],
          )
        )[0]?.sequence,
    )
    .toBe(1)

  await page
    .getByRole('listitem')
    .filter({ hasText: family })
    .getByRole('button', { name: 'Cancel' })
    .click()
  await page.getByRole('button', { name: 'Yes, cancel the call' }).click()
  await expect(page.getByText('Call cancelled').first()).toBeVisible()
  await expect.poll(() => leadStatusOf(id)).toBe('new')
})

test('once a call has passed, its card and page ask the owner for the outcome until a note is written', async ({
  page,
  checkA11y,
}) => {
  await ensureAdmin('sofia@radici.example', 'Sofia Romano')
  const tag = `outcome${Date.now()}`
  const name = `Paolo Ricci ${tag}`
  const { id } = await ownedInquiry('sofia@radici.example', name)
  // A call two days ago, recorded as the team's: the database refuses a family's booking in the past (ADR 162).
  await sql(
    `insert into public.calls (id, inquiry_id, member_email, starts_at, ends_at, blocked_until, idempotency_key,
       family_time_zone, previous_lead_status, booked_by)
     values (gen_random_uuid(), $1, 'sofia@radici.example', now() - interval '2 days',
             now() - interval '2 days' + interval '30 minutes', now() - interval '2 days' + interval '45 minutes',
             'e2e-past-' || gen_random_uuid(), 'UTC', 'new', 'team')`,
    [id],
  )
  await signInThroughUi(page, 'sofia@radici.example')
  await page.goto(`/admin?q=${tag}`)
  const card = page.getByRole('article', { name })
  const cue = card.getByRole('link', { name: `Call done: record the outcome for ${name}` })
  await expect(cue).toBeVisible()
  await expect(card).toContainText(
    /Call of \w{3}, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M Rome time/,
  )
  await checkA11y(page)

  // Keyboard alone: the cue opens the inquiry page with the note field in focus.
  await cue.focus()
  await cue.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${id}#new-note$`))
  await expect(page.getByRole('note')).toContainText('has taken place: please record its outcome')
  await expect(page.getByLabel('New note')).toBeFocused()
  await page.keyboard.type('Call done: they travel in May; send the Sicily itinerary.')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Call done: they travel in May').first()).toBeVisible()
  await expect(page.getByRole('note')).toHaveCount(0)

  // Back on the list, the card no longer asks.
  await page.goto(`/admin?q=${tag}`)
  await expect(card).toBeVisible()
  await expect(card.getByRole('link', { name: /Call done/ })).toHaveCount(0)
})

test('the journey page offers the same booking with the same private link', async ({
  page,
  checkA11y,
}) => {
  await ensureAdmin('sofia@radici.example', 'Sofia Romano')
  const { token } = await ownedInquiry('sofia@radici.example', `Ada Greco ${Date.now()}`)
  await page.goto(`/journey/${token}`)
  await page.getByRole('button', { name: 'Book or change your call' }).click()
  const booking = page.getByRole('region', { name: 'Book your consultation call now' })
  await expect(
    booking.getByRole('button', { name: /in New York · .* in Rome$/ }).first(),
  ).toBeVisible()
  await checkA11y(page)
})
