import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeEach, describe, expect, test } from 'vitest'
import { addNote } from '@/features/admin/lead-page/api/add-note'
import { cancelSubmission } from '@/features/admin/leads/api/cancel-submission'
import { getInquiry, getInquiryActivity, getTeam } from '@/features/admin/leads/api/get-inquiry'
import { getCancelled } from '@/features/admin/leads/api/get-cancelled'
import { countNewInquiries } from '@/features/admin/leads/api/new-inquiries'
import { StaleInquiryError, updateInquiry } from '@/features/admin/leads/api/update-inquiry'
import type { FormSubmission } from '@/features/admin/console/lib/types'
import {
  createAnonClient,
  createServiceClient,
  createUserInDatabase,
  resetStandIn,
  signUpAdmin,
  signedInClient,
  sql,
} from './stand-in'

/**
 * Issue 13 against the real policies and triggers: the RLS matrix of notes and history, the history the
 * triggers keep (with the right actor), optimistic concurrency, cancel/restore and the team list.
 */
let giulia: SupabaseClient
let marco: SupabaseClient
let stranger: SupabaseClient
let anon: SupabaseClient
let giuliaId: string
let marcoId: string
let inquiryId: string

async function insertInquiry(overrides: Record<string, unknown> = {}): Promise<FormSubmission> {
  const { data, error } = await createServiceClient()
    .from('form_submissions')
    .insert({
      name: 'Maria Rossi',
      email: 'maria@example.com',
      planning_stage: 'exploring',
      travel_dates: "I don't know yet",
      trip_duration: '2-weeks',
      genealogy_help: 'need-guidance',
      preferred_contact: 'email',
      submission_key: randomUUID(),
      ...overrides,
    })
    .select('*')
    .single()
  if (error) throw new Error(error.message)
  return data as FormSubmission
}

async function userId(client: SupabaseClient) {
  const { data } = await client.auth.getUser()
  return data.user!.id
}

beforeEach(async () => {
  await resetStandIn()
  giulia = await signUpAdmin('giulia@radici.example', 'correct-horse-7', 'Giulia Bianchi')
  marco = await signUpAdmin('marco@radici.example', 'correct-horse-8', 'Marco Verdi')
  await createUserInDatabase({
    email: 'eve@example.com',
    password: 'eve-password',
    fullName: 'Eve',
  })
  stranger = await signedInClient('eve@example.com', 'eve-password')
  anon = createAnonClient()
  giuliaId = await userId(giulia)
  marcoId = await userId(marco)
  inquiryId = (await insertInquiry()).id
})

describe('row-level security of notes and history', () => {
  test("admins read notes and add them as themselves; nobody else's note is changed, no row is removed", async () => {
    const note = await addNote(inquiryId, '  Called, left a voicemail.  ', giulia)
    expect(note).toMatchObject({
      author_id: giuliaId,
      author_name: 'Giulia Bianchi',
      body: 'Called, left a voicemail.',
    })
    // Marco (another admin) reads it.
    const { data: read } = await marco
      .from('inquiry_notes')
      .select('*')
      .eq('submission_id', inquiryId)
    expect(read).toHaveLength(1)
    // An admin cannot write a note in someone else's name.
    const forged = await marco
      .from('inquiry_notes')
      .insert({ submission_id: inquiryId, body: 'x', author_id: giuliaId })
    expect(forged.error?.code).toBe('42501')
    // Only the author corrects a note (note-corrections.test.ts, ADR 203): another admin changes nothing.
    const update = await marco
      .from('inquiry_notes')
      .update({ body: 'changed' })
      .eq('id', note.id)
      .select('*')
    expect(update.data).toEqual([])
    // Nobody removes a row: not granted, not even to admins.
    const remove = await giulia.from('inquiry_notes').delete().eq('id', note.id)
    expect(remove.error?.code).toBe('42501')
    const serviceRemove = await createServiceClient()
      .from('inquiry_notes')
      .delete()
      .eq('id', note.id)
    expect(serviceRemove.error?.code).toBe('42501')
    // Not even the database owner.
    await expect(sql('delete from public.inquiry_notes where id = $1', [note.id])).rejects.toThrow(
      /append-only/,
    )
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from public.inquiry_notes')
    expect(n).toBe(1)
  })

  test('anon and signed-in non-admins see, add, change and delete nothing', async () => {
    await addNote(inquiryId, 'A note', giulia)
    for (const [who, client, status] of [
      ['anon', anon, 401],
      ['non-admin', stranger, 403],
    ] as const) {
      for (const table of ['inquiry_notes', 'inquiry_history'] as const) {
        const select = await client.from(table).select('*')
        // anon has no grant at all; a non-admin has the grant but the policy shows no rows.
        if (who === 'anon') expect(select.error?.code, `${who} select ${table}`).toBe('42501')
        else expect(select.data, `${who} select ${table}`).toEqual([])
        const body: Record<string, unknown> =
          table === 'inquiry_notes'
            ? { submission_id: inquiryId, body: 'x' }
            : { submission_id: inquiryId, kind: 'note', actor_name: 'x' }
        const insert = await client.from(table).insert(body)
        expect(insert.status, `${who} insert ${table}`).toBe(status)
        const update = await client
          .from(table)
          .update({ submission_id: inquiryId })
          .eq('submission_id', inquiryId)
        expect(update.status, `${who} update ${table}`).toBe(status)
        const remove = await client.from(table).delete().eq('submission_id', inquiryId)
        expect(remove.status, `${who} delete ${table}`).toBe(status)
      }
      expect((await client.rpc('team_members')).data ?? []).toEqual([])
    }
    const [{ n }] = await sql<{ n: number }>(
      'select count(*)::int as n from public.inquiry_history',
    )
    expect(n).toBe(2) // created + note: nothing was added or removed
  })

  test('admins read the history but cannot write it', async () => {
    const { data } = await giulia.from('inquiry_history').select('*').eq('submission_id', inquiryId)
    expect(data).toHaveLength(1)
    const insert = await giulia
      .from('inquiry_history')
      .insert({ submission_id: inquiryId, kind: 'note', actor_name: 'forged' })
    expect(insert.error?.code).toBe('42501')
    const update = await giulia
      .from('inquiry_history')
      .update({ actor_name: 'x' })
      .eq('submission_id', inquiryId)
    expect(update.error?.code).toBe('42501')
    const remove = await giulia.from('inquiry_history').delete().eq('submission_id', inquiryId)
    expect(remove.error?.code).toBe('42501')
    await expect(sql('update public.inquiry_history set actor_name = $1', ['x'])).rejects.toThrow(
      /append-only/,
    )
  })

  test('removing an address from the allowlist removes its access at once', async () => {
    await addNote(inquiryId, 'Before', marco)
    await sql(`delete from public.admin_allowlist where email = 'marco@radici.example'`)
    expect((await marco.from('inquiry_notes').select('*')).data).toEqual([])
    expect((await marco.from('inquiry_history').select('*')).data).toEqual([])
    const insert = await marco
      .from('inquiry_notes')
      .insert({ submission_id: inquiryId, body: 'After' })
    expect(insert.error?.code).toBe('42501')
    expect(await getInquiry(inquiryId, marco)).toBeNull()
    // And Marco is no longer someone an inquiry can be assigned to.
    expect((await getTeam(giulia)).map((member) => member.full_name)).toEqual(['Giulia Bianchi'])
  })
})

describe('the history the triggers keep', () => {
  test('created, lead status, owner, follow-up, note, cancel and restore, each with its actor', async () => {
    let row = await updateInquiry(inquiryId, 1, { lead_status: 'contacted' }, giulia)
    expect(row).toMatchObject({ lead_status: 'contacted', version: 2 })
    row = await updateInquiry(inquiryId, row.version!, { owner_id: marcoId }, marco)
    row = await updateInquiry(inquiryId, row.version!, { follow_up_on: '2026-12-01' }, giulia)
    await addNote(inquiryId, 'Wants Sicily in May', marco)
    row = await cancelSubmission(
      inquiryId,
      { version: row.version, reason: '  Duplicate  ' },
      giulia,
    )
    expect(row).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Duplicate',
      cancelled_by: giuliaId,
      cancelled_by_name: 'Giulia Bianchi',
    })
    expect((await getCancelled(1, marco)).rows.map((item) => item.id)).toEqual([inquiryId])
    row = await updateInquiry(inquiryId, row.version!, { status: 'active' }, marco)
    expect(row).toMatchObject({ status: 'active', cancel_reason: null, cancelled_at: null })
    // A change from outside the console (the SQL editor) is recorded too.
    await sql(`update public.form_submissions set lead_status = 'booked' where id = $1`, [
      inquiryId,
    ])

    const { history, notes } = await getInquiryActivity(inquiryId, giulia)
    expect(notes.map((note) => [note.body, note.author_name])).toEqual([
      ['Wants Sicily in May', 'Marco Verdi'],
    ])
    const entries = history
      .slice()
      .reverse()
      .map((entry) => [
        entry.kind,
        entry.from_value,
        entry.to_value,
        entry.actor_name,
        entry.actor_id,
      ])
    expect(entries).toEqual([
      ['created', null, 'new', 'service_role', null],
      ['lead_status', 'new', 'contacted', 'Giulia Bianchi', giuliaId],
      ['owner', null, 'Marco Verdi', 'Marco Verdi', marcoId],
      ['follow_up', null, '2026-12-01', 'Giulia Bianchi', giuliaId],
      ['note', null, 'Wants Sicily in May', 'Marco Verdi', marcoId],
      ['cancelled', null, 'Duplicate', 'Giulia Bianchi', giuliaId],
      ['restored', 'Duplicate', null, 'Marco Verdi', marcoId],
      ['lead_status', 'contacted', 'booked', 'postgres', null],
    ])
  })

  test('the e-mail outcome the edge function records does not make the team’s copy stale', async () => {
    await createServiceClient()
      .from('form_submissions')
      .update({ notification_status: 'sent' })
      .eq('id', inquiryId)
    const row = await updateInquiry(inquiryId, 1, { lead_status: 'researching' }, giulia)
    expect(row.version).toBe(2)
  })

  test('each e-mail outcome is in the history, by the system', async () => {
    const service = createServiceClient()
    await service
      .from('form_submissions')
      .update({ notification_status: 'sent' })
      .eq('id', inquiryId)
    await service
      .from('form_submissions')
      .update({ confirmation_status: 'failed' })
      .eq('id', inquiryId)
    const { data } = await giulia
      .from('inquiry_history')
      .select('kind, from_value, to_value, actor_name')
      .eq('submission_id', inquiryId)
      .eq('kind', 'email')
      .order('id')
    expect(data).toEqual([
      { kind: 'email', from_value: 'team', to_value: 'sent', actor_name: 'service_role' },
      { kind: 'email', from_value: 'lead', to_value: 'failed', actor_name: 'service_role' },
    ])
  })

  test('only a member of the team can own an inquiry', async () => {
    const strangerId = await userId(stranger)
    await expect(updateInquiry(inquiryId, 1, { owner_id: strangerId }, giulia)).rejects.toThrow(
      'The owner must be a member of the team.',
    )
    const team = await getTeam(giulia)
    expect(team.map((member) => member.email).sort()).toEqual([
      'giulia@radici.example',
      'marco@radici.example',
    ])
  })

  test('a non-admin changes nothing', async () => {
    await expect(updateInquiry(inquiryId, 1, { lead_status: 'closed' }, stranger)).rejects.toThrow()
    expect((await getInquiry(inquiryId, giulia))?.lead_status).toBe('new')
  })
})

describe('optimistic concurrency', () => {
  test('a stale update is refused with a message naming what changed and who changed it', async () => {
    // Both load version 1; Marco changes the lead status first.
    await updateInquiry(inquiryId, 1, { lead_status: 'call_scheduled' }, marco)
    const stale = updateInquiry(inquiryId, 1, { owner_id: giuliaId }, giulia)
    await expect(stale).rejects.toBeInstanceOf(StaleInquiryError)
    await expect(stale).rejects.toThrow(/the lead status \(Marco Verdi\)/)
    const current = await getInquiry(inquiryId, giulia)
    expect(current).toMatchObject({ lead_status: 'call_scheduled', owner_id: null, version: 2 })
    // A cancel from a stale copy is refused too, and nothing is recorded for it.
    await expect(cancelSubmission(inquiryId, { version: 1 }, giulia)).rejects.toThrow(
      /changed this inquiry/,
    )
    const { history } = await getInquiryActivity(inquiryId, giulia)
    expect(history.map((entry) => entry.kind)).toEqual(['lead_status', 'created'])
  })
})

test('the new-inquiries count sees only what arrived after the newest loaded one', async () => {
  const first = await getInquiry(inquiryId, giulia)
  expect(await countNewInquiries(first!.created_at, giulia)).toBe(0)
  await insertInquiry({ created_at: new Date(Date.parse(first!.created_at) + 1000).toISOString() })
  await insertInquiry({ created_at: new Date(Date.parse(first!.created_at) + 2000).toISOString() })
  expect(await countNewInquiries(first!.created_at, giulia)).toBe(2)
  expect(await countNewInquiries(first!.created_at, stranger)).toBe(0)
})
