import { createHash, randomBytes } from 'node:crypto'
import { expect, test } from './fixtures'
import { sql } from './stand-in'

/**
 * Issue 34 item 3 (docs/decisions/192-private-paths.md): a private page's path holds its link. A family opens its
 * booking page, then, in the same tab, makes an inquiry: the token is in no table afterwards (the visit record
 * never noted /book/{token}, and the server would refuse it as a lead source).
 */

async function tablesHolding(needle: string): Promise<string[]> {
  const tables = await sql<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ('public', 'private', 'auth', 'storage')`,
  )
  const holding: string[] = []
  for (const { name } of tables) {
    const [row] = await sql<{ n: number }>(
      `select count(*)::int as n from ${name} t where t::text like '%' || $1 || '%'`,
      [needle],
    )
    if ((row?.n ?? 0) > 0) holding.push(name)
  }
  return holding
}

test('after /book/{token} and an inquiry from the same tab, no table holds the token', async ({
  page,
}) => {
  test.slow()
  const [inquiry] = await sql<{ id: string }>(
    `insert into public.form_submissions (name, email, planning_stage, travel_dates, trip_duration,
       genealogy_help, preferred_contact, submission_key)
     values ('Lia Ferri', $1, 'exploring', 'I don''t know yet', '2-weeks', 'need-guidance', 'email',
             gen_random_uuid())
     returning id`,
    [`lia.${Date.now()}@example.com`],
  )
  const token = randomBytes(32).toString('base64url')
  await sql('insert into public.private_links (submission_id, token_hash) values ($1, $2)', [
    inquiry!.id,
    createHash('sha256').update(token).digest('hex'),
  ])

  await page.goto(`/book/${token}`)
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The idle-time visit note has had its chance to run.
  await page.waitForTimeout(1500)
  expect(await page.evaluate(() => sessionStorage.getItem('radici.visit') ?? '')).not.toContain(
    token,
  )

  const email = `lia.second.${Date.now()}@example.com`
  await page.goto('/contact')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel("I don't know yet").check()
  await page.getByRole('combobox', { name: 'How long would you like to travel?' }).click()
  await page.getByRole('option', { name: 'Two weeks' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('radio', { name: /A full family tree/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('First name').fill('Lia')
  await page.getByLabel('Last name').fill('Ferri')
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL('/thank-you')
  await expect
    .poll(
      async () =>
        (await sql('select 1 from public.form_submissions where email = $1', [email])).length,
    )
    .toBe(1)

  expect(await tablesHolding(token)).toEqual([])
})
