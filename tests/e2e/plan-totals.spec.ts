import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { inquiryWithToken } from './family-link'
import { expect, test } from './fixtures'
import { payWithTestCard } from './pay-with-test-card'
import { acceptedPlanWithFee } from './accepted-plan'

/**
 * Issue 50 items 4 and 2 (docs/product/plan.md "Totals", docs/product/journey.md "After paying"): the accepted plan's
 * totals per currency, the research fee read as due until the server says paid; after paying, the banner's step
 * leads, by keyboard alone, to the sharing choices, which save and stay. At 375 and 1280 px, axe clean.
 */
const SHOTS = process.env.SHOTS_DIR
test.describe.configure({ timeout: 240_000 })
const SLOW = { timeout: 20_000 }
const AGENCY = 'Zagara Heritage Journeys'

async function shoot(page: Page, name: string, width: number) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
}

for (const width of [375, 1280]) {
  test(`totals per currency, then paid, then the step to the sharing choices (${width} px)`, async ({
    page,
    baseURL,
    checkA11y,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const family = await inquiryWithToken(`Carla Totals ${width}`)
    await acceptedPlanWithFee(family.id, 89_000, {
      agencyId: 'sicilia-heritage',
      perPersonMinor: 230_000,
      people: 3,
    })
    await page.goto(`/journey/${family.token}`)
    const totals = page.getByRole('region', { name: 'Totals' })
    await expect(totals).toContainText('In US dollars: $890', SLOW)
    await expect(totals).toContainText(
      'The research fee, to Radici: $890. Due to Radici now; not paid yet.',
    )
    await expect(totals).toContainText('In euros: €6,900')
    await expect(totals).toContainText(
      `The journey, to ${AGENCY}: €6,900 for 3 people (€2,300 a person). Paid later to ${AGENCY}, not to Radici`,
    )
    await expect(totals).toContainText('your bank or card sets the rate on the day you pay')
    // Nothing on the page says the fee is paid before it is.
    await expect(page.getByText(/paid now/i)).toHaveCount(0)
    await expect(page.getByText(/^Paid\b/)).toHaveCount(0)
    // Before the hand-off, the sharing section is the step.
    const sharing = page.getByRole('region', { name: 'Your agency in Italy' })
    await expect(sharing).toContainText(
      `Before we send your trip to ${AGENCY}: choose what it may see.`,
    )
    await checkA11y(page)
    await shoot(page, 'totals-due', width)

    const fee = page.getByRole('region', { name: 'The research fee' })
    await fee.getByRole('button', { name: 'Pay the research fee' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: /Pay 890\.00 USD/ })).toBeVisible(SLOW)
    await payWithTestCard(page, baseURL)

    const banner = page.getByRole('status').filter({ hasText: 'Payment received' })
    await expect(banner).toContainText('Payment received: $890.00.', SLOW)
    await expect(banner).toBeFocused()
    const step = banner.getByRole('link', {
      name: `Next, before we send your trip to ${AGENCY}: choose what it may see`,
    })
    await expect(step).toBeVisible(SLOW)
    await expect(totals).toContainText(
      /The research fee, to Radici: \$890\. Paid to Radici on \w+ \d+, \d{4}\./,
      SLOW,
    )
    await shoot(page, 'banner-step', width)

    // Keyboard alone: from the focused banner to its link, then to the choices.
    await page.keyboard.press('Tab')
    await expect(step).toBeFocused()
    await page.keyboard.press('Enter')
    const heading = page.locator('#your-agency')
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport()
    await page.keyboard.press('Tab')
    // The agency's privacy notice, when the team has saved one (another spec may have), comes first.
    if ((await sharing.getByRole('link', { name: /privacy notice/ }).count()) > 0) {
      await expect(sharing.getByRole('link', { name: /privacy notice/ })).toBeFocused()
      await page.keyboard.press('Tab')
    }
    const ancestors = sharing.getByRole('checkbox', { name: /Share my ancestors’ names and towns/ })
    await expect(ancestors).toBeFocused()
    await page.keyboard.press('Space')
    await expect(sharing.getByRole('status')).toContainText(
      `${AGENCY} will receive your ancestors’ names and towns.`,
      SLOW,
    )
    await checkA11y(page)
    await shoot(page, 'sharing-step', width)
  })
}
