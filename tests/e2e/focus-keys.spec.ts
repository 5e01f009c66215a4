import { confirmTime, pressFreeTime } from './booking-times'
import { inquiryWithToken } from './family-link'
import { expect, test } from './fixtures'

/**
 * Issue 38, item 5: the keyboard alone through book, move and cancel on the journey page, with focus checked at
 * each step (it moves to the result of each action; the safe choice takes it in every question; Escape closes),
 * and `Delete my story` (offline it says so; deleted, focus is on what happened).
 */
test.use({ timezoneId: 'America/New_York' })

test('book, move and cancel with the keyboard alone; focus follows each step', async ({
  page,
  context,
  checkA11y,
  consoleErrors,
}) => {
  test.slow()
  const { token } = await inquiryWithToken(`Keys ${Date.now()}`)
  await page.goto(`/journey/${token}`)
  // The call box is near the top, under the welcome.
  await page.getByRole('button', { name: 'Book or change your call' }).press('Enter')
  await expect(page.getByRole('heading', { name: 'Book your consultation call now' })).toBeFocused()
  const booking = page.getByRole('region', { name: 'Book your consultation call now' })
  await expect(
    booking
      .getByRole('group', { name: / · times in / })
      .getByRole('button', { name: /in New York · / }),
  ).not.toHaveCount(0)
  const booked = page.getByText(/^Your call with .+ is booked$/)
  await confirmTime(booking, await pressFreeTime(booking), 'Book this time', booked, consoleErrors)
  await expect(booked).toBeFocused()
  await checkA11y()

  await page.getByRole('button', { name: 'Choose another time' }).press('Enter')
  await expect(page.getByRole('heading', { name: 'Choose another time' })).toBeFocused()
  const region = page.getByRole('region', { name: 'Choose another time' })
  await expect(
    region
      .getByRole('group', { name: / · times in / })
      .getByRole('button', { name: /in New York · / }),
  ).not.toHaveCount(0)
  // Done when the booked line has focus again (it stays on the page while the move is chosen).
  const bookedAgain = page.locator(':focus').filter({ hasText: /^Your call with .+ is booked$/ })
  await confirmTime(
    region,
    await pressFreeTime(region),
    'Move my call to this time',
    bookedAgain,
    consoleErrors,
  )

  // Back on the page later: the booked call, in New York time and Rome's, with the meeting link, above the story.
  await page.reload()
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
  const summary = page.getByText(/^Your call with .+: .+ \(New York time\) · \d{2}:\d{2} in Rome$/)
  await expect(summary).toBeVisible()
  await expect(page.getByRole('link', { name: 'Your meeting link' })).toBeVisible()
  const callTop = (await summary.boundingBox())?.y ?? Infinity
  const ancestorsTop =
    (await page.getByRole('heading', { name: 'Your ancestors' }).boundingBox())?.y ?? 0
  expect(callTop).toBeLessThan(ancestorsTop)
  if (process.env.SHOTS_DIR)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/journey-call-${width}.png` })
    }
  await page.getByRole('button', { name: 'Book or change your call' }).press('Enter')
  await expect(page.getByRole('heading', { name: 'Your consultation call' })).toBeFocused()

  // Enter twice on `Cancel the call` keeps the call: the safe choice has focus.
  await page.getByRole('button', { name: 'Cancel the call' }).press('Enter')
  await expect(page.getByRole('button', { name: 'Keep it' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Cancel the call' })).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Keep it' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Cancel the call' })).toBeFocused()
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Yes, cancel the call' }).press('Enter')
  await expect(
    page.getByText('Your call is cancelled. Book another time whenever you like.'),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Book your consultation call now' })).toBeFocused()
  await checkA11y()

  // `Delete my story`: Cancel in focus, Escape closes, offline says so, then the deleted state takes focus.
  await page.getByRole('button', { name: 'Delete my story' }).press('Enter')
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Delete my story' })).toBeFocused()
  await page.keyboard.press('Enter')
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Yes, delete my story' }).press('Enter')
  await expect(page.getByRole('alert')).toHaveText(
    'You are offline: deleting your story needs the connection.',
  )
  await context.setOffline(false)
  await page.getByRole('button', { name: 'Yes, delete my story' }).press('Enter')
  await expect(page.getByText(/^Your story and your files are deleted/)).toBeFocused()
  consoleErrors.splice(0)
})
