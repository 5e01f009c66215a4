import { beforeEach, expect, test } from 'vitest'
import { ACCEPT_VERSION_SQL } from '../fixtures/accept-version.ts'
import { journey, submittedInquiry } from './journey-fixtures.ts'
import { resetStandIn, settle, signUpAdmin, sql } from './stand-in.ts'

/**
 * Issue 44's smaller plan items (docs/security.md, "Pinned function dependencies and the smaller items"): a message
 * names its own inquiry's version only; an accepted version has its evidence and a fixed acceptance time; a team
 * answer is signed with a name its author cannot edit.
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
})

/** A sent version of the inquiry's plan, made with SQL as the database owner (ADR 199's path). */
async function sentVersion(inquiryId: string, version = 1, hash = 'a'): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.plan_versions (submission_id, version) values ($1, $2) returning id`,
    [inquiryId, version],
  )
  await sql(
    `update public.plan_versions set state = 'sent', sent_at = now(), content_hash = repeat($2, 64) where id = $1`,
    [row!.id, hash],
  )
  return row!.id
}

const messageCount = async () =>
  Number((await sql<{ n: number }>('select count(*)::int as n from public.plan_messages'))[0]!.n)

test("a family's message naming another inquiry's version, a draft or no version is a 400 on versionId", async () => {
  const family = await submittedInquiry()
  const other = await submittedInquiry()
  const own = await sentVersion(family.id)
  const foreign = await sentVersion(other.id)
  const [draft] = await sql<{ id: string }>(
    `insert into public.plan_versions (submission_id, version) values ($1, 2) returning id`,
    [family.id],
  )
  for (const versionId of [foreign, draft!.id, crypto.randomUUID()]) {
    const answer = await journey('POST', '/plan/messages', {
      token: family.token,
      body: { kind: 'question', body: 'Which archive is this?', versionId },
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      error: 'invalid_request',
      fields: { versionId: 'Not a version of this plan.' },
    })
  }
  expect(await messageCount()).toBe(0)

  const asked = await journey('POST', '/plan/messages', {
    token: family.token,
    body: { kind: 'question', body: 'Which archive is this?', versionId: own },
  })
  expect(asked.status).toBe(200)
  expect(await messageCount()).toBe(1)

  // The database refuses the pair too, whoever writes it.
  await expect(
    sql(
      `insert into public.plan_messages (submission_id, plan_version_id, author, author_name, body)
       values ($1, $2, 'family', 'The family', 'Written around the function')`,
      [family.id, foreign],
    ),
  ).rejects.toThrow(/plan_messages_version_of_inquiry_fkey/)
  expect(await messageCount()).toBe(1)
})

test('an accepted version needs its acceptance evidence, and its accepted_at never changes', async () => {
  const { id } = await submittedInquiry()
  const version = await sentVersion(id)
  // Accepted without evidence: refused when the statement's transaction commits.
  await expect(
    sql(`update public.plan_versions set state = 'accepted', accepted_at = now() where id = $1`, [
      version,
    ]),
  ).rejects.toThrow(/accepted without its acceptance record/)
  // Evidence pointing at another hash than the version's is no evidence.
  await expect(
    sql(
      `with accepted as (
         update public.plan_versions set state = 'accepted', accepted_at = now() where id = $1 returning id, submission_id
       )
       insert into public.plan_acceptances (plan_version_id, submission_id, accepted_name, terms_accepted, content_hash)
       select id, submission_id, 'Maria Russo', true, repeat('b', 64) from accepted`,
      [version],
    ),
  ).rejects.toThrow(/accepted without its acceptance record/)
  expect(
    await sql('select state, accepted_at from public.plan_versions where id = $1', [version]),
  ).toEqual([{ state: 'sent', accepted_at: null }])

  // The version and its evidence together (as accept_plan writes them) are accepted.
  await sql(ACCEPT_VERSION_SQL, [version])
  const [before] = await sql<{ accepted_at: string }>(
    'select accepted_at::text from public.plan_versions where id = $1',
    [version],
  )
  await expect(
    sql(
      `update public.plan_versions set accepted_at = accepted_at - interval '1 day' where id = $1`,
      [version],
    ),
  ).rejects.toThrow(/that time cannot change/)
  await expect(
    sql(`update public.plan_versions set state = 'sent', accepted_at = null where id = $1`, [
      version,
    ]),
  ).rejects.toThrow(/cannot change/)
  // The evidence cannot be removed, nor pointed elsewhere, while its version is accepted.
  await expect(
    sql('delete from public.plan_acceptances where plan_version_id = $1', [version]),
  ).rejects.toThrow(/accepted without its acceptance record/)
  await expect(
    sql(
      `update public.plan_acceptances set content_hash = repeat('c', 64) where plan_version_id = $1`,
      [version],
    ),
  ).rejects.toThrow(/accepted without its acceptance record/)
  expect(
    await sql('select state, accepted_at::text from public.plan_versions where id = $1', [version]),
  ).toEqual([{ state: 'accepted', accepted_at: before!.accepted_at }])
  expect(await sql('select content_hash from public.plan_acceptances')).toEqual([
    { content_hash: 'a'.repeat(64) },
  ])
})

test('the family accepting through the function satisfies the evidence rule', async () => {
  const { id, token } = await submittedInquiry()
  const version = await sentVersion(id)
  const accepted = await journey('POST', '/plan/accept', {
    token,
    body: { versionId: version, name: 'Maria Russo', terms: true },
  })
  expect(accepted.status).toBe(200)
  expect(await sql('select plan_version_id from public.plan_acceptances')).toEqual([
    { plan_version_id: version },
  ])
})

test("a team answer is signed with the member's profile name, which editing one's own metadata does not change", async () => {
  const { id, token } = await submittedInquiry()
  await sentVersion(id)
  const admin = await signUpAdmin('giulia@radici.example', 'correct-horse-7', 'Giulia Bianchi')
  const session = (await admin.auth.getSession()).data.session!

  // The member renames herself where she can: her own user metadata (and, refused, her profile).
  const renamed = await admin.auth.updateUser({ data: { full_name: 'The Director' } })
  expect(renamed.error).toBeNull()
  expect(renamed.data.user?.user_metadata.full_name).toBe('The Director')
  const profileEdit = await admin
    .from('profiles')
    .update({ full_name: 'The Director' })
    .eq('id', session.user.id)
  expect(profileEdit.status).toBe(403)
  const refreshed = await admin.auth.refreshSession()
  const freshAuth = { Authorization: `Bearer ${refreshed.data.session!.access_token}` }

  const answered = await journey('POST', `/team/${id}/plan/answer`, {
    headers: freshAuth,
    body: { body: 'Yes: the archive in Padula.' },
  })
  expect(answered.status).toBe(200)
  const view = await journey('GET', '/plan', { token })
  expect(view.body.messages).toEqual([
    expect.objectContaining({ author: 'team', authorName: 'Giulia Bianchi' }),
  ])
  expect(
    await sql(`select actor_name from public.inquiry_history where kind = 'plan_answer'`),
  ).toEqual([{ actor_name: 'Giulia Bianchi' }])

  // Around the function, with her own session: no name of her choosing, and the database signs what she writes.
  const forged = await admin.from('plan_messages').insert({
    submission_id: id,
    author: 'team',
    author_name: 'The Director',
    kind: 'answer',
    body: 'Signed by someone else?',
  })
  expect(forged.status).toBe(403)
  const direct = await admin
    .from('plan_messages')
    .insert({ submission_id: id, author: 'team', kind: 'answer', body: 'Another answer.' })
    .select('author_name')
    .single()
  expect(direct.data).toEqual({ author_name: 'Giulia Bianchi' })
  expect(
    await sql(`select distinct author_name from public.plan_messages where author = 'team'`),
  ).toEqual([{ author_name: 'Giulia Bianchi' }])
})

test("the price list's changed-by is the member's profile name and the database's time, not the browser's", async () => {
  const admin = await signUpAdmin('giulia@radici.example', 'correct-horse-7', 'Giulia Bianchi')
  await admin.auth.updateUser({ data: { full_name: 'The Director' } })
  await admin.auth.refreshSession()
  const forged = await admin
    .from('plan_prices')
    .update({ amount_minor: 99_000, updated_by_name: 'The Director' })
    .eq('kind', 'digital_archives')
  expect(forged.status).toBe(403)
  const saved = await admin
    .from('plan_prices')
    .update({ amount_minor: 99_000, is_sample: false })
    .eq('kind', 'digital_archives')
    .select('amount_minor, updated_by_name')
  expect(saved.data).toEqual([{ amount_minor: 99_000, updated_by_name: 'Giulia Bianchi' }])
})
