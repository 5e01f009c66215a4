import { randomUUID } from 'node:crypto'
import { beforeEach, expect, test } from 'vitest'
import { getLeadCardCues } from '@/features/admin/leads/api/lead-card-cues'
import { ACCEPT_VERSION_SQL } from '../fixtures/accept-version'
import {
  createAnonClient,
  createUserInDatabase,
  resetStandIn,
  signUpAdmin,
  signedInClient,
  sql,
} from './stand-in'

/**
 * public.lead_card_cues() (docs/decisions/225): the dashboard cards' plan and hand-off lines for the whole list in
 * one query, read with the console's own fetcher and real supabase-js against the stand-in.
 */
beforeEach(async () => {
  await resetStandIn()
})

async function inquiry(name: string, status = 'active'): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.form_submissions (name, email, planning_stage, travel_dates, trip_duration, genealogy_help,
                                          preferred_contact, submission_key, status)
     values ($1, 'family@example.com', 'exploring', 'I don''t know yet', '2-weeks', 'need-guidance', 'email', $2, $3)
     returning id`,
    [name, randomUUID(), status],
  )
  return row!.id
}

/** A plan version in the given state (draft, or sent with the fields a sent version carries). */
async function version(submission: string, number: number, state: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.plan_versions (submission_id, version) values ($1, $2) returning id`,
    [submission, number],
  )
  if (state !== 'draft')
    await sql(
      `update public.plan_versions set state = 'sent', sent_at = now(), content_hash = repeat('a', 64) where id = $1`,
      [row!.id],
    )
  if (state === 'replaced')
    await sql(`update public.plan_versions set state = 'replaced' where id = $1`, [row!.id])
  if (state === 'accepted') await sql(ACCEPT_VERSION_SQL, [row!.id])
  return row!.id
}

async function handoff(
  submission: string,
  planVersion: string,
  agency: string,
  state: string,
  sentAt: string,
) {
  await sql(
    `insert into public.agency_handoffs (submission_id, plan_version_id, agency_id, token_hash, state, sent_at,
                                         deadline_at, revoked_at)
     values ($1, $2, $3, encode(sha256(gen_random_uuid()::text::bytea), 'hex'), $4, $5::timestamptz,
             $5::timestamptz + interval '48 hours', case when $4 = 'withdrawn' then now() end)`,
    [submission, planVersion, agency, state, sentAt],
  )
}

test('an admin gets, per active inquiry with a plan, the latest version and the latest live hand-off', async () => {
  const noPlan = await inquiry('No Plan')
  const drafting = await inquiry('Drafting')
  const handedOff = await inquiry('Handed Off')
  const cancelled = await inquiry('Cancelled', 'cancelled')
  await version(drafting, 1, 'draft')
  await version(handedOff, 1, 'replaced')
  const accepted = await version(handedOff, 2, 'accepted')
  // The first agency's hand-off was withdrawn (reassigned); the second one waits for an answer.
  await handoff(handedOff, accepted, 'first-agency', 'withdrawn', '2026-11-20T10:00:00Z')
  await handoff(handedOff, accepted, 'second-agency', 'sent', '2026-11-21T10:00:00Z')
  await version(cancelled, 1, 'draft')

  const cues = await getLeadCardCues(await signUpAdmin())
  expect([...cues.keys()].sort()).toEqual([drafting, handedOff].sort())
  expect(cues.has(noPlan)).toBe(false)
  expect(cues.get(drafting)).toEqual({ planVersion: 1, planState: 'draft', handoff: null })
  expect(cues.get(handedOff)).toEqual({
    planVersion: 2,
    planState: 'accepted',
    handoff: {
      agency_id: 'second-agency',
      state: 'sent',
      deadline_at: expect.stringMatching(/^2026-11-23T10:00:00/),
      overdue_at: null,
      reference: null,
    },
  })
})

test('a signed-in member who is not on the team gets no rows, and anon may not call it', async () => {
  const submission = await inquiry('Private')
  await version(submission, 1, 'draft')
  await createUserInDatabase({ email: 'someone@example.com', password: 'correct-horse-7' })
  const outsider = await signedInClient('someone@example.com', 'correct-horse-7')
  expect((await getLeadCardCues(outsider)).size).toBe(0)
  await expect(getLeadCardCues(createAnonClient())).rejects.toThrow(/permission denied/i)
})
