import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { inquiryWithToken } from './family-link'
import { expect, test } from './fixtures'
import { paidResearchPlan, SAMPLE_RESEARCHERS, seedResearchers } from './research-fixtures'
import { sql } from './stand-in'

/**
 * The researcher's photo of a page (issue 45 parts 4 and 8, docs/decisions/266) in Chromium: on the Italian page the
 * researcher adds a photo to Giuseppe's record (the server checks its bytes); once a version showing it is
 * published, the family opens it in the zoomable viewer from the keyboard and closes it with Escape. The
 * assignment and the publication are written as the database functions write them (tests/e2e/research.spec.ts
 * walks those screens).
 */
const SHOTS = process.env.SHOTS_DIR

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false })
  }
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Buffer.from(digest).toString('hex')
}

test('the researcher adds a photo of the page; the family opens it in the zoomable viewer', async ({
  page,
  browser,
}) => {
  const family = await inquiryWithToken('Maria Russo')
  await seedResearchers()
  await paidResearchPlan(family.id)
  const link = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
  const [assigned] = await sql<{ outcome: string; assignment_id: string }>(
    'select * from public.research_assign($1, $2, $3, null, $4)',
    [family.id, SAMPLE_RESEARCHERS.it, await sha256(link), 'e2e'],
  )
  expect(assigned?.outcome).toBe('ok')
  const assignment = assigned!.assignment_id
  await sql(
    `insert into public.research_records (assignment_id, type, date, comune, archive, series, act_number, people,
       transcription_language, proof, consulted_on)
     values ($1, 'birth', '{"year":1887,"month":3,"day":14}', '{"comune":"Padula","province":"Salerno","region":"Campania"}',
       'Archivio di Stato di Salerno', 'Stato civile italiano, Nati', '42',
       '[{"name":"Giuseppe Russo","role":"subject","ancestorId":null}]', 'it', 'proven', '2026-11-21')`,
    [assignment],
  )

  const researcher = await browser.newPage()
  await researcher.goto(`/research/${link}`)
  const input = researcher.getByLabel('Aggiungi una foto della pagina')
  await input.setInputFiles({
    name: 'pagina-42.jpg',
    mimeType: 'image/jpeg',
    // A real JPEG: the page's own picture stands in for the photo of a register's page.
    buffer: await researcher.screenshot({ type: 'jpeg', quality: 70 }),
  })
  await expect(researcher.getByText('Foto aggiunta all’atto.')).toBeVisible()
  await expect(researcher.getByRole('button', { name: 'Apri la foto pagina-42.jpg' })).toBeVisible()
  await input.scrollIntoViewIfNeeded()
  await shoot(researcher, 'researcher-record-photo')

  // Published as research_publish freezes it: the photo by reference.
  const [photo] = await sql<{
    id: string
    file_name: string
    content_type: string
    size_bytes: number
  }>(
    'select id, file_name, content_type, size_bytes from public.research_photos where assignment_id = $1',
    [assignment],
  )
  const [record] = await sql<{ id: string }>(
    'select id from public.research_records where assignment_id = $1',
    [assignment],
  )
  const report = {
    version: 1,
    publishedAt: new Date().toISOString(),
    researcherName: 'Chiara Esposito (sample)',
    questions: { lines: [], weeks: 6, deliverables: ['report'], planVersion: 1 },
    searches: [],
    records: [
      {
        id: record!.id,
        searchId: null,
        type: 'birth',
        date: { year: 1887, month: 3, day: 14 },
        comune: { comune: 'Padula', province: 'Salerno', region: 'Campania' },
        archive: 'Archivio di Stato di Salerno',
        series: 'Stato civile italiano, Nati',
        actNumber: '42',
        people: [{ name: 'Giuseppe Russo', role: 'subject', ancestorId: null }],
        pageUrl: null,
        transcriptionLanguage: 'it',
        transcription: null,
        translation: null,
        proof: 'proven',
        consultedOn: '2026-11-21',
        notes: null,
        citation:
          'Archivio di Stato di Salerno, Stato civile italiano, Nati, Padula (Salerno), birth record, 1887-03-14, act no. 42, consulted 2026-11-21.',
        photos: [
          {
            id: photo!.id,
            name: photo!.file_name,
            type: photo!.content_type,
            size: photo!.size_bytes,
          },
        ],
      },
    ],
    changes: null,
  }
  await sql(
    `update public.research_assignments set state = 'published', published_at = now() where id = $1`,
    [assignment],
  )
  await sql(
    `insert into public.research_reports (assignment_id, submission_id, version, content) values ($1, $2, 1, $3::jsonb)`,
    [assignment, family.id, JSON.stringify(report)],
  )

  await page.setViewportSize({ width: 375, height: 900 })
  await page.goto(`/journey/${family.token}`)
  const open = page.getByRole('button', { name: "Open the researcher's photo of this page" })
  await open.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: "The researcher's photo of the page" })
  await expect(
    dialog.getByRole('img', {
      name: "The researcher's photo of the page: Birth record of Giuseppe Russo, March 14, 1887, Padula",
    }),
  ).toBeVisible()
  await shoot(page, 'family-photo-viewer')
  await dialog.getByRole('button', { name: 'Zoom in' }).click()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()
})
