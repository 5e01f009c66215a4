import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { ADMIN_PASSWORD, ensureAdmin, signInThroughUi } from './admin-helpers'
import { acceptedPlan } from './accepted-plan'
import { inquiryWithToken } from './family-link'
import { expect, test } from './fixtures'
import { NOTIFICATION_RETRY_SECRET } from '../../supabase-local/keys'
import { ANON_KEY, capturedEmails, SUPABASE_URL, sql } from './stand-in'

/**
 * Issue 33 in Chromium (docs/product/agency-handoff.md): the family chooses what the agency receives on its
 * journey page (keyboard), the team hands off, the agency accepts with a reference, and the family's page shows who
 * has the journey; the agency's page in Italian and English, the console's hand-off, reassignment, the deadline
 * passed on a moved clock, and the Agencies page.
 */
const ADMIN = { email: 'sofia@radici.example', fullName: 'Sofia Bruno' }

// Screenshots for a person to look at, only when asked for (SHOTS_DIR), as the other specs do.
const SHOTS = process.env.SHOTS_DIR

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

async function adminAccessToken(): Promise<string> {
  await ensureAdmin(ADMIN.email, ADMIN.fullName)
  const response = await fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN_PASSWORD }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

async function agency(token: string, body: unknown): Promise<Response> {
  return fetch(`${SUPABASE_URL}/functions/v1/agency`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json', 'X-Agency-Token': token },
    body: JSON.stringify(body),
  })
}

test('the family chooses what to share, the agency accepts, the family sees who has the journey and can still choose', async ({
  page,
}) => {
  const { id, token } = await inquiryWithToken('Lucia Amato')
  await acceptedPlan(id)
  await page.goto(`/journey/${token}`)
  const panel = page.getByRole('region', { name: 'Your agency in Italy' })
  await expect(panel).toBeVisible()
  const ancestors = panel.getByRole('checkbox', { name: /ancestors’ names and towns/ })
  const health = panel.getByRole('checkbox', { name: /health and access notes/ })
  await expect(ancestors).not.toBeChecked()
  await expect(health).not.toBeChecked()
  await ancestors.focus()
  await page.keyboard.press('Space')
  // Saved at once: the line says what is in force (ADR 246).
  await expect(panel.getByRole('status')).toHaveText(
    /^Saved at .+\. Zagara Heritage Journeys will receive your ancestors’ names and towns\. Your health and access notes are not shared\.$/,
  )

  const response = await fetch(`${SUPABASE_URL}/functions/v1/agency/team/${id}/handoff`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${await adminAccessToken()}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ agencyId: 'sicilia-heritage' }),
  })
  expect(response.status).toBe(200)
  const { handoffId } = (await response.json()) as { handoffId: string }
  expect(handoffId).toBeTruthy()
  await page.reload()
  await expect(
    panel.getByText(/We have asked Zagara Heritage Journeys; they answer within 48 hours/),
  ).toBeVisible()

  const mail = (await capturedEmails()).find(
    (email) =>
      email.to.includes('sicilia-heritage@radici.example') && email.text?.includes('/agency/'),
  )
  const agencyToken = /\/agency\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? ''
  expect((await agency(agencyToken, { action: 'view' })).status).toBe(200)
  const accepted = await agency(agencyToken, {
    action: 'accept',
    reference: 'ZH-2027-031',
    contactPerson: 'Giulia Rinaldi',
  })
  expect(accepted.status).toBe(200)
  expect((await agency(agencyToken, { action: 'decline', reason: 'Late' })).status).toBe(409)

  await page.reload()
  await expect(panel.getByText('Your journey is with Zagara Heritage Journeys')).toBeVisible()
  await expect(panel.getByText('Their reference: ZH-2027-031')).toBeVisible()
  // The choices stay, and can still change (ADR 254): the sentence says what the agency can see now.
  await expect(ancestors).toBeChecked()
  await expect(panel.getByText(/You can change these choices at any time\./)).toBeVisible()
  await expect(panel.getByRole('status')).toHaveText(
    /Zagara Heritage Journeys can see your ancestors’ names and towns\. Your health and access notes are not shared\.$/,
  )
})

test('the family types health notes and consents; the agency reads them and the brief in Italian and English', async ({
  page,
  checkA11y,
}) => {
  test.slow() // the family's page, then the agency's in two languages, on a shared 2-core machine
  const { id, token } = await inquiryWithToken('Anna Greco')
  await acceptedPlan(id)
  await page.goto(`/journey/${token}`)

  // The story field, by keyboard: who sees it is said under it.
  const notes = page.getByRole('textbox', {
    name: 'Health and access notes (mobility, diet)',
    exact: true,
  })
  await expect(notes).toHaveAccessibleDescription(
    /The Radici team sees these notes\. The agency that organizes your trip sees them only if you tick/,
  )
  await notes.focus()
  await page.keyboard.type('My mother uses a wheelchair; no gluten.')
  await page.getByRole('textbox', { name: 'Their ages', exact: true }).fill('2 adults, 1 child')
  await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible({
    timeout: 10_000,
  })
  await notes.scrollIntoViewIfNeeded()
  await shoot(page, 'story-health-notes')

  // The explicit consent, by keyboard.
  const panel = page.getByRole('region', { name: 'Your agency in Italy' })
  const health = panel.getByRole('checkbox', { name: /health and access notes/ })
  await health.focus()
  await page.keyboard.press('Space')
  await expect(health).toBeChecked()
  await expect(panel.getByRole('status')).toHaveText(
    /Zagara Heritage Journeys will receive your health and access notes\./,
  )
  await shoot(page, 'sharing-choices')
  await checkA11y()

  const seen = (await capturedEmails()).flatMap(
    (email) => /\/agency\/([A-Za-z0-9_-]{43})/.exec(email.text ?? '')?.[1] ?? [],
  )
  await handOffByApi(id, 'sicilia-heritage')
  const link = await agencyLink('sicilia-heritage@radici.example', seen)

  // Italian: the values translated, the family's words as typed and said to be theirs.
  await page.goto(`/agency/${link}`)
  const brief = page.getByRole('region', { name: 'La richiesta di viaggio' })
  await expect(brief.getByText('La famiglia non ha ancora fissato le date.')).toBeVisible()
  await expect(brief.getByText('Due settimane')).toBeVisible()
  await expect(brief.getByText('2 adults, 1 child')).toBeVisible()
  await expect(brief.getByText('My mother uses a wheelchair; no gluten.')).toBeVisible()
  await expect(brief.getByText('Testo originale della famiglia, non tradotto')).toHaveCount(2)
  await expect(brief.getByText('inglese', { exact: true })).toBeVisible()
  await expect(brief).not.toContainText("I don't know yet")
  await shoot(page, 'agency-health-it')
  await checkA11y()

  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'English' })).toBeFocused()
  await page.keyboard.press('Enter')
  const english = page.getByRole('region', { name: 'The travel request' })
  await expect(english.getByText('The family has not set its dates yet.')).toBeVisible()
  await expect(english.getByText('Two weeks')).toBeVisible()
  await expect(english.getByText('The family’s own words, not translated')).toHaveCount(2)
  await expect(english.getByText('My mother uses a wheelchair; no gluten.')).toBeVisible()
  await shoot(page, 'agency-health-en')
  await checkA11y()
})

/** The newest agency link e-mailed to `address` that is not in `seen`. */
async function agencyLink(address: string, seen: string[] = []): Promise<string> {
  let token = ''
  await expect
    .poll(async () => {
      const found = (await capturedEmails())
        .filter((email) => email.to.includes(address))
        .map((email) => /\/agency\/([A-Za-z0-9_-]{43})/.exec(email.text ?? '')?.[1] ?? '')
        .find((link) => link && !seen.includes(link))
      token = found ?? ''
      return token
    })
    .not.toBe('')
  return token
}

async function handOffByApi(inquiryId: string, agencyId: string): Promise<void> {
  const response = await fetch(`${SUPABASE_URL}/functions/v1/agency/team/${inquiryId}/handoff`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${await adminAccessToken()}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ agencyId }),
  })
  expect(response.status).toBe(200)
}

test('the agency opens its link in Italian, switches to English and accepts by keyboard; the family sees the agency', async ({
  page,
  context,
  consoleErrors,
  checkA11y,
}) => {
  test.slow() // several pages and two browsers' worth of steps on a shared 2-core machine
  const { id, token } = await inquiryWithToken('Carmela Russo')
  await acceptedPlan(id)
  const seen = (await capturedEmails()).map((email) => email.text ?? '')
  await handOffByApi(id, 'sicilia-heritage')
  const link = await agencyLink(
    'sicilia-heritage@radici.example',
    seen.flatMap((text) => /\/agency\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? []),
  )

  const response = await page.goto(`/agency/${link}`)
  expect(response?.headers()['referrer-policy']).toBe('no-referrer')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Richiesta di viaggio per Zagara Heritage Journeys',
    }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'it')
  await expect(page.getByText('Giorno 1: Palermo')).toBeVisible()
  // The deadline with its weekday and Italian time (docs/decisions/257).
  await expect(
    page.getByText(
      /^Vi preghiamo di rispondere entro (lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica) (1º|\d{1,2}) [a-z]+ \d{4} alle ore \d{2}:\d{2}, ora italiana\.$/,
    ),
  ).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await shoot(page, 'agency-it')
  await checkA11y()

  // A second tab holds the page open while the first answers.
  const other = await context.newPage()
  await other.goto(`/agency/${link}`)
  await expect(other.getByRole('heading', { name: 'La vostra risposta' })).toBeVisible()

  // Keyboard only: the language switch is the first control after the logo.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'English' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Travel request for Zagara Heritage Journeys' }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByText('Day 1: Palermo')).toBeVisible()
  await expect(
    page.getByText(
      /^Please reply by [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}, Italian time\.$/,
    ),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Italiano' })).toBeFocused()
  await shoot(page, 'agency-en')
  await checkA11y()

  const reference = page.getByLabel('Booking reference')
  const accept = page.getByRole('button', { name: 'Accept the assignment' })
  await accept.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Enter your booking reference.')).toBeVisible()
  await expect(reference).toBeFocused()
  await page.keyboard.type('ZH-2027-044')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Giulia Rinaldi')
  await page.keyboard.press('Tab')
  await expect(accept).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Assignment accepted' })).toBeFocused()
  await expect(page.getByText('Your booking reference: ZH-2027-044')).toBeVisible()
  await expect(page.getByText('Carmela Russo')).toBeVisible()
  await checkA11y()
  await expect(page.getByRole('button', { name: 'Accept the assignment' })).toHaveCount(0)

  // The other tab answers second: told plainly (409), then shown where the journey stands.
  await other.getByLabel('Motivo del rifiuto').fill('Siamo al completo a maggio.')
  await other.getByRole('button', { name: 'Rifiuta l’incarico' }).click()
  await expect(
    other.getByText('Questa richiesta ha già ricevuto una risposta: ecco la situazione attuale.'),
  ).toBeVisible()
  await expect(other.getByRole('heading', { name: 'Incarico accettato' })).toBeVisible()
  await other.close()

  // A link wrong by one character is one plain page.
  const wrong = link.slice(0, -1) + (link.endsWith('A') ? 'B' : 'A')
  await page.goto(`/agency/${wrong}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Questo link non è valido' }),
  ).toBeVisible()
  await expect(page.getByText('La richiesta di viaggio')).toHaveCount(0)
  await checkA11y()
  // The function's 404 for that link is the only console error, and an expected one.
  const kept = consoleErrors.filter((text) => !/status of 404/.test(text))
  consoleErrors.splice(0, consoleErrors.length, ...kept)

  await page.goto(`/journey/${token}`)
  const panel = page.getByRole('region', { name: 'Your agency in Italy' })
  await expect(panel.getByText('Your journey is with Zagara Heritage Journeys')).toBeVisible()
  await expect(panel.getByText('Their reference: ZH-2027-044')).toBeVisible()
})

test('the team hands off, the agency declines, the team reassigns; past the deadline the card says so', async ({
  page,
  browser,
  checkA11y,
}) => {
  test.slow() // several pages and two browsers' worth of steps on a shared 2-core machine
  const name = `Vincenzo Greco ${Date.now()}`
  const { id } = await inquiryWithToken(name)
  await acceptedPlan(id)
  await ensureAdmin(ADMIN.email, ADMIN.fullName)
  await signInThroughUi(page, ADMIN.email)
  await page.goto(`/admin/inquiries/${id}`)
  const section = page.getByRole('region', { name: 'Agency hand-off' })
  const seen = (await capturedEmails()).flatMap(
    (email) => /\/agency\/([A-Za-z0-9_-]{43})/.exec(email.text ?? '')?.[1] ?? [],
  )
  // The plan's agency is preselected; sending asks first (ADR 247).
  await expect(section.getByLabel('Agency')).toHaveValue('sicilia-heritage')
  await section.getByRole('button', { name: 'Hand off to Zagara Heritage Journeys…' }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Yes, hand off to Zagara Heritage Journeys' })
    .click()
  await expect(section.getByText(/^Handed off to Zagara Heritage Journeys\./)).toBeVisible()
  await expect(
    section.getByText(/Agency: asked Zagara Heritage Journeys, 4[78] h left/),
  ).toBeVisible()
  const first = await agencyLink('sicilia-heritage@radici.example', seen)

  // The agency's own browser (a context of its own, as axe needs).
  const agencyContext = await browser.newContext()
  const agency = await agencyContext.newPage()
  await agency.goto(`/agency/${first}`)
  await agency.getByLabel('Motivo del rifiuto').fill('Siamo al completo a maggio.')
  await agency.getByRole('button', { name: 'Rifiuta l’incarico' }).click()
  await expect(agency.getByRole('heading', { name: 'Incarico rifiutato' })).toBeVisible()
  await checkA11y(agency)
  await agencyContext.close()

  await page.reload()
  await expect(
    section.getByText('Agency: Zagara Heritage Journeys declined; hand it to another agency'),
  ).toBeVisible()
  await section.getByLabel('Agency').selectOption('tuscany-roots')
  await section.getByRole('button', { name: 'Hand off to Cipresso Family Travel…' }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Yes, hand off to Cipresso Family Travel' })
    .click()
  await expect(section.getByText(/^Handed off to Cipresso Family Travel\./)).toBeVisible()
  const second = await agencyLink('tuscany-roots@radici.example', [...seen, first])
  expect(second).not.toBe(first)

  // The clock moves 49 hours: the deadline job marks the hand-off overdue and tells the team.
  await sql(
    `update public.agency_handoffs set sent_at = sent_at - interval '49 hours',
       deadline_at = deadline_at - interval '49 hours',
       answered_at = answered_at - interval '49 hours' where submission_id = $1`,
    [id],
  )
  const job = await fetch(`${SUPABASE_URL}/functions/v1/agency/deadlines`, {
    method: 'POST',
    // The scheduled jobs' secret, as pg_cron (and the stand-in's timer) send it.
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${NOTIFICATION_RETRY_SECRET}` },
  })
  expect(job.status).toBe(200)
  await expect
    .poll(async () =>
      (await capturedEmails()).some(
        (email) => email.subject === `Agency has not answered: ${name}`,
      ),
    )
    .toBe(true)

  // Past the deadline the agency's page says so, and that it can still answer (issue 43, part 6); a range of days
  // and a four-digit budget in the trade's Italian (ADR 257).
  await sql(
    `update public.form_submissions set travel_dates = '2027-05-08 – 2027-05-11', budget = 1250
      where id = $1`,
    [id],
  )
  const lateContext = await browser.newContext()
  const late = await lateContext.newPage()
  await late.goto(`/agency/${second}`)
  await expect(late.getByText('Dall’8 all’11 maggio 2027')).toBeVisible()
  await expect(late.getByText(/^1\.250,00\s€$/)).toBeVisible()
  await expect(
    late.getByText(
      /^Il termine per la risposta è scaduto [a-zì]+ (1º|\d{1,2}) [a-z]+ \d{4} alle ore \d{2}:\d{2}, ora italiana; potete ancora rispondere finché la richiesta non viene assegnata a un’altra agenzia\.$/,
    ),
  ).toBeVisible()
  await expect(late.getByRole('button', { name: 'Accetta l’incarico' })).toBeVisible()
  await shoot(late, 'agency-overdue-it')
  await checkA11y(late)
  await lateContext.close()

  await page.goto('/admin')
  const card = page.getByRole('article', { name })
  await expect(card.getByText('Agency has not answered')).toBeVisible()
  await checkA11y()
  await expect(
    card.getByText('Cipresso Family Travel: reassign it from the lead page.'),
  ).toBeVisible()

  // Insights per agency: the declined and the unanswered hand-off are counted by the database.
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Insights' })
    .click()
  const panel = page.getByRole('region', { name: 'Agencies’ answers' })
  await expect(panel.getByRole('heading', { name: 'Agencies’ answers' })).toBeVisible()
  const table = panel.getByRole('region', { name: 'Hand-offs per agency (table)' })
  await expect(table.getByRole('rowheader', { name: 'Zagara Heritage Journeys' })).toBeVisible()
  await expect(table.getByRole('rowheader', { name: 'Cipresso Family Travel' })).toBeVisible()
  if (SHOTS) {
    await panel.scrollIntoViewIfNeeded()
    await expect(panel.locator('svg.recharts-surface').last()).toBeVisible()
    await panel.screenshot({ path: `${SHOTS}/insights-agencies-1280.png` })
  }
})

test('the Agencies page edits an agency’s contact; the server names a bad field', async ({
  page,
  checkA11y,
}) => {
  test.slow() // several pages and two browsers' worth of steps on a shared 2-core machine
  await acceptedPlan((await inquiryWithToken('Agencies Page')).id)
  await ensureAdmin(ADMIN.email, ADMIN.fullName)
  await signInThroughUi(page, ADMIN.email)
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Agencies' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Zagara Heritage Journeys' })
  await expect(form.getByText('Sample contact')).toBeVisible()
  await shoot(page, 'agencies')

  const person = form.getByLabel('Contact person')
  await person.fill('')
  await form.getByRole('button', { name: 'Save Zagara Heritage Journeys' }).click()
  await expect(form.getByText('The contact person is missing.')).toBeVisible()
  await expect(person).toBeFocused()
  await checkA11y()
  await person.fill('Giulia Rinaldi (sample)')
  await form
    .getByLabel('Privacy notice URL')
    .fill('https://radici.example/privacy/sicilia-heritage')
  await form.getByRole('button', { name: 'Save Zagara Heritage Journeys' }).click()
  await expect(form.getByText('Saved (still a sample address).')).toBeVisible()
})
