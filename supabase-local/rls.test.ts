import { type SupabaseClient } from '@supabase/supabase-js'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  createAnonClient,
  createServiceClient,
  createUserInDatabase,
  resetStandIn,
  signedInClient,
  signUpAdmin,
  sql,
} from '../tests/integration/stand-in.ts'

/**
 * The permission matrix of docs/product/admin.md, "Who is an admin", enforced by Postgres (grants + RLS): anonymous,
 * signed-in non-admin and admin × select/insert/update/delete on form_submissions and profiles.
 */

const inquiry = (key: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Maria Lombardi',
  email: 'maria@example.com',
  phone: null,
  planning_stage: 'dates-set',
  regions: 'Sicily',
  travel_dates: '2027-05-12',
  trip_duration: '2-weeks',
  genealogy_help: 'full-family-tree',
  preferred_contact: 'email',
  newsletter_consent: false,
  submission_key: key,
  ...overrides,
})

let inquiryId: string
let anon: SupabaseClient
let member: SupabaseClient
let memberId: string
let admin: SupabaseClient
let adminId: string

beforeEach(async () => {
  await resetStandIn()
  const stored = await createServiceClient()
    .from('form_submissions')
    .insert(inquiry('11111111-1111-4111-8111-111111111111'))
    .select('id')
    .single()
  expect(stored.error).toBeNull()
  inquiryId = stored.data!.id
  anon = createAnonClient()
  memberId = await createUserInDatabase({
    email: 'guest@example.com',
    password: 'guest-pass',
    fullName: 'Guest',
  })
  member = await signedInClient('guest@example.com', 'guest-pass')
  admin = await signUpAdmin('giulia@radici.example', 'admin-pass', 'Giulia')
  adminId = (await admin.auth.getUser()).data.user!.id
})

async function statusOf(id: string): Promise<string> {
  const [row] = await sql<{ status: string; name: string }>(
    'select status, name from public.form_submissions where id = $1',
    [id],
  )
  return row!.status
}

describe('form_submissions', () => {
  it('anonymous visitors can neither read nor write', async () => {
    const read = await anon.from('form_submissions').select('*')
    expect(read.status).toBe(401)
    expect(read.error?.code).toBe('42501')

    const insert = await anon
      .from('form_submissions')
      .insert(inquiry('22222222-2222-4222-8222-222222222222'))
    expect(insert.status).toBe(401)
    expect(insert.error?.code).toBe('42501')

    const update = await anon
      .from('form_submissions')
      .update({ status: 'cancelled' })
      .eq('id', inquiryId)
    expect(update.status).toBe(401)
    const remove = await anon.from('form_submissions').delete().eq('id', inquiryId)
    expect(remove.status).toBe(401)
    expect(await statusOf(inquiryId)).toBe('active')
  })

  it('a signed-in non-admin sees nothing and changes nothing', async () => {
    const read = await member.from('form_submissions').select('*')
    expect(read.error).toBeNull()
    expect(read.data).toEqual([])

    const insert = await member
      .from('form_submissions')
      .insert(inquiry('33333333-3333-4333-8333-333333333333'))
    expect(insert.status).toBe(403)
    expect(insert.error?.code).toBe('42501')

    const update = await member
      .from('form_submissions')
      .update({ status: 'cancelled' })
      .eq('id', inquiryId)
      .select()
    expect(update.error).toBeNull()
    expect(update.data).toEqual([])
    expect(await statusOf(inquiryId)).toBe('active')

    const remove = await member.from('form_submissions').delete().eq('id', inquiryId)
    expect(remove.status).toBe(403)
    expect(await sql('select 1 from public.form_submissions')).toHaveLength(1)
  })

  it('an admin reads inquiries and sets their status, and nothing else', async () => {
    const read = await admin.from('form_submissions').select('*').eq('status', 'active')
    expect(read.error).toBeNull()
    expect(read.data).toHaveLength(1)
    expect(read.data![0]).toMatchObject({ id: inquiryId, name: 'Maria Lombardi', status: 'active' })

    const cancel = await admin
      .from('form_submissions')
      .update({ status: 'cancelled' })
      .eq('id', inquiryId)
    expect(cancel.error).toBeNull()
    expect(cancel.status).toBe(204)
    expect(await statusOf(inquiryId)).toBe('cancelled')

    const invalid = await admin
      .from('form_submissions')
      .update({ status: 'deleted' })
      .eq('id', inquiryId)
    expect(invalid.error?.code).toBe('23514')

    const rename = await admin
      .from('form_submissions')
      .update({ name: 'Someone else' })
      .eq('id', inquiryId)
    expect(rename.status).toBe(403)
    expect(rename.error?.code).toBe('42501')
    const both = await admin
      .from('form_submissions')
      .update({ status: 'active', email: 'x@example.com' })
      .eq('id', inquiryId)
    expect(both.status).toBe(403)
    const [row] = await sql<{ name: string; email: string; status: string }>(
      'select name, email, status from public.form_submissions where id = $1',
      [inquiryId],
    )
    expect(row).toEqual({ name: 'Maria Lombardi', email: 'maria@example.com', status: 'cancelled' })

    const insert = await admin
      .from('form_submissions')
      .insert(inquiry('44444444-4444-4444-8444-444444444444'))
    expect(insert.status).toBe(403)

    const remove = await admin.from('form_submissions').delete().eq('id', inquiryId)
    expect(remove.status).toBe(403)
    expect(await sql('select 1 from public.form_submissions')).toHaveLength(1)
  })

  it('nobody deletes an inquiry, not even the service role', async () => {
    const remove = await createServiceClient().from('form_submissions').delete().eq('id', inquiryId)
    expect(remove.error?.code).toBe('42501')
    expect(await sql('select 1 from public.form_submissions')).toHaveLength(1)
  })

  it('removing an address from the allowlist removes access at once, with the same session', async () => {
    expect((await admin.from('form_submissions').select('id')).data).toHaveLength(1)
    const removed = await createServiceClient()
      .from('admin_allowlist')
      .delete()
      .eq('email', 'giulia@radici.example')
    expect(removed.error).toBeNull()

    expect((await admin.from('form_submissions').select('id')).data).toEqual([])
    await admin.from('form_submissions').update({ status: 'cancelled' }).eq('id', inquiryId)
    expect(await statusOf(inquiryId)).toBe('active')

    const again = await createAnonClient().auth.signUp({
      email: 'giulia.new@radici.example',
      password: 'whatever-1',
    })
    expect(again.error?.status).toBe(403)
  })

  it('the allowlist and the hook are not reachable through the API', async () => {
    for (const client of [anon, member, admin]) {
      const list = await client.from('admin_allowlist').select('*')
      expect(list.error?.code).toBe('42501')
      const hook = await client.rpc('hook_before_user_created', {
        event: { user: { email: 'giulia@radici.example' } },
      })
      expect(hook.error).not.toBeNull()
    }
  })
})

describe('profiles', () => {
  it('anonymous visitors cannot read or write profiles', async () => {
    expect((await anon.from('profiles').select('*')).status).toBe(401)
    expect((await anon.from('profiles').update({ full_name: 'x' }).eq('id', adminId)).status).toBe(
      401,
    )
    expect((await anon.from('profiles').insert({ id: adminId, full_name: 'x' })).status).toBe(401)
    expect((await anon.from('profiles').delete().eq('id', adminId)).status).toBe(401)
  })

  it('each signed-in user reads their own profile only, and edits none (the name signs their work)', async () => {
    const own = await member.from('profiles').select('*')
    expect(own.data).toEqual([expect.objectContaining({ id: memberId, full_name: 'Guest' })])
    const single = await admin.from('profiles').select('full_name').eq('id', adminId).single()
    expect(single.data).toEqual({ full_name: 'Giulia' })

    expect((await member.from('profiles').select('*').eq('id', adminId)).data).toEqual([])
    const foreign = await member
      .from('profiles')
      .update({ full_name: 'Hacked' })
      .eq('id', adminId)
      .select()
    expect(foreign.status).toBe(403)

    const renamed = await admin
      .from('profiles')
      .update({ full_name: 'Giulia Bianchi' })
      .eq('id', adminId)
      .select('full_name')
    expect(renamed.status).toBe(403)
    const moved = await admin.from('profiles').update({ id: memberId }).eq('id', adminId)
    expect(moved.status).toBe(403)

    expect(
      (await member.from('profiles').insert({ id: memberId, full_name: 'Twice' })).status,
    ).toBe(403)
    expect((await admin.from('profiles').delete().eq('id', adminId)).status).toBe(403)
    const names = await sql<{ full_name: string }>(
      'select full_name from public.profiles order by full_name',
    )
    expect(names.map((row) => row.full_name)).toEqual(['Giulia', 'Guest'])
  })
})
