import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { ensureAdmin, signInThroughUi } from './admin-helpers'
import { inquiryWithToken } from './family-link'
import { expect, test } from './fixtures'
import { paidResearchPlan, SAMPLE_RESEARCHERS, seedResearchers } from './research-fixtures'
import { sql } from './stand-in'

/**
 * Issue 45, part 6 in Chromium (docs/product/research.md, "Conclusions and next steps"; ADR 268): the researcher
 * writes the conclusion of the plan's question and a next step with its price (typed in Italian) and a town; the
 * page reads the same in English; the team publishes; the family reads the conclusion first and the next step after
 * the log, the price in its own locale. Axe on every page.
 */
const ADMIN = { email: 'sofia@radici.example', fullName: 'Sofia Bruno' }
const SHOTS = process.env.SHOTS_DIR

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
}

/** A paid plan assigned to the Italian sample researcher, with one search logged; answers the link's token. */
async function assignedResearch() {
  const inquiry = await inquiryWithToken('Maria Russo')
  await seedResearchers()
  const versionId = await paidResearchPlan(inquiry.id)
  const token = randomBytes(32).toString('base64url')
  const [row] = await sql<{ id: string }>(
    `insert into public.research_assignments (submission_id, plan_version_id, researcher_id, token_hash, due_at)
     values ($1, $2, $3, $4, now() + interval '42 days') returning id`,
    [
      inquiry.id,
      versionId,
      SAMPLE_RESEARCHERS.it,
      createHash('sha256').update(token).digest('hex'),
    ],
  )
  await sql(
    `insert into public.research_searches (assignment_id, archive_kind, archive, series, comune, year_from, year_to,
       names, result, searched_on)
     values ($1, 'state_archive', 'Archivio di Stato di Salerno', 'Stato civile italiano, Nati',
       '{"comune":"Padula","province":"Salerno","region":"Campania"}', 1885, 1889, 'Giuseppe Russo', 'found',
       '2026-11-20')`,
    [row!.id],
  )
  return { ...inquiry, link: token }
}

test('the researcher concludes and proposes a next step; the family reads the conclusion first', async ({
  page,
  browser,
  checkA11y,
}) => {
  test.slow()
  const family = await assignedResearch()
  const researcher = await (await browser.newContext()).newPage()
  await researcher.goto(`/research/${family.link}`)
  const conclusions = researcher.getByRole('region', { name: 'Le conclusioni' })
  await expect(
    conclusions.getByText('Nessuna conclusione scritta per questo quesito.'),
  ).toBeVisible()
  await expect(researcher.getByText(/^Il quesito 1 non ha ancora una conclusione/)).toBeVisible()

  await conclusions.getByRole('button', { name: 'Scrivi la conclusione del quesito 1' }).click()
  await conclusions
    .getByLabel('La conclusione, in parole semplici')
    .fill('Giuseppe Russo nacque a Padula il 14 marzo 1887, figlio di Michele.')
  await conclusions.getByLabel('Grado di certezza', { exact: true }).selectOption('proven')
  await conclusions.getByRole('button', { name: 'Salva' }).click()
  await expect(researcher.getByText('Conclusione salvata.')).toBeFocused()
  await expect(researcher.getByText(/non ha ancora una conclusione/)).toBeHidden()

  const steps = researcher.getByRole('region', { name: 'I prossimi passi' })
  await steps.getByRole('button', { name: 'Aggiungi un prossimo passo' }).click()
  const form = researcher.getByRole('form', { name: 'Nuovo prossimo passo' })
  await form.getByLabel('Tipo di lavoro').selectOption('latin_church_records')
  await form
    .getByLabel('Che cosa fare')
    .fill('Leggere i registri dei battesimi di San Michele Arcangelo, 1840–1860.')
  await form.getByLabel('Costo stimato (facoltativo)').fill('1.250,5')
  await form.getByRole('combobox', { name: 'Comuni a cui porta (facoltativo)' }).focus()
  await researcher.keyboard.type('Padula')
  await expect(researcher.getByRole('option', { name: /Padula/ }).first()).toBeVisible()
  await researcher.keyboard.press('ArrowDown')
  await researcher.keyboard.press('Enter')
  await expect(form.getByText('Padula (Salerno)')).toBeVisible()
  await form.getByRole('button', { name: 'Salva' }).click()
  await expect(researcher.getByText('Prossimo passo salvato.')).toBeVisible()
  await expect(steps.getByText('Costo stimato: 1250,50 €')).toBeVisible()
  await expect(steps.getByText('Comuni: Padula (Salerno)')).toBeVisible()
  await checkA11y(researcher)
  await shoot(researcher, 'researcher-conclusions-it')

  await researcher.getByRole('button', { name: 'English' }).click()
  const english = researcher.getByRole('region', { name: 'Next steps' })
  await expect(english.getByText('Estimated price: €1,250.50')).toBeVisible()
  await expect(
    researcher.getByRole('region', { name: 'The conclusions' }).getByText('How sure: Proven'),
  ).toBeVisible()
  await checkA11y(researcher)
  await shoot(researcher, 'researcher-conclusions-en')
  await researcher.getByRole('button', { name: 'Submit the report' }).click()
  await expect(researcher.getByText(/^The report is with the Radici team/)).toBeVisible()

  // The team reads it as the family will, and publishes.
  await ensureAdmin(ADMIN.email, ADMIN.fullName)
  await signInThroughUi(page, ADMIN.email)
  await page.goto(`/admin/inquiries/${family.id}`)
  const research = page.getByRole('region', { name: 'Research' })
  await expect(research.getByText('What the research concluded')).toBeVisible()
  // The town the next step leads to, offered to the team as a day of the journey: the team's plan draft grows.
  await sql(
    `insert into public.plan_versions (submission_id, version, content, research_fee_minor, research_currency,
       valid_until)
     values ($1, 2, $2::jsonb, 0, 'USD', current_date + 30)`,
    [
      family.id,
      JSON.stringify({
        research: { lines: [], weeks: 1, deliverables: [] },
        journey: { dates: '', people: 2, hotel: '', days: [], included: '', notIncluded: '' },
        terms: { cancellation: '' },
      }),
    ],
  )
  await page.reload()
  await expect(research.getByText('What the research concluded')).toBeVisible()
  await research.getByRole('button', { name: 'Add Padula as a day of the plan draft' }).click()
  await expect(research.getByText(/^Padula is day 1 of the plan draft/)).toBeVisible()
  const [draft] = await sql<{ content: { journey: { days: { town: string }[] } } }>(
    `select content from public.plan_versions where submission_id = $1 and state = 'draft'`,
    [family.id],
  )
  expect(draft?.content.journey.days.map((day) => day.town)).toEqual(['Padula'])
  await checkA11y()
  await research.getByRole('button', { name: 'Publish version 1' }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Yes, publish version 1' })
    .click()
  await expect(research.getByText(/^Version 1 is published\./)).toBeVisible()

  const phone = await (
    await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'en-US' })
  ).newPage()
  await phone.goto(`/journey/${family.token}`)
  const results = phone.getByRole('region', { name: 'Your research results' })
  await expect(results).toBeVisible({ timeout: 20_000 })
  const concluded = results.getByRole('heading', { name: 'What the research concluded' })
  const records = results.getByRole('heading', { name: /^Records found/ })
  const next = results.getByRole('heading', { name: 'Next steps' })
  const log = results.getByRole('heading', { name: /^Research log/ })
  const top = async (l: typeof concluded) => (await l.boundingBox())!.y
  expect(await top(concluded)).toBeLessThan(await top(records))
  expect(await top(log)).toBeLessThan(await top(next))
  await expect(results.getByText(/figlio di Michele/)).toBeVisible()
  await expect(
    results.getByText('Estimated price of the further research: €1,250.50'),
  ).toBeVisible()
  await expect(results.getByText('Leads to: Padula (Salerno)')).toBeVisible()
  await checkA11y(phone)
  await shoot(phone, 'family-conclusions')
})
