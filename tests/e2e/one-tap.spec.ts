import { ensureAdmin, signInThroughUi } from './admin-helpers'
import { inquiryWithToken } from './family-link'
import { expect, test } from './fixtures'
import { sql } from './stand-in'

/**
 * Issue 38, items 4 and 5: nothing is lost in one tap. Deleting a file asks first with `Keep it` in focus (Escape
 * keeps it, offline says it needs the connection), a refused file can be removed from the list, and the console's
 * `Revoke the link` asks first and says what the family loses. SHOTS_DIR=… saves the confirmations.
 */
const ADMIN = { email: 'marco@radici.example', fullName: 'Marco Conti' }
const shots = process.env.SHOTS_DIR

test('deleting a file asks first; a refused file can be removed; revoking a link asks first', async ({
  page,
  context,
  checkA11y,
  consoleErrors,
}) => {
  test.slow()
  const { id, token } = await inquiryWithToken(`One Tap ${Date.now()}`)
  await page.goto(`/journey/${token}`)
  await page.getByLabel('Add scans or photos').setInputFiles({
    name: 'naturalization.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  })
  const files = page.getByRole('list', { name: 'Your files' })
  await expect(files.getByRole('listitem')).toHaveCount(1)

  // The trash icon asks; the safe choice takes focus; Escape keeps the file and gives focus back.
  const trash = page.getByRole('button', { name: 'Delete naturalization.pdf' })
  await trash.click()
  const keep = page.getByRole('button', { name: 'Keep it' })
  await expect(keep).toBeFocused()
  await expect(
    page.getByText('Delete naturalization.pdf? It cannot be brought back.'),
  ).toBeVisible()
  await checkA11y()
  if (shots)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await files.screenshot({ path: `${shots}/delete-file-${width}.png` })
    }
  await page.keyboard.press('Escape')
  await expect(keep).toHaveCount(0)
  await expect(trash).toBeFocused()

  // Offline, it says the delete needs the connection and keeps the file.
  await page.keyboard.press('Enter')
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Yes, delete the file' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'You are offline: deleting a file needs the connection.',
  )
  await context.setOffline(false)
  await page.getByRole('button', { name: 'Yes, delete the file' }).click()
  await expect(files).toHaveCount(0)
  await expect(page.locator('button', { hasText: 'Add scans or photos' })).toBeFocused()
  const [stored] = await sql<{ n: number }>(
    'select count(*)::int as n from public.journey_files where submission_id = $1',
    [id],
  )
  expect(stored?.n).toBe(0)

  // A refused file (not one of the types) can be removed from the list.
  await page.getByLabel('Add scans or photos').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('just some notes'),
  })
  const uploads = page.getByRole('list', { name: 'Uploads in progress' })
  await expect(uploads.getByRole('button', { name: 'Retry notes.txt' })).toBeVisible()
  await uploads.getByRole('button', { name: 'Remove notes.txt from the list' }).click()
  await expect(uploads).toHaveCount(0)
  await expect(page.locator('button', { hasText: 'Add scans or photos' })).toBeFocused()
  // The refused upload's answer is the one console line Chromium writes: expected here.
  consoleErrors.splice(0)

  // The console: `Revoke the link` asks first and names what the family loses.
  await ensureAdmin(ADMIN.email, ADMIN.fullName)
  await signInThroughUi(page, ADMIN.email)
  await page.goto(`/admin/inquiries/${id}`)
  await page.getByRole('button', { name: 'Revoke the link' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Revoke the family’s link?' })
  await expect(dialog).toContainText('their journey page and their booking link')
  await expect(dialog.getByRole('button', { name: 'Keep the link' })).toBeFocused()
  await checkA11y()
  if (shots)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.screenshot({ path: `${shots}/revoke-link-${width}.png` })
    }
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  const revoked = async () =>
    (
      await sql<{ revoked_at: string | null }>(
        'select revoked_at from public.private_links where submission_id = $1',
        [id],
      )
    )[0]?.revoked_at ?? null
  expect(await revoked()).toBeNull()
  await page.getByRole('button', { name: 'Revoke the link' }).click()
  await dialog.getByRole('button', { name: 'Yes, revoke the link' }).click()
  await expect(page.getByText('Link revoked').first()).toBeVisible()
  await expect.poll(revoked).not.toBeNull()
})
