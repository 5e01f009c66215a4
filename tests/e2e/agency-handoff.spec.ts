import { ADMIN_PASSWORD, ensureAdmin } from './admin-helpers'
import { inquiryWithToken } from './family-link'
import { expect, test } from './fixtures'
import { ANON_KEY, capturedEmails, SUPABASE_URL, sql } from './stand-in'

/**
 * Issue 33 in Chromium (docs/product/agency-handoff.md): the family chooses what the agency receives on its
 * journey page (keyboard), the team hands off, the agency accepts with a reference, and the family's page shows who
 * has the journey. The team's and the agency's screens are not built yet: those steps go through the function.
 */
const ADMIN = { email: 'sofia@radici.example', fullName: 'Sofia Bruno' }

async function acceptedPlan(inquiryId: string): Promise<void> {
  await sql(
    `insert into public.agency_contacts (agency_id, handoff_email, contact_person, language, privacy_notice_url, is_sample)
     values ('sicilia-heritage', 'sicilia-heritage@radici.example', 'Giulia Rinaldi (sample)', 'it',
             'https://radici.example/privacy/sicilia-heritage', true)
     on conflict (agency_id) do nothing`,
  )
  const [row] = await sql<{ id: string }>(
    `insert into public.plan_versions (submission_id, version, content, agency_id)
     values ($1, 1, '{"journey":{"days":[{"day":1,"town":"Palermo"}]}}'::jsonb, 'sicilia-heritage') returning id`,
    [inquiryId],
  )
  await sql(
    `update public.plan_versions set state = 'sent', content_hash = repeat('b', 64), sent_at = now() where id = $1`,
    [row!.id],
  )
  await sql(
    `update public.plan_versions set state = 'accepted', accepted_at = now() where id = $1`,
    [row!.id],
  )
}

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

async function agency(token: string, body: unknown): Promise<Response> {
  return fetch(`${SUPABASE_URL}/functions/v1/agency`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json', 'X-Agency-Token': token },
    body: JSON.stringify(body),
  })
}

test('the family chooses what to share, the agency accepts, the family sees who has the journey', async ({
  page,
}) => {
  const { id, token } = await inquiryWithToken('Lucia Amato')
  await acceptedPlan(id)
  await page.goto(`/journey/${token}`)
  const panel = page.getByRole('region', { name: 'Your agency in Italy' })
  await expect(panel).toBeVisible()
  const ancestors = panel.getByRole('checkbox', { name: /ancestors’ names and towns/ })
  const health = panel.getByRole('checkbox', { name: /health and access notes/ })
  await expect(ancestors).not.toBeChecked()
  await expect(health).not.toBeChecked()
  await ancestors.focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(panel.getByRole('status')).toHaveText('Your choices are saved.')

  const response = await fetch(`${SUPABASE_URL}/functions/v1/agency/team/${id}/handoff`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${await adminAccessToken()}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ agencyId: 'sicilia-heritage' }),
  })
  expect(response.status).toBe(200)
  const { handoffId } = (await response.json()) as { handoffId: string }
  expect(handoffId).toBeTruthy()
  await page.reload()
  await expect(
    panel.getByText(/We have asked Zagara Heritage Journeys; they answer within 48 hours/),
  ).toBeVisible()

  const mail = (await capturedEmails()).find(
    (email) =>
      email.to.includes('sicilia-heritage@radici.example') && email.text?.includes('/agency/'),
  )
  const agencyToken = /\/agency\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? ''
  expect((await agency(agencyToken, { action: 'view' })).status).toBe(200)
  const accepted = await agency(agencyToken, {
    action: 'accept',
    reference: 'ZH-2027-031',
    contactPerson: 'Giulia Rinaldi',
  })
  expect(accepted.status).toBe(200)
  expect((await agency(agencyToken, { action: 'decline', reason: 'Late' })).status).toBe(409)

  await page.reload()
  await expect(panel.getByText('Your journey is with Zagara Heritage Journeys')).toBeVisible()
  await expect(panel.getByText('Their reference: ZH-2027-031')).toBeVisible()
  await expect(panel.getByRole('checkbox')).toHaveCount(0)
})
