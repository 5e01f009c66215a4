import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { ADMIN_PASSWORD, ensureAdmin } from './admin-helpers'
import { inquiryWithToken } from './family-link'
import { expect, test } from './fixtures'
import { paidResearchPlan, SAMPLE_RESEARCHERS, seedResearchers } from './research-fixtures'
import { ANON_KEY, capturedEmails, SUPABASE_URL } from './stand-in'

/**
 * Part 9 of issue 45 in Chromium (docs/product/research.md, "Keep the report"): a report published through the
 * research function's real routes (the team assigns, the researcher logs a found and a not-found search and
 * Giuseppe's 1887 birth record, submits, the team publishes); the family, on a 375 px phone, downloads the PDF by
 * keyboard; its text (read with pdfjs-dist) holds the record's citation and the not-found reason. The page's print
 * shows the report with its transcriptions open. Axe on the page.
 */
const ADMIN = { email: 'sofia@radici.example', fullName: 'Sofia Bruno' }
const SHOTS = process.env.SHOTS_DIR
const RESEARCH = `${SUPABASE_URL}/functions/v1/research`

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

async function post(path: string, headers: Record<string, string>, body: unknown) {
  const response = await fetch(`${RESEARCH}${path}`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  expect(response.status, `${path}: ${text}`).toBe(200)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each step reads the part it needs
  return JSON.parse(text) as Record<string, any>
}

const padula = { comune: 'Padula', province: 'Salerno', region: 'Campania' }
const search = {
  archiveKind: 'state_archive',
  archive: 'Archivio di Stato di Salerno',
  comune: padula,
  names: 'Giuseppe Russo, Rosso',
  searchedOn: '2026-11-20',
}

/** Maria Russo's research, published as version 1 through the function's routes. */
async function publishedReport(): Promise<{ token: string; citation: string }> {
  const family = await inquiryWithToken('Maria Russo')
  await seedResearchers()
  await paidResearchPlan(family.id)
  const team = { Authorization: `Bearer ${await adminAccessToken()}` }
  await post(`/team/${family.id}/assign`, team, { researcherId: SAMPLE_RESEARCHERS.it })
  const mail = (await capturedEmails()).find(
    (email) =>
      email.to.includes('chiara.esposito@radici.example') &&
      email.text?.includes(`/research/`) &&
      email.text.includes('Russo'),
  )
  const link = /\/research\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? ''
  expect(link).toHaveLength(43)
  const researcher = { 'X-Research-Token': link }
  await post('', researcher, {
    action: 'saveSearch',
    search: {
      ...search,
      series: 'Stato civile italiano, Nati',
      yearFrom: 1885,
      yearTo: 1889,
      result: 'found',
    },
  })
  await post('', researcher, {
    action: 'saveSearch',
    search: {
      ...search,
      series: 'Stato civile italiano, Matrimoni',
      yearFrom: 1878,
      yearTo: 1886,
      result: 'not_found',
      notFoundReason: 'register_missing',
    },
  })
  const view = await post('', researcher, {
    action: 'saveRecord',
    record: {
      type: 'birth',
      date: { year: 1887, month: 3, day: 14 },
      comune: padula,
      archive: 'Archivio di Stato di Salerno',
      series: 'Stato civile italiano, Nati',
      actNumber: '42',
      people: [
        { name: 'Giuseppe Russo', role: 'subject' },
        { name: 'Michele Russo', role: 'father' },
      ],
      pageUrl: 'https://antenati.cultura.gov.it/ark:/12657/an_ua19944535/w9DWR8x',
      transcriptionLanguage: 'it',
      transcription: 'L’anno milleottocentottantasette, addì quattordici di marzo, in Padula…',
      translation: 'In the year eighteen eighty-seven, on the fourteenth of March, in Padula…',
      proof: 'proven',
      consultedOn: '2026-11-21',
    },
  })
  const citation = String(view.records?.[0]?.citation ?? '')
  expect(citation).toContain('act no. 42')
  await post('', researcher, { action: 'submit' })
  await post(`/team/${family.id}/review`, team, { action: 'publish' })
  return { token: family.token, citation }
}

/** The PDF's text, page by page, as a reader's viewer extracts it. */
async function pdfText(data: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const pdf = await getDocument({ data }).promise
  const pages: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent()
    const text = content.items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ''))
      .join('')
    pages.push(text.replace(/\s+/g, ' '))
  }
  return pages
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

test('the family downloads the published report as a PDF on a phone; its text holds the citation', async ({
  browser,
  checkA11y,
}) => {
  test.slow() // the report goes through five calls of the function, then the PDF is made on a shared machine
  const { token, citation } = await publishedReport()

  const phone = await (
    await browser.newContext({ viewport: { width: 375, height: 800 }, acceptDownloads: true })
  ).newPage()
  // pdfmake is not on the page until the family asks for the PDF.
  const fetched: string[] = []
  phone.on('request', (request) => fetched.push(request.url()))
  await phone.goto(`/journey/${token}`)
  const results = phone.getByRole('region', { name: 'Your research results' })
  await expect(results).toBeVisible({ timeout: 20_000 })
  await expect(results.getByText('Birth record, March 14, 1887, Padula (Salerno)')).toBeVisible()
  expect(fetched.filter((url) => /pdfmake|vfs_fonts/.test(url))).toEqual([])

  const button = results.getByRole('button', { name: 'Download the report (PDF)' })
  await button.focus()
  const [download] = await Promise.all([
    phone.waitForEvent('download', { timeout: 60_000 }),
    phone.keyboard.press('Enter'),
  ])
  expect(download.suggestedFilename()).toMatch(
    /^Radici research report - Russo - v1 - \d{4}-\d{2}-\d{2}\.pdf$/,
  )
  await expect(results.getByText('Your PDF is downloaded.')).toBeVisible()
  const file = readFileSync(await download.path())
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true })
    writeFileSync(`${SHOTS}/research-report.pdf`, file)
  }
  const pages = await pdfText(new Uint8Array(file))
  const text = pages.join(' ')
  expect(pages[0]).toContain('Research report: the Russo family, version 1')
  expect(text).toContain(citation)
  expect(text).toContain('Not found: The register for those years is missing (lost or destroyed).')
  expect(text).toContain('These images are not certificates')

  const width = await phone.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)
  await checkA11y(phone)
  await shoot(phone, 'results-375')

  // The page printed: the buttons are not printed, the transcription is, open.
  await phone.emulateMedia({ media: 'print' })
  await phone.evaluate(() => window.dispatchEvent(new Event('beforeprint')))
  await expect(results.getByText(/In the year eighteen eighty-seven/)).toBeVisible()
  await expect(button).toBeHidden()
  await shoot(phone, 'results-print-375')
  await phone.evaluate(() => window.dispatchEvent(new Event('afterprint')))
  await phone.emulateMedia({ media: 'screen' })
})
