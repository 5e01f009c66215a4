import { inquiryWithToken } from './family-link'
import { expect, test } from './fixtures'
import { payWithTestCard } from './pay-with-test-card'
import { acceptedPlanWithFee } from './accepted-plan'
import { capturedEmails, sql } from './stand-in'

/**
 * Issue 32 item 6 (docs/product/payments.md): the family pays the research fee on the stand-in's Stripe checkout
 * page; a declined card charges nothing; a 4242 card pays, the journey page shows the paid state, the receipt is in
 * the mail capture.
 */
test('declined, then paid with 4242: paid state and one receipt', async ({
  page,
  checkA11y,
  baseURL,
}) => {
  const family = await inquiryWithToken('Rosa Fee')
  const [who] = await sql<{ email: string }>(
    'select email from public.form_submissions where id = $1',
    [family.id],
  )
  await acceptedPlanWithFee(family.id, 25_000)
  await page.goto(`/journey/${family.token}`)
  const section = page.getByRole('region', { name: 'The research fee' })
  await expect(section).toContainText('$250.00')
  await checkA11y(page)
  // Keyboard: the button is reached and pressed without a mouse.
  await section.getByRole('button', { name: 'Pay the research fee' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: /Pay 250\.00 USD/ })).toBeVisible()

  await page.getByLabel('Card number').fill('4000 0000 0000 0002')
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /Pay/ }).click()
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.')
  expect(
    await sql(
      "select * from public.inquiry_history where submission_id = $1 and kind = 'research_paid'",
      [family.id],
    ),
  ).toHaveLength(0)

  await payWithTestCard(page, baseURL)
  await expect(page.getByRole('region', { name: 'The research fee' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'The research fee' })).toContainText(
    'Paid $250.00 on',
    {
      timeout: 15_000,
    },
  )
  await expect
    .poll(async () =>
      (await capturedEmails())
        .filter((m) => m.to.includes(who!.email))
        .some((m) => /^Your receipt R-\d{4}-\d{5}: research fee of \$250\.00$/.test(m.subject)),
    )
    .toBe(true)
})
