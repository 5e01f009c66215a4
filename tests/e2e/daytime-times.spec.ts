import { mkdirSync } from 'node:fs'
import { expect, test } from './fixtures'
import { inquiryWithToken } from './family-link'

/**
 * Issue 38, item 1: a family in New York, Los Angeles or Sydney is first offered times in its own daytime (08:00–
 * 21:00 on its clock), the night times folded (docs/product/booking.md, 'The picker'), on a fresh stack with the
 * seed's team hours. SHOTS_DIR=… also saves the picker at 375 and 1280 px for a look.
 */
/** '9:30 AM in New York · 15:30 in Rome' → minutes since the family's midnight. */
function familyMinutes(label: string): number {
  const match = /^(\d{1,2}):(\d{2}) ([AP]M)/.exec(label)
  if (!match) throw new Error(`not a time: ${label}`)
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)
  return hour * 60 + Number(match[2])
}

const zones = [
  { zone: 'America/New_York', city: 'New York' },
  { zone: 'America/Los_Angeles', city: 'Los Angeles' },
  { zone: 'Australia/Sydney', city: 'Sydney' },
] as const

for (const { zone, city } of zones) {
  test.describe(`a family in ${city}`, () => {
    test.use({ timezoneId: zone })

    test('is offered times in its daytime first, the night folded', async ({ page, checkA11y }) => {
      const { token } = await inquiryWithToken(`Daytime ${city}`)
      await page.goto(`/book/${token}`)
      const booking = page.getByRole('region', { name: 'Book your consultation call now' })
      await expect(booking.getByLabel('Your time zone')).toHaveValue(zone)
      const times = booking.getByRole('group', { name: / · times in / }).getByRole('button', {
        name: new RegExp(`^\\d{1,2}:\\d{2} [AP]M in ${city} · \\d{2}:\\d{2} in Rome$`),
      })
      await expect(times.first()).toBeVisible()
      const labels = await times.allTextContents()
      expect(labels.length).toBeGreaterThan(0)
      for (const label of labels) {
        expect(familyMinutes(label), label).toBeGreaterThanOrEqual(8 * 60)
        expect(familyMinutes(label) + 30, label).toBeLessThanOrEqual(21 * 60)
      }
      await checkA11y(page)

      const shots = process.env.SHOTS_DIR
      if (shots) {
        mkdirSync(shots, { recursive: true })
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 900 })
          await booking.screenshot({
            path: `${shots}/picker-${city.replace(' ', '-')}-${width}.png`,
          })
        }
      }

      // The night times are one tap away, and booking one still works as before.
      const fold = booking.getByRole('button', { name: 'Show times outside your daytime' })
      if (await fold.isVisible()) {
        await fold.click()
        await expect(
          booking.getByRole('button', { name: 'Hide times outside your daytime' }),
        ).toHaveAttribute('aria-expanded', 'true')
      }
    })
  })
}
