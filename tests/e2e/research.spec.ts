import { mkdirSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { ensureAdmin, signInThroughUi } from './admin-helpers'
import { inquiryWithToken } from './family-link'
import { expect, test } from './fixtures'
import { paidResearchPlan, seedResearchers } from './research-fixtures'
import { capturedEmails, sql } from './stand-in'

/**
 * Issue 45 in Chromium (docs/product/research.md): a paid plan is assigned from the console; the researcher, on the
 * Italian page, logs three searches (one not found: the register is missing) and Giuseppe's 1887 birth record in
 * Padula with its transcription, translation and his father; submits; the team sends it back once with a comment;
 * the researcher answers and submits again; the team publishes; the family reads it at 375 px. Axe on every page.
 */
const ADMIN = { email: 'sofia@radici.example', fullName: 'Sofia Bruno' }
const SHOTS = process.env.SHOTS_DIR
const PAGE_URL = 'https://antenati.cultura.gov.it/ark:/12657/an_ua19944535/w9DWR8x'

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  const before = page.viewportSize()
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  if (before) await page.setViewportSize(before)
}

/** A family with its story (Giuseppe Russo, born in Padula) and a paid plan with one research line. */
async function paidFamily() {
  const inquiry = await inquiryWithToken('Maria Russo')
  const giuseppe = {
    id: crypto.randomUUID(),
    givenNames: 'Giuseppe',
    surnameItaly: 'Russo',
    relation: 'great-grandparent',
    birthDate: { kind: 'year', value: '1887' },
    birthPlace: { comune: 'Padula', province: 'Salerno', region: 'Campania' },
  }
  await sql(
    'insert into public.journey_stories (submission_id, ancestors) values ($1, $2::jsonb)',
    [inquiry.id, JSON.stringify([giuseppe])],
  )
  await seedResearchers()
  await paidResearchPlan(inquiry.id)
  return inquiry
}

async function chooseComune(page: Page, scope: Locator, name: string) {
  await scope.getByRole('combobox', { name: 'Comune' }).focus()
  await page.keyboard.type(name)
  await expect(page.getByRole('option', { name: new RegExp(name) }).first()).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(scope.getByText(`${name} (Salerno, Campania)`)).toBeVisible()
}

async function logSearch(
  page: Page,
  search: { series: string; from: string; to: string; found: boolean; reason?: string },
) {
  await page.getByRole('button', { name: 'Aggiungi una ricerca' }).click()
  const form = page.getByRole('form', { name: 'Nuova ricerca' })
  await form.getByLabel('Tipo di archivio', { exact: true }).selectOption('state_archive')
  await form.getByLabel('Archivio', { exact: true }).fill('Archivio di Stato di Salerno')
  await form.getByLabel('Registro o serie', { exact: true }).fill(search.series)
  await chooseComune(page, form, 'Padula')
  await form.getByLabel('Dall’anno', { exact: true }).fill(search.from)
  await form.getByLabel('All’anno', { exact: true }).fill(search.to)
  await form.getByLabel('Nomi e varianti cercati', { exact: true }).fill('Giuseppe Russo, Rosso')
  if (search.found) {
    await form.getByRole('radio', { name: 'Trovato', exact: true }).check()
  } else {
    await form.getByRole('radio', { name: 'Non trovato' }).check()
    await form.getByLabel('Motivo', { exact: true }).selectOption({ label: search.reason ?? '' })
  }
  await form.getByRole('button', { name: 'Salva' }).click()
  await expect(page.getByText('Ricerca salvata nel registro.')).toBeVisible()
}

test('a paid plan is assigned, researched, sent back once, published, and read by the family', async ({
  page,
  browser,
  checkA11y,
}) => {
  test.slow() // three people's pages, a dozen saves, on a shared 2-core machine
  const family = await paidFamily()

  // The team assigns the research from the lead page.
  await ensureAdmin(ADMIN.email, ADMIN.fullName)
  await signInThroughUi(page, ADMIN.email)
  await page.goto(`/admin/inquiries/${family.id}`)
  const research = page.getByRole('region', { name: 'Research' })
  await expect(
    research.getByText('The research fee is paid: choose the researcher who will do the research.'),
  ).toBeVisible()
  await research
    .getByLabel('Researcher', { exact: true })
    .selectOption({ label: 'Chiara Esposito (sample) (sample contact)' })
  await research.getByRole('button', { name: 'Assign the research' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Never the family’s e-mail, phone or address')
  await confirm.getByRole('button', { name: /^Yes, assign to/ }).click()
  await expect(research.getByText(/^Assigned to Chiara Esposito \(sample\)\./)).toBeVisible()
  await checkA11y()

  // The researcher's e-mail carries the private link.
  const mail = (await capturedEmails()).find(
    (email) =>
      email.to.includes('chiara.esposito@radici.example') && email.text?.includes('/research/'),
  )
  const link = /\/research\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? ''
  expect(link).toHaveLength(43)

  // The researcher's page, in Italian.
  // Another person in another browser: the researcher (axe needs a page of its own context).
  const researcher = await (await browser.newContext()).newPage()
  await researcher.goto(`/research/${link}`)
  await expect(
    researcher.getByRole('heading', { level: 1, name: /^Ricerca per la famiglia/ }),
  ).toBeVisible()
  await expect(researcher.locator('html')).toHaveAttribute('lang', 'it')
  await expect(researcher.getByText('Giuseppe Russo', { exact: false }).first()).toBeVisible()
  // Never the family's contact details.
  await expect(researcher.locator('body')).not.toContainText('@example.com')

  await logSearch(researcher, {
    series: 'Stato civile italiano, Nati',
    from: '1885',
    to: '1889',
    found: true,
  })
  await logSearch(researcher, {
    series: 'Stato civile italiano, Matrimoni',
    from: '1880',
    to: '1886',
    found: false,
    reason: 'Il registro è mancante o andato perduto',
  })
  await logSearch(researcher, {
    series: 'Stato civile della restaurazione, Nati',
    from: '1850',
    to: '1860',
    found: true,
  })
  await expect(
    researcher.getByText('Non trovato: Il registro è mancante o andato perduto'),
  ).toBeVisible()

  // Giuseppe's birth record, with his father.
  await researcher.getByRole('button', { name: 'Aggiungi un atto' }).click()
  const record = researcher.getByRole('form', { name: 'Nuovo atto' })
  await record
    .getByLabel('Tipo di atto', { exact: true })
    .selectOption({ label: 'Atto di nascita' })
  await record.getByLabel('Anno', { exact: true }).fill('1887')
  await chooseComune(researcher, record, 'Padula')
  await record.getByLabel('Archivio', { exact: true }).fill('Archivio di Stato di Salerno')
  await record.getByLabel('Registro o serie', { exact: true }).fill('Stato civile italiano, Nati')
  await record.getByLabel('Numero dell’atto (facoltativo)', { exact: true }).fill('42')
  const first = record.getByRole('group', { name: 'Persona 1' })
  await first.getByLabel('Nome e cognome', { exact: true }).fill('Giuseppe Russo')
  await first.getByLabel('Ruolo', { exact: true }).selectOption({ label: 'intestatario' })
  await first
    .getByLabel('È uno degli antenati della famiglia?', { exact: true })
    .selectOption({ index: 1 })
  await record.getByRole('button', { name: 'Aggiungi una persona' }).click()
  const second = record.getByRole('group', { name: 'Persona 2' })
  await second.getByLabel('Nome e cognome', { exact: true }).fill('Michele Russo')
  await second.getByLabel('Ruolo', { exact: true }).selectOption({ label: 'padre' })
  await record
    .getByLabel('Indirizzo della pagina su Antenati (facoltativo)', { exact: true })
    .fill(PAGE_URL)
  await record.getByLabel('Grado di certezza', { exact: true }).selectOption({ label: 'Accertato' })
  await record
    .getByLabel('Trascrizione', { exact: true })
    .fill('L’anno milleottocentottantasette, addì dodici di maggio… è comparso Michele Russo…')
  await record
    .getByLabel('Traduzione in inglese', { exact: true })
    .fill('In the year eighteen eighty-seven, on the twelfth of May… appeared Michele Russo…')
  await record.getByRole('button', { name: 'Salva' }).click()
  await expect(researcher.getByText('Atto salvato.')).toBeVisible()
  await expect(researcher.getByText('Michele Russo (padre)')).toBeVisible()
  await checkA11y(researcher)
  await shoot(researcher, 'research-page-it')

  await researcher.getByRole('button', { name: 'Invia il resoconto' }).click()
  await expect(
    researcher.getByText(/^Il resoconto è stato inviato al team di Radici/),
  ).toBeVisible()

  // The team reads it as the family will, and sends it back once.
  await page.reload()
  await expect(research.getByText('Review the report before the family reads it')).toBeVisible()
  await expect(research.getByText('Michele Russo, father')).toBeVisible()
  await research
    .getByLabel('Comment for the researcher', { exact: true })
    .fill('Please add the act number of the marriage search.')
  await research.getByRole('button', { name: 'Send back to the researcher' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, send it back' }).click()
  await expect(
    research.getByText(/^Sent back to Chiara Esposito \(sample\) with your comment\./),
  ).toBeVisible()

  // The researcher reads the comment and submits again.
  await researcher.reload()
  await expect(
    researcher.getByText('Please add the act number of the marriage search.'),
  ).toBeVisible()
  await researcher
    .getByLabel('Una nota per il team (facoltativa)', { exact: true })
    .fill('The marriage register is missing at the archive.')
  await researcher.getByRole('button', { name: 'Invia il resoconto' }).click()
  await expect(
    researcher.getByText(/^Il resoconto è stato inviato al team di Radici/),
  ).toBeVisible()

  // The team publishes.
  await page.reload()
  await expect(
    research.getByText('The marriage register is missing at the archive.').first(),
  ).toBeVisible()
  await shoot(page, 'research-review')
  await research.getByRole('button', { name: 'Publish version 1' }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Yes, publish version 1' })
    .click()
  await expect(research.getByText(/^Version 1 is published\./)).toBeVisible()
  await checkA11y()

  // Insights count the publication in the research funnel (other tests share the stand-in: at least this one).
  await page.goto('/admin/insights')
  const funnel = page.getByRole('region', { name: /^Inquiries at each step of the research/ })
  await expect(funnel.getByRole('row').filter({ hasText: 'Report published' })).toHaveText(
    /^Report published\s*[1-9]/,
  )
  await funnel.scrollIntoViewIfNeeded()
  await shoot(page, 'research-insights')
  await checkA11y()

  // The family reads it on a phone.
  const phone = await (
    await browser.newContext({ viewport: { width: 375, height: 800 } })
  ).newPage()
  await phone.goto(`/journey/${family.token}`)
  const results = phone.getByRole('region', { name: 'Your research results' })
  await expect(results).toBeVisible({ timeout: 20_000 })
  await expect(results.getByText('Birth record, 1887, Padula (Salerno)')).toBeVisible()
  await expect(results.getByText(/The register for those years is missing/)).toBeVisible()
  await results.getByText('Read the transcription and translation').first().click()
  await expect(results.getByText(/In the year eighteen eighty-seven/)).toBeVisible()
  const portal = results.getByRole('link', { name: 'Open this page on the Antenati portal' })
  await expect(portal).toHaveAttribute('href', PAGE_URL)
  await expect(results.getByText(/act no\. 42/)).toBeVisible()
  const width = await phone.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)
  await checkA11y(phone)
  await shoot(phone, 'research-results')
})
