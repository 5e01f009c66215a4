import type { Page } from '@playwright/test'
import { ensureAdmin, signInThroughUi } from './admin-helpers'
import { inquiryWithToken } from './family-link'
import { expect, test } from './fixtures'
import { sql } from './stand-in'

/**
 * The lead page at a phone's width (docs/product/admin.md, "The lead page on a phone"): with a family story, a plan
 * in the editor and notes (one with a long address), nothing runs past the screen's edge at 320 and 375 px, and no
 * panel scrolls sideways. SHOTS_DIR, when set, receives screenshots at 375 and 1280 px.
 */
const ADMIN = { email: 'giulia@radici.example', fullName: 'Giulia Romano' }
const SHOTS = process.env.SHOTS_DIR

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
}

/**
 * Why the page is too wide, for the failure message: the innermost elements whose min-content width (measured with
 * `width: min-content`) is wider than the screen.
 */
const culprit = (page: Page) =>
  page.evaluate(() => {
    const minContent = (element: HTMLElement) => {
      const before = element.style.width
      element.style.width = 'min-content'
      const width = element.getBoundingClientRect().width
      element.style.width = before
      return width
    }
    /** The room an element leaves its children: its own room less its padding and border. */
    const inner = (element: HTMLElement, room: number) => {
      const style = getComputedStyle(element)
      return (
        room -
        ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'].reduce(
          (sum, key) =>
            sum +
            parseFloat(style.getPropertyValue(key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))),
          0,
        )
      )
    }
    const found: string[] = []
    const visit = (element: HTMLElement, room: number) => {
      const wide = [...element.children].filter(
        (child): child is HTMLElement =>
          child instanceof HTMLElement && minContent(child) > room + 0.5,
      )
      if (wide.length === 0)
        found.push(
          `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 50)} (${Math.round(minContent(element))} px)`,
        )
      else for (const child of wide) visit(child, inner(child, room))
    }
    const main = document.querySelector('main')
    if (main) visit(main, inner(main, window.innerWidth))
    return found.slice(0, 8).join('; ')
  })

test('the lead page with a plan and notes does not scroll sideways at 320 and 375 px', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(90_000)
  const { id } = await inquiryWithToken('Annunziata Esposito-Cavalcanti')
  await sql(
    'insert into public.journey_stories (submission_id, ancestors) values ($1, $2::jsonb)',
    [
      id,
      JSON.stringify([
        {
          id: crypto.randomUUID(),
          givenNames: 'Giuseppe',
          surnameItaly: 'Russo',
          relation: 'great-grandparent',
          birthPlace: { comune: 'Padula', province: 'Salerno', region: 'Campania' },
        },
      ]),
    ],
  )
  await ensureAdmin(ADMIN.email, ADMIN.fullName)
  await signInThroughUi(page, ADMIN.email)
  await page.goto(`/admin/inquiries/${id}`)
  const room = page.getByRole('region', { name: 'Plan' })
  await room.getByLabel('Start from a sample itinerary').selectOption({ index: 1 })
  await expect(room.getByLabel('Comune').first()).toBeVisible()
  await room.getByRole('button', { name: 'Add a research line' }).click()
  await page
    .getByLabel('New note')
    .fill(
      'Called back: the parish records are at https://www.archiviodiocesano.example/registri/parrocchia-san-michele-arcangelo-padula-1880-1910.pdf',
    )
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByRole('list', { name: 'Notes, newest first' })).toContainText(
    'parish records',
  )

  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 })
    await expect(room.getByLabel('Comune').first()).toBeVisible()
    const sizes = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }))
    const culprits = sizes.scroll > sizes.inner ? await culprit(page) : ''
    expect(
      sizes.scroll,
      `at ${width} px the page is ${sizes.scroll} px wide: ${culprits}`,
    ).toBeLessThanOrEqual(sizes.inner)
  }
  await checkA11y()
  await shoot(page, 'lead-page-plan-notes')
})
