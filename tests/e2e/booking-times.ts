import { expect, type Locator } from '@playwright/test'

// Times in the booking picker, for specs that book and move calls. Several specs book on the same team's
// hours at once, and how many times the first day still has depends on the hour the suite runs (a late Friday
// may have one left): a spec takes any free time, the next day's when the chosen day has none, and books again
// when the picker says the time was just taken (docs/product/booking.md, "The picker").

const TIME = / in Rome$/
const TAKEN = 'That time was just taken. Here are the free times now.'

/** Presses (Enter) a free time in the picker: the chosen day's first, else a later day's; returns its button. */
export async function pressFreeTime(region: Locator): Promise<Locator> {
  await expect(region.locator('td[data-selected]')).toHaveCount(1)
  for (let tries = 0; tries < 8; tries += 1) {
    const fold = region.getByRole('button', { name: 'Show times outside your daytime' })
    if (await fold.isVisible()) await fold.press('Enter')
    const free = region.getByRole('button', { name: TIME, pressed: false })
    if ((await free.count()) > 0) {
      const start = await free.first().getAttribute('data-start')
      const time = region.locator(`button[data-start="${start}"]`)
      await time.press('Enter')
      await expect(time).toHaveAttribute('aria-pressed', 'true')
      return time
    }
    await chooseLaterDay(region)
  }
  throw new Error('no free time in the picker in the days tried')
}

/**
 * Presses `action` (Book, Move) for the pressed `time` until `done` shows; a time taken meanwhile is replaced once
 * by another free one. Returns the label of the time that was booked.
 */
export async function confirmTime(
  region: Locator,
  time: Locator,
  action: string,
  done: Locator,
  consoleErrors: string[],
): Promise<string> {
  const label = (await time.textContent()) ?? ''
  await region.getByRole('button', { name: action }).press('Enter')
  const taken = region.getByText(TAKEN)
  await expect(done.or(taken).first()).toBeVisible()
  if (await done.isVisible()) return label
  dropConflictErrors(consoleErrors)
  const other = await pressFreeTime(region)
  const otherLabel = (await other.textContent()) ?? ''
  await region.getByRole('button', { name: action }).press('Enter')
  await expect(done).toBeVisible()
  return otherLabel
}

/** Takes the browser's own log of a 409 answer (a time taken meanwhile: the expected refusal) out of the list. */
export function dropConflictErrors(consoleErrors: string[]): void {
  const kept = consoleErrors.filter((text) => !/status of 409/.test(text))
  consoleErrors.splice(0, consoleErrors.length, ...kept)
}

async function chooseLaterDay(region: Locator): Promise<void> {
  const later = await region.evaluate((element) => {
    const selected = element.querySelector('td[data-selected]')?.getAttribute('data-day') ?? ''
    const open = [...element.querySelectorAll('td[data-day]:not([data-disabled])')]
      .map((cell) => cell.getAttribute('data-day') ?? '')
      .filter((day) => day > selected)
    return open[0] ?? null
  })
  if (later) {
    await region.locator(`td[data-day="${later}"] button`).press('Enter')
    await expect(region.locator(`td[data-day="${later}"]`)).toHaveAttribute('data-selected', 'true')
    return
  }
  await region.getByRole('button', { name: 'Go to the Next Month' }).press('Enter')
  const first = region.locator('td[data-day]:not([data-disabled]) button').first()
  const day = await first.locator('xpath=..').getAttribute('data-day')
  await first.press('Enter')
  await expect(region.locator(`td[data-day="${day}"]`)).toHaveAttribute('data-selected', 'true')
}
