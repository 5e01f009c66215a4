import { mkdirSync } from 'node:fs'
import { inquiryWithToken } from './family-link'
import { expect, test } from './fixtures'
import { sql } from './stand-in'

/**
 * Issue 45 part 5 in Chromium (docs/product/research.md, "The tree grows from the records"): the family's cards say
 * which ancestors research found or confirmed, with the record, and who is whose; the family's edit of a found
 * card keeps its mark. The story is seeded as a publication leaves it (the merge itself:
 * tests/integration/research-tree.test.ts). Axe runs on the page.
 */
const SHOTS = process.env.SHOTS_DIR
const RECORD = { id: crypto.randomUUID(), type: 'birth', year: 1887, comune: 'Padula' }
const blank = {
  surnameAmerica: null,
  relation: null,
  birthDate: null,
  birthPlace: null,
  birthPlaceText: null,
  emigrationYear: null,
  departurePort: null,
  ship: null,
  arrivalPort: null,
  arrivalYear: null,
  notes: null,
}

test('the cards say found or confirmed by research, the record, and who is whose, at 375 px', async ({
  page,
}) => {
  const inquiry = await inquiryWithToken('Maria Russo')
  const ids = {
    giuseppe: crypto.randomUUID(),
    michele: crypto.randomUUID(),
    rosa: crypto.randomUUID(),
  }
  const ancestors = [
    {
      ...blank,
      id: ids.giuseppe,
      givenNames: 'Giuseppe',
      surnameItaly: 'Russo',
      relation: 'great-grandparent',
      birthDate: { kind: 'year', value: '1887' },
      birthPlace: { comune: 'Padula', province: 'Salerno', region: 'Campania' },
      parentIds: [ids.michele],
      spouseIds: [ids.rosa],
      research: { status: 'confirmed', key: null, records: [RECORD] },
    },
    {
      ...blank,
      id: ids.michele,
      givenNames: 'Michele',
      surnameItaly: 'Russo',
      research: {
        status: 'found',
        key: `${RECORD.id}:father:1`,
        records: [RECORD],
        written: { givenNames: 'Michele', surnameItaly: 'Russo' },
      },
    },
    {
      ...blank,
      id: ids.rosa,
      givenNames: 'Rosa',
      surnameItaly: 'Lamberti',
      spouseIds: [ids.giuseppe],
    },
  ]
  await sql(
    'insert into public.journey_stories (submission_id, ancestors) values ($1, $2::jsonb)',
    [inquiry.id, JSON.stringify(ancestors)],
  )
  await page.setViewportSize({ width: 375, height: 900 })
  await page.goto(`/journey/${inquiry.token}`)
  const giuseppe = page.getByRole('article', { name: 'Giuseppe Russo' })
  await expect(giuseppe.getByText('Confirmed by research')).toBeVisible()
  await expect(giuseppe.getByText('Named in: Birth record, Padula, 1887')).toBeVisible()
  await expect(
    giuseppe.getByRole('list', { name: 'Family of Giuseppe Russo' }).getByRole('listitem'),
  ).toHaveText(['Child of Michele Russo', 'Spouse of Rosa Lamberti'])
  const michele = page.getByRole('article', { name: 'Michele Russo' })
  await expect(michele.getByText('Found by research')).toBeVisible()
  await expect(michele.getByRole('listitem')).toHaveText(['Parent of Giuseppe Russo'])
  // No horizontal scroll at 375 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true })
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      // The cards' tops under the page's sticky save bar.
      await giuseppe.evaluate((card) =>
        window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - 60),
      )
      await page.screenshot({ path: `${SHOTS}/tree-confirmed-card-${width}.png` })
      await michele.evaluate((card) =>
        window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - 60),
      )
      await page.screenshot({ path: `${SHOTS}/tree-found-card-${width}.png` })
    }
  }

  // The family's edit of the found card is saved; the mark stays with it.
  await michele.getByLabel('Given names').fill('Michele Arcangelo')
  await expect(page.getByText(/Saved/).first()).toBeVisible({ timeout: 15_000 })
  await page.reload()
  const edited = page.getByRole('article', { name: 'Michele Arcangelo Russo' })
  await expect(edited.getByText('Found by research')).toBeVisible()
  await expect(
    page.getByRole('article', { name: 'Giuseppe Russo' }).getByRole('listitem').first(),
  ).toHaveText('Child of Michele Arcangelo Russo')
})
