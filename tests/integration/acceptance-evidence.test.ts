import { beforeEach, expect, test, vi } from 'vitest'
import {
  evidenceKeyId,
  LEGACY_KEY_ID,
  matchesAddressEvidence,
} from '../../supabase/functions/journey/evidence.ts'
import { hmac } from '../../supabase/functions/_shared/request.ts'
import { journeyWithEnv, submittedInquiry } from './journey-fixtures.ts'
import { resetStandIn, settle, sql, standIn } from './stand-in.ts'

/**
 * The acceptance evidence's key (issue 44 item 5; docs/decisions/242-stripe-host-and-evidence-key.md): the address
 * hash beside a plan's acceptance is keyed with ACCEPTANCE_EVIDENCE_KEY (never the server's API key), each record
 * keeps its key's id, and a rotated key leaves the old records verifiable with the retired key.
 */
const FIRST_KEY = 'first-evidence-key-0123456789abcdef0123456789'
const SECOND_KEY = 'second-evidence-key-fedcba9876543210fedcba987'

beforeEach(async () => {
  await settle()
  await resetStandIn()
})

/** An inquiry with a sent plan version, ready to be accepted with its private link. */
async function sentPlan(): Promise<{ token: string; versionId: string }> {
  const { id, token } = await submittedInquiry()
  const [row] = await sql<{ id: string }>(
    `insert into public.plan_versions (submission_id, version, research_fee_minor, research_currency)
     values ($1, 1, 25000, 'USD') returning id`,
    [id],
  )
  const versionId = (row as { id: string }).id
  await sql(
    `update public.plan_versions set state = 'sent', sent_at = now(), content_hash = repeat('b', 64)
      where id = $1`,
    [versionId],
  )
  return { token, versionId }
}

async function accept(env: Record<string, string>, ip: string) {
  const { token, versionId } = await sentPlan()
  const answer = await journeyWithEnv(env, 'POST', '/plan/accept', {
    token,
    ip,
    body: { versionId, name: 'Maria Russo', terms: true },
  })
  expect(answer.status).toBe(200)
  const [record] = await sql<{ address_hash: string | null; address_key_id: string | null }>(
    'select address_hash, address_key_id from public.plan_acceptances where plan_version_id = $1',
    [versionId],
  )
  return record!
}

test('each acceptance keeps its key id; after a rotation the old records still verify with the retired key', async () => {
  const before = await accept({ ACCEPTANCE_EVIDENCE_KEY: FIRST_KEY }, '2001:db8:1:2::7')
  expect(before.address_key_id).toBe(await evidenceKeyId(FIRST_KEY))
  expect(before.address_key_id).toMatch(/^[0-9a-f]{16}$/)
  // The address's /64, keyed with the evidence key, not with the server's API key.
  expect(before.address_hash).toBe(await hmac(FIRST_KEY, '2001:db8:1:2::/64'))
  expect(before.address_hash).not.toBe(await hmac(standIn().serviceRoleKey, '2001:db8:1:2::/64'))

  // The key is rotated: new records carry the new key's id.
  const rotated = { ACCEPTANCE_EVIDENCE_KEY: SECOND_KEY, ACCEPTANCE_EVIDENCE_OLD_KEYS: FIRST_KEY }
  const after = await accept(rotated, '198.51.100.20')
  expect(after.address_key_id).toBe(await evidenceKeyId(SECOND_KEY))
  expect(after.address_key_id).not.toBe(before.address_key_id)

  // Both verify against their own address, and only against it.
  expect(await matchesAddressEvidence(rotated, before, '2001:db8:1:2::/64')).toBe(true)
  expect(await matchesAddressEvidence(rotated, after, '198.51.100.20')).toBe(true)
  expect(await matchesAddressEvidence(rotated, before, '2001:db8:1:3::/64')).toBe(false)
  expect(await matchesAddressEvidence(rotated, after, '198.51.100.21')).toBe(false)
  // A retired key thrown away leaves its records unverifiable: the reason to keep it.
  expect(
    await matchesAddressEvidence(
      { ACCEPTANCE_EVIDENCE_KEY: SECOND_KEY },
      before,
      '2001:db8:1:2::/64',
    ),
  ).toBe(false)
})

test('without the evidence key the acceptance is kept without an address hash, loudly; never keyed with the API key', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const envs: Record<string, string>[] = [{}, { ACCEPTANCE_EVIDENCE_KEY: 'too-short' }]
  for (const env of envs) {
    const record = await accept(env, '203.0.113.5')
    expect(record).toEqual({ address_hash: null, address_key_id: null })
  }
  expect(errors.mock.calls.map((call) => String(call[0]))).toContainEqual(
    expect.stringMatching(/ACCEPTANCE_EVIDENCE_KEY is not set/),
  )
})

test('the database keeps a hash only with its key id, and checks the id', async () => {
  const { versionId } = await sentPlan()
  const [version] = await sql<{ submission_id: string }>(
    'select submission_id from public.plan_versions where id = $1',
    [versionId],
  )
  const insert = (hash: string | null, keyId: string | null) =>
    sql(
      `insert into public.plan_acceptances (plan_version_id, submission_id, accepted_name, terms_accepted,
                                            content_hash, address_hash, address_key_id)
       values ($1, $2, 'Maria Russo', true, repeat('b', 64), $3, $4)`,
      [versionId, version!.submission_id, hash, keyId],
    )
  await expect(insert('c'.repeat(64), null)).rejects.toThrow(/address_key_id_with_hash/)
  await expect(insert(null, '0123456789abcdef')).rejects.toThrow(/address_key_id_with_hash/)
  await expect(insert('c'.repeat(64), 'not-a-key-id')).rejects.toThrow(/check/)
  await insert('c'.repeat(64), LEGACY_KEY_ID)
  expect(
    await sql('select address_key_id from public.plan_acceptances where plan_version_id = $1', [
      versionId,
    ]),
  ).toEqual([{ address_key_id: LEGACY_KEY_ID }])
})

test("the stand-in's function keys its acceptances with the stand-in's own evidence key", async () => {
  const { token, versionId } = await sentPlan()
  const { url, publishableKey } = standIn()
  const response = await fetch(`${url}/functions/v1/journey/plan/accept`, {
    method: 'POST',
    headers: {
      apikey: publishableKey,
      'Content-Type': 'application/json',
      'X-Journey-Token': token,
    },
    body: JSON.stringify({ versionId, name: 'Maria Russo', terms: true }),
  })
  expect(response.status).toBe(200)
  const [record] = await sql<{ address_key_id: string }>(
    'select address_key_id from public.plan_acceptances where plan_version_id = $1',
    [versionId],
  )
  expect(record!.address_key_id).toBe(
    await evidenceKeyId('local-acceptance-evidence-key-of-the-stand-in'),
  )
})
