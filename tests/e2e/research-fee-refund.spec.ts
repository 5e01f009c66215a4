import type { Page } from '@playwright/test'
import { ensureAdmin, signInThroughUi } from './admin-helpers'
import { inquiryWithToken } from './family-link'
import { expect, test } from './fixtures'
import { payWithTestCard } from './pay-with-test-card'
import { sql } from './stand-in'
import { ACCEPT_VERSION_SQL } from '../fixtures/accept-version'
import { teamDay } from '../../src/features/admin/console/lib/team-time'

/**
 * Issue 32 (docs/product/payments.md, "Refunds"): the family pays the research fee inside its accepted plan; the
 * team refunds part of it, then the rest, from the console's payment panel (keyboard in the dialog, axe with the
 * dialog open); the family's plan shows what was refunded. Screenshots at 375 and 1280 px with SHOTS_DIR.
 */
const ADMIN = { email: 'marco@radici.example', fullName: 'Marco Esposito' }
const SHOTS = process.env.SHOTS_DIR

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const CONTENT = {
  research: {
    lines: [{ kind: 'digital_archives', ancestorLine: 'The Russo line of Padula', backTo: '1750' }],
    weeks: 8,
    deliverables: ['report', 'record_images', 'tree_file'],
  },
  journey: {
    dates: 'May 12–20, 2027',
    people: 2,
    hotel: 'Boutique, 4 stars',
    days: [
      {
        town: 'Padula (SA)',
        title: "Giuseppe's baptism record",
        text: 'The parish archive with a local genealogist.',
        ancestors: ['Giuseppe Russo'],
      },
    ],
    included: 'Hotels, a driver, the genealogist',
    notIncluded: 'Flights',
  },
  terms: { cancellation: 'Free cancellation up to 60 days before.' },
}

/** An accepted version made as ADR 199 allows (draft, sent with its hash, accepted). */
async function acceptedPlan(inquiryId: string, feeMinor: number) {
  const [row] = await sql<{ id: string }>(
    `insert into public.plan_versions (submission_id, version, content, research_fee_minor, research_currency,
       journey_per_person_minor, journey_currency, valid_until)
     values ($1, 1, $2::jsonb, $3, 'USD', 245000, 'EUR', (now() + interval '30 days')::date) returning id`,
    [inquiryId, JSON.stringify(CONTENT), feeMinor],
  )
  await sql(
    `update public.plan_versions set state = 'sent', sent_at = now(), content_hash = repeat('e', 64) where id = $1`,
    [row!.id],
  )
  await sql(ACCEPT_VERSION_SQL, [row!.id])
}

test('the family pays inside its plan; the team refunds half, then the rest', async ({
  browser,
  page,
  checkA11y,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const family = await inquiryWithToken('Lucia Refund')
  await acceptedPlan(family.id, 30_000)

  const familyPage = await (await browser.newContext({ baseURL })).newPage()
  await familyPage.goto(`/journey/${family.token}`)
  const plan = familyPage.getByRole('region', { name: 'Your plan' })
  await expect(plan.getByRole('heading', { name: 'Version 1: Accepted' })).toBeVisible()
  // The payment is part of the accepted plan, right after the acceptance.
  const fee = plan.getByRole('region', { name: 'The research fee' })
  await expect(fee).toContainText('Your accepted plan starts with the research fee of $300.00.')
  await shoot(familyPage, 'family-plan-to-pay')
  await fee.getByRole('button', { name: 'Pay the research fee' }).click()
  await payWithTestCard(familyPage, baseURL)
  await expect
    .poll(
      async () => {
        await familyPage.reload()
        return (await plan.getByRole('region', { name: 'The research fee' }).textContent()) ?? ''
      },
      { timeout: 20_000 },
    )
    .toContain('Paid $300.00 on')
  await shoot(familyPage, 'family-plan-paid')
  await checkA11y(familyPage)

  await ensureAdmin(ADMIN.email, ADMIN.fullName)
  // Another spec may have signed this member up first under another name: the panel names the profile's.
  await sql(
    'update public.profiles set full_name = $1 where id = (select id from auth.users where lower(email) = lower($2))',
    [ADMIN.fullName, ADMIN.email],
  )
  await signInThroughUi(page, ADMIN.email)
  await page.goto(`/admin/inquiries/${family.id}`)
  const panel = page.getByRole('region', { name: 'Research fee' })
  await expect(panel).toContainText('Paid: $300.00')
  // The lead's stage followed the payment (issue 50).
  await expect(page.getByRole('list', { name: 'Workflow' })).toContainText(
    'Lead status: Researching',
  )
  await shoot(page, 'console-payment-paid')

  // Half, with the keyboard in the dialog: how much is a choice of its own, the button names the amount.
  await panel.getByRole('button', { name: 'Refund…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Refund the research fee' })
  await expect(dialog).toContainText('Up to $300.00 can be refunded.')
  const all = dialog.getByRole('radio', { name: 'All that remains: $300.00' })
  await expect(all).toBeFocused()
  await expect(all).not.toBeChecked()
  await checkA11y(page)
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'Choose how much to refund: all that remains, or a part of it.',
  )
  await dialog.getByRole('radio', { name: 'A part of it' }).check()
  await dialog.getByLabel('Reason').fill('Half: the church archives were closed')
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Enter the amount to refund, such as 125.00.')
  await dialog.getByLabel('Amount to refund (USD)').fill('abc')
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Enter an amount such as 125.00.')
  await dialog.getByLabel('Amount to refund (USD)').fill('150.00')
  await dialog.getByLabel('Reason').focus()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Refund $150.00' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(panel).toContainText('Partly refunded: $300.00, $150.00 refunded')
  await expect(panel).toContainText(
    `$150.00 on ${teamDay(Date.now())} by ${ADMIN.fullName}: Half: the church archives were closed`,
  )
  await expect(panel.getByRole('button', { name: 'Refund…' })).toBeFocused()
  await shoot(page, 'console-payment-partly-refunded')

  // The rest: chosen as all that remains, named on the button.
  await panel.getByRole('button', { name: 'Refund…' }).click()
  await expect(dialog).toContainText('Up to $150.00 can be refunded.')
  await dialog.getByRole('radio', { name: 'All that remains: $150.00' }).check()
  await dialog.getByLabel('Reason').fill('The family cancelled')
  await shoot(page, 'console-refund-dialog')
  await dialog.getByRole('button', { name: 'Refund $150.00' }).click()
  await expect(panel).toContainText('Refunded: $300.00, $300.00 refunded')
  await expect(panel.getByRole('button', { name: 'Refund…' })).toHaveCount(0)
  // Nothing left to refund: focus goes to the panel's heading, not to the page's start.
  await expect(panel.getByRole('heading', { name: 'Research fee' })).toBeFocused()
  await checkA11y(page)
  await shoot(page, 'console-payment-refunded')
  expect(
    await sql(
      `select r.amount_minor from public.research_refunds r
         join public.research_payments p on p.id = r.payment_id
        where p.submission_id = $1 order by r.created_at`,
      [family.id],
    ),
  ).toEqual([{ amount_minor: 15_000 }, { amount_minor: 15_000 }])

  await familyPage.reload()
  await expect(plan.getByRole('region', { name: 'The research fee' })).toContainText(
    'Paid $300.00 on',
  )
  await expect(plan.getByRole('region', { name: 'The research fee' })).toContainText(
    '$300.00 was refunded.',
  )
})
