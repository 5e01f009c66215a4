import { mkdirSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { ACCEPT_VERSION_SQL } from '../fixtures/accept-version'
import { ensureAdmin, signInThroughUi } from './admin-helpers'
import { inquiryWithToken } from './family-link'
import { expect, test } from './fixtures'
import { ANON_KEY, SUPABASE_URL, sql } from './stand-in'

/**
 * Issue 50, the team's side on the lead page (docs/product/admin.md, "Plan" and "History"), in Chromium at 375 and
 * 1280 px, by keyboard, axe clean: the accepted plan reads whole (days, prices, terms, who accepted and when); the
 * family's and the agency's reasons for a "no" are on the page; every time is Rome time without seconds; the
 * history names people by name, never by e-mail.
 */
const ADMIN = { email: 'sofia@radici.example', fullName: 'Sofia Bruno' }
const SHOTS = process.env.SHOTS_DIR
const WIDTHS = [375, 1280] as const

async function shoot(target: Page | Locator, page: Page, name: string): Promise<void> {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  const width = page.viewportSize()?.width ?? 0
  await target.screenshot({ path: `${SHOTS}/${name}-${width}.png` })
}

/** A whole plan, as the team's editor writes it (the contract: src/lib/contracts/plan.ts). */
const CONTENT = {
  research: {
    lines: [{ kind: 'digital_archives', ancestorLine: 'Giuseppe Russo of Padula', backTo: '1750' }],
    weeks: 8,
    deliverables: ['report', 'record_images'],
  },
  journey: {
    dates: 'May 12–20, 2027',
    people: 3,
    hotel: 'Family-run agriturismo',
    days: [
      {
        town: 'Padula',
        title: 'Giuseppe’s baptism record',
        text: 'The parish of San Michele.',
        ancestors: ['Giuseppe Russo'],
      },
      { town: 'Paestum', title: 'The temples', text: '', ancestors: [] },
    ],
    included: 'Guide, driver, archive visit',
    notIncluded: 'Flights',
  },
  terms: { cancellation: 'Free until 30 days before the journey.' },
}

/** Version 1 of the plan, sent to the family; answers its id. */
async function sentPlan(inquiryId: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.plan_versions (submission_id, version, content, agency_id, research_fee_minor,
       research_currency, journey_per_person_minor, journey_currency, valid_until)
     values ($1, 1, $2::jsonb, 'sicilia-heritage', 89000, 'USD', 245000, 'EUR', current_date + 30)
     returning id`,
    [inquiryId, JSON.stringify(CONTENT)],
  )
  // Draft → sent, as the team's send does it (ADR 199).
  await sql(
    `update public.plan_versions set state = 'sent', content_hash = repeat('e', 64), sent_at = now() where id = $1`,
    [row!.id],
  )
  return row!.id
}

/** Times as the console writes them: Rome time, hours and minutes, never seconds. */
const ROME_TIME = /^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M Rome time$/

for (const width of WIDTHS) {
  test(`the lead page shows the accepted plan, the reasons for a no, Rome times and names, at ${width} px`, async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: 900 })
    await ensureAdmin(ADMIN.email, ADMIN.fullName)
    // Other specs sign this member up first under other names: the page names the profile, whichever it is.
    const [admin] = await sql<{ id: string; full_name: string }>(
      `select u.id, p.full_name from auth.users u join public.profiles p on p.id = u.id where u.email = $1`,
      [ADMIN.email],
    )
    const teamName = admin!.full_name

    // An accepted plan, an agency that declined with a reason, and history lines written by an e-mail and an agency.
    const { id } = await inquiryWithToken(`Lucia Ferri ${width} ${Date.now()}`)
    const versionId = await sentPlan(id)
    await sql(ACCEPT_VERSION_SQL, [versionId])
    await sql(
      `insert into public.agency_handoffs (submission_id, plan_version_id, agency_id, token_hash, state,
         deadline_at, answered_at, decline_reason)
       values ($1, $2, 'sicilia-heritage', md5(random()::text) || md5(random()::text), 'declined', now() + interval '2 days',
               now(), 'Siamo al completo a maggio.')`,
      [id, versionId],
    )
    await sql(
      `insert into public.inquiry_history (submission_id, kind, to_value, actor_id, actor_name, created_at)
       values ($1, 'follow_up', '2026-07-10', $2, $3, '2026-07-01T10:05:00Z'),
              ($1, 'handoff_declined', 'sicilia-heritage', null, 'Agency', '2026-07-01T10:06:00Z')`,
      [id, admin!.id, ADMIN.email],
    )

    await signInThroughUi(page, ADMIN.email)
    await page.goto(`/admin/inquiries/${id}`)
    const plan = page.getByRole('region', { name: 'Plan', exact: true })
    await expect(
      plan.getByText(
        /^The family accepted version 1 for Zagara Heritage Journeys, signed “The family \(test fixture\)”, on .+ Rome time\. It can no longer change; below is what they accepted, as they read it\.$/,
      ),
    ).toBeVisible()
    // The whole version: research, days, prices, terms.
    const accepted = plan.getByRole('article', { name: 'Version 1: Accepted' })
    await expect(accepted.getByText('Giuseppe Russo of Padula: Digital archives')).toBeVisible()
    await expect(accepted.getByText('Day 1, Padula: Giuseppe’s baptism record')).toBeVisible()
    await expect(accepted.getByText('Day 2, Paestum: The temples')).toBeVisible()
    await expect(accepted.getByText(/^Research fee: \$890(\.00)?\.$/)).toBeVisible()
    await expect(accepted.getByText(/^The journey: €2,450(\.00)? a person/)).toBeVisible()
    await expect(accepted.getByText('Free until 30 days before the journey.')).toBeVisible()
    // Nothing to edit once accepted.
    await expect(plan.getByRole('button', { name: 'Save draft' })).toHaveCount(0)
    await accepted.scrollIntoViewIfNeeded()
    await shoot(plan, page, 'lead-accepted-plan')

    // The agency's reason for its no.
    const handoff = page.getByRole('region', { name: 'Agency hand-off' })
    await expect(
      handoff.getByText(
        'Agency: Zagara Heritage Journeys declined; hand it to another agency. Their reason: “Siamo al completo a maggio.”',
      ),
    ).toBeVisible()
    await shoot(handoff, page, 'lead-agency-declined')

    // Keyboard alone: a note written and added, then its author by name and its time in Rome.
    const note = page.getByLabel('New note')
    await note.focus()
    await page.keyboard.type('Told the family the agency is full in May.')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Add note' })).toBeFocused()
    await page.keyboard.press('Enter')
    const notes = page.getByRole('list', { name: 'Notes, newest first' })
    await expect(notes.getByText('Told the family the agency is full in May.')).toBeVisible()
    await expect(notes.getByText(`${teamName} ·`, { exact: false }).first()).toBeVisible()

    // The history: names, never an e-mail; Rome time, no seconds.
    const history = page.getByRole('list', { name: 'History, newest first' })
    const followUp = history
      .getByRole('listitem')
      .filter({ hasText: 'Follow-up set to July 10, 2026' })
    await expect(followUp).toContainText(
      new RegExp(`${teamName} · July 1, 2026 at 12:05\\sPM Rome time`),
    )
    await expect(
      history
        .getByRole('listitem')
        .filter({ hasText: 'Zagara Heritage Journeys declined the journey' }),
    ).toContainText(/Zagara Heritage Journeys · July 1, 2026 at 12:06\sPM Rome time/)
    await expect(history).not.toContainText('@')
    await expect(
      history.getByText('Note added: Told the family the agency is full in May.'),
    ).toBeVisible()
    for (const time of await page.locator('main time').allTextContents())
      expect(time).toMatch(ROME_TIME)
    await followUp.scrollIntoViewIfNeeded()
    await shoot(page.getByRole('region', { name: 'History' }), page, 'lead-history-names')
    await checkA11y()
  })

  test(`the family's reason for declining is on the lead page and in the history, at ${width} px`, async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    await ensureAdmin(ADMIN.email, ADMIN.fullName)
    const { id, token } = await inquiryWithToken(`Carlo Esposito ${width} ${Date.now()}`)
    const versionId = await sentPlan(id)
    // The family declines on its page (the journey function, as the page calls it).
    const declined = await fetch(`${SUPABASE_URL}/functions/v1/journey/plan/decline`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json', 'X-Journey-Token': token },
      body: JSON.stringify({ versionId, reason: 'Our dates changed: May is too soon for us.' }),
    })
    expect(declined.status).toBe(200)

    await signInThroughUi(page, ADMIN.email)
    await page.goto(`/admin/inquiries/${id}`)
    const plan = page.getByRole('region', { name: 'Plan', exact: true })
    const said = plan.getByRole('note')
    await expect(said).toContainText(/^The family declined version 1 on .+ Rome time\./)
    await expect(said).toContainText('Their reason: “Our dates changed: May is too soon for us.”')
    await said.scrollIntoViewIfNeeded()
    await shoot(plan, page, 'lead-plan-declined')
    const history = page.getByRole('list', { name: 'History, newest first' })
    const line = history.getByRole('listitem').filter({
      hasText:
        'The family declined plan version 1. Their reason: “Our dates changed: May is too soon for us.”',
    })
    await expect(line).toContainText(/The family · .+ Rome time$/)
    // Keyboard alone: the editor for the next version is there to answer the no.
    await plan.getByRole('button', { name: 'Save draft' }).focus()
    await page.keyboard.press('Tab')
    await expect(plan.getByRole('button', { name: 'Send to the family' })).toBeFocused()
    await line.scrollIntoViewIfNeeded()
    await shoot(page.getByRole('region', { name: 'History' }), page, 'lead-history-declined')
    await checkA11y()
  })
}
