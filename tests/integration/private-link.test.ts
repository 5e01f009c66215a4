import { beforeEach, expect, test } from 'vitest'
import {
  hashPrivateLinkToken,
  issuePrivateLink,
  resolvePrivateLink,
  revokePrivateLink,
  type LinkClient,
} from '../../supabase/functions/_shared/private-link.ts'
import { inquiry, post } from './inquiry-fixtures.ts'
import {
  capturedEmails,
  createAnonClient,
  createServiceClient,
  resetStandIn,
  runRetryJob,
  settle,
  signUpAdmin,
  simulateMailOutage,
  sql,
} from './stand-in.ts'

/** The private link (docs/decisions/150) with the real supabase-js against the stand-in's database. */

beforeEach(async () => {
  await settle()
  await resetStandIn()
})

const service = () => createServiceClient() as unknown as LinkClient

async function submitted(): Promise<{ id: string; token: string; email: string }> {
  const body = inquiry()
  const answer = await post(body)
  expect(answer.status).toBe(200)
  expect(answer.body.journeyToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
  return { id: String(answer.body.id), token: String(answer.body.journeyToken), email: body.email }
}

/** The token with one character changed. */
function offByOne(token: string): string {
  const last = token.at(-1) === 'A' ? 'B' : 'A'
  return token.slice(0, -1) + last
}

test('a submitted inquiry answers with its link, stores only the hash and e-mails the link to the lead', async () => {
  const { id, token, email } = await submitted()
  const rows = await sql<{ token_hash: string }>(
    'select token_hash from public.private_links where submission_id = $1',
    [id],
  )
  expect(rows).toEqual([{ token_hash: await hashPrivateLinkToken(token) }])
  expect(JSON.stringify(rows)).not.toContain(token)
  await settle()
  const confirmation = (await capturedEmails()).find((mail) => mail.to.includes(email))
  expect(confirmation?.text).toContain(`/journey/${token}`)
  expect(confirmation?.html).toContain(`/journey/${token}`)
  // The team's notification does not carry the family's key.
  const team = (await capturedEmails()).find((mail) => mail.to.includes('team@radici.example'))
  expect(team?.text).not.toContain(token)
  const history = await sql<{ kind: string; actor_name: string }>(
    `select kind, actor_name from public.inquiry_history where submission_id = $1 and kind = 'link_issued'`,
    [id],
  )
  expect(history).toEqual([{ kind: 'link_issued', actor_name: 'service_role' }])
})

test('a replayed submission gets no new link (the first one stays valid)', async () => {
  const body = inquiry()
  const first = await post(body)
  const replay = await post(body)
  expect(replay.status).toBe(200)
  expect(replay.body.journeyToken).toBeUndefined()
  expect(await resolvePrivateLink(service(), first.body.journeyToken)).not.toBeNull()
})

test('a valid token resolves and extends the link; a token wrong by one character does not', async () => {
  const { id, token } = await submitted()
  await sql(`update public.private_links set last_used_at = now() - interval '100 days'`)
  expect(await resolvePrivateLink(service(), token)).toMatchObject({ inquiryId: id })
  const [row] = await sql<{ age: number }>(
    `select extract(epoch from now() - last_used_at)::int as age from public.private_links where submission_id = $1`,
    [id],
  )
  expect(row?.age).toBeLessThan(60)
  expect(await resolvePrivateLink(service(), offByOne(token))).toBeNull()
  expect(await resolvePrivateLink(service(), `${token}x`)).toBeNull()
  expect(await resolvePrivateLink(service(), token.slice(1))).toBeNull()
  expect(await resolvePrivateLink(service(), '')).toBeNull()
  expect(await resolvePrivateLink(service(), null)).toBeNull()
})

test('a link expires 180 days after its last use, not a minute before', async () => {
  const { token } = await submitted()
  await sql(
    `update public.private_links set last_used_at = now() - interval '180 days' + interval '1 minute'`,
  )
  expect(await resolvePrivateLink(service(), token)).not.toBeNull()
  await sql(
    `update public.private_links set last_used_at = now() - interval '180 days' - interval '1 minute'`,
  )
  expect(await resolvePrivateLink(service(), token)).toBeNull()
})

test('a new link replaces the old one', async () => {
  const { id, token } = await submitted()
  const fresh = await issuePrivateLink(service(), id)
  expect(fresh.token).not.toBe(token)
  expect(await resolvePrivateLink(service(), token)).toBeNull()
  expect(await resolvePrivateLink(service(), fresh.token)).toMatchObject({ inquiryId: id })
})

test('an admin revokes a link: it stops working, the history names the admin; a new link works again', async () => {
  const { id, token } = await submitted()
  const admin = await signUpAdmin()
  expect(await revokePrivateLink(admin as unknown as LinkClient, id)).toBe(true)
  expect(await resolvePrivateLink(service(), token)).toBeNull()
  expect(await revokePrivateLink(admin as unknown as LinkClient, id)).toBe(false)
  const history = await sql<{ actor_name: string }>(
    `select actor_name from public.inquiry_history where submission_id = $1 and kind = 'link_revoked'`,
    [id],
  )
  expect(history).toEqual([{ actor_name: 'Giulia Bianchi' }])
  // The team sees the link's state, not its hash.
  const state = await admin
    .from('private_links')
    .select('submission_id, revoked_at, revoked_by_name')
  expect(state.error).toBeNull()
  expect(state.data).toEqual([
    { submission_id: id, revoked_at: expect.any(String), revoked_by_name: 'Giulia Bianchi' },
  ])
  expect((await admin.from('private_links').select('token_hash')).error).not.toBeNull()
  const fresh = await issuePrivateLink(admin as unknown as LinkClient, id)
  expect(await resolvePrivateLink(service(), fresh.token)).toMatchObject({ inquiryId: id })
})

test('anon reads nothing and calls none of the link functions', async () => {
  const { id, token } = await submitted()
  const anon = createAnonClient()
  const read = await anon.from('private_links').select('*')
  expect(read.data ?? []).toEqual([])
  expect(read.error).not.toBeNull()
  const hash = await hashPrivateLinkToken(token)
  for (const [name, args] of [
    ['resolve_private_link', { link_hash: hash }],
    ['issue_private_link', { inquiry: id, link_hash: hash }],
    ['revoke_private_link', { inquiry: id }],
  ] as const) {
    const { error } = await anon.rpc(name, args)
    expect(error, name).not.toBeNull()
  }
  expect(await resolvePrivateLink(service(), token)).toMatchObject({ inquiryId: id })
})

test('a confirmation sent later by the retry job offers /journey, never a stale or new token', async () => {
  await simulateMailOutage(503)
  const { token, email } = await submitted()
  await settle()
  await simulateMailOutage(null)
  await sql(`update public.form_submissions set email_retry_at = now() - interval '1 second'`)
  await runRetryJob()
  const confirmation = (await capturedEmails()).find((mail) => mail.to.includes(email))
  expect(confirmation?.text).toMatch(/\/journey\b/)
  expect(confirmation?.text).not.toContain(token)
  expect(confirmation?.text).not.toMatch(/\/journey\/[A-Za-z0-9_-]{43}/)
})
