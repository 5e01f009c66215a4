import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { inquiryWithToken } from './family-link'
import { expect, test } from './fixtures'
import { paidResearchPlan, SAMPLE_RESEARCHERS, seedResearchers } from './research-fixtures'
import { sql } from './stand-in'

/**
 * Issue 45 part 9 in Chromium (docs/decisions/270): the family, on its page at 375 px, makes a read-only link for a
 * relative; the relative opens it in a browser of their own and reads the report; the family stops sharing; the
 * relative's reload is the plain not-found page. Axe on every page.
 */
const SHOTS = process.env.SHOTS_DIR

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

/** Version 1 of a report, published (as research_publish freezes it): one search that found nothing. */
async function publishedFamily() {
  const family = await inquiryWithToken('Maria Russo')
  await seedResearchers()
  const versionId = await paidResearchPlan(family.id)
  const [assignment] = await sql<{ id: string }>(
    `insert into public.research_assignments (submission_id, plan_version_id, researcher_id, token_hash, due_at,
       state, submitted_at, published_at, link_expires_at)
     values ($1, $2, $3, encode(sha256(gen_random_uuid()::text::bytea), 'hex'), now() + interval '42 days',
       'published', now(), now(), now() + interval '90 days')
     returning id`,
    [family.id, versionId, SAMPLE_RESEARCHERS.it],
  )
  const report = {
    version: 1,
    publishedAt: new Date().toISOString(),
    researcherName: 'Chiara Esposito (sample)',
    questions: {
      lines: [{ kind: 'digital_archives', ancestorLine: 'Giuseppe Russo, Padula', backTo: '1850' }],
      weeks: 6,
      deliverables: ['report'],
      planVersion: 1,
    },
    searches: [
      {
        id: crypto.randomUUID(),
        archiveKind: 'state_archive',
        archive: 'Archivio di Stato di Salerno',
        series: 'Stato civile italiano, Matrimoni',
        comune: { comune: 'Padula', province: 'Salerno', region: 'Campania' },
        yearFrom: 1880,
        yearTo: 1885,
        names: 'Michele Russo',
        registerUrl: null,
        result: 'not_found',
        notFoundReason: 'register_missing',
        reasonText: null,
        searchedOn: '2026-11-20',
        notes: null,
      },
    ],
    records: [],
    changes: null,
  }
  await sql(
    `insert into public.research_reports (assignment_id, submission_id, version, content)
     values ($1, $2, 1, $3::jsonb)`,
    [assignment!.id, family.id, JSON.stringify(report)],
  )
  return family
}

test('the family shares the results with a relative, then stops sharing', async ({
  page,
  browser,
  checkA11y,
}) => {
  test.setTimeout(120_000)
  const family = await publishedFamily()
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(`/journey/${family.token}`)
  const share = page.getByRole('region', { name: 'Share the results with relatives' })
  await expect(share).toBeVisible({ timeout: 20_000 })
  await expect(share.getByText(/never your journey page, your contact details/)).toBeVisible()
  await share.getByLabel(/Who is it for\?/).fill('for cousin Anna')
  await share.getByRole('button', { name: 'Share the results with relatives' }).click()
  await expect(share.getByText('Your read-only link for cousin Anna')).toBeVisible()
  const url = (await share.getByLabel('The link').textContent())!.trim()
  expect(url).toMatch(/\/results\/[A-Za-z0-9_-]{43}$/)
  await expect(share.getByRole('listitem')).toHaveCount(1)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await checkA11y()
  await shoot(page, 'share-panel')

  // A relative, in a browser of their own.
  const relative = await (
    await browser.newContext({ viewport: { width: 375, height: 800 } })
  ).newPage()
  await relative.goto(url)
  await expect(
    relative.getByRole('heading', { level: 1, name: 'The Russo family’s research results' }),
  ).toBeVisible({ timeout: 20_000 })
  await expect(relative.getByText(/The register for those years is missing/)).toBeVisible()
  await expect(relative.getByText('Maria Russo')).toHaveCount(0)
  await expect(
    relative.getByRole('region', { name: 'Share the results with relatives' }),
  ).toHaveCount(0)
  expect(await relative.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    375,
  )
  await checkA11y(relative)
  await shoot(relative, 'relative-page')

  // The family stops sharing; the relative's reload is the plain not-found page.
  await share.getByRole('button', { name: 'Stop sharing for cousin Anna' }).click()
  await share.getByRole('button', { name: 'Yes, stop sharing' }).click()
  await expect(share.getByRole('listitem')).toHaveCount(0)
  await relative.reload()
  await expect(
    relative.getByRole('heading', { level: 1, name: 'This link is not valid' }),
  ).toBeVisible({ timeout: 20_000 })
  await expect(relative.getByText(/register for those years/)).toHaveCount(0)
  await checkA11y(relative)
})
