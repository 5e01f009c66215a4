import { beforeEach, describe, expect, it } from 'vitest'
import {
  createAnonClient,
  createServiceClient,
  resetStandIn,
  signUpAdmin,
  sql,
  standIn,
} from '../tests/integration/stand-in.ts'

/** PostgREST semantics the app relies on, through the real supabase-js (service role: RLS is tested elsewhere). */

interface Seed {
  name: string
  email: string
  regions: string | null
  trip_duration: string
  status: string
  created_at: string
}

const rows: Seed[] = [
  {
    name: 'Ada Rossi',
    email: 'ada@example.com',
    regions: 'Sicily',
    trip_duration: '10-days',
    status: 'active',
    created_at: '2026-01-01T10:00:00Z',
  },
  {
    name: 'Bruno Neri',
    email: 'bruno@example.com',
    regions: null,
    trip_duration: '2-weeks',
    status: 'active',
    created_at: '2026-01-03T10:00:00Z',
  },
  {
    name: 'Carla Verdi',
    email: 'carla@example.org',
    regions: 'Puglia',
    trip_duration: 'more',
    status: 'cancelled',
    created_at: '2026-01-02T10:00:00Z',
  },
  {
    name: 'Dario Russo',
    email: 'dario@example.org',
    regions: 'Sicily, Calabria',
    trip_duration: '3-weeks',
    status: 'active',
    created_at: '2026-01-04T10:00:00Z',
  },
]

function full(row: Seed, index: number) {
  return {
    ...row,
    planning_stage: 'exploring',
    travel_dates: "I don't know yet",
    genealogy_help: 'need-guidance',
    preferred_contact: 'email',
    submission_key: `00000000-0000-4000-8000-00000000000${index}`,
  }
}

const db = () => createServiceClient()

beforeEach(async () => {
  await resetStandIn()
  const { error, status } = await db().from('form_submissions').insert(rows.map(full))
  expect(error).toBeNull()
  expect(status).toBe(201)
})

describe('select', () => {
  it('serves the dashboard query: status = active, newest first, with an exact count', async () => {
    const { data, error, count, status } = await db()
      .from('form_submissions')
      .select('*', { count: 'exact' })
      .eq('status', 'active')
      .order('created_at', { ascending: false })
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(count).toBe(3)
    expect(data!.map((row) => row.name)).toEqual(['Dario Russo', 'Bruno Neri', 'Ada Rossi'])
    expect(data![0]).toMatchObject({
      status: 'active',
      group_size: null,
      newsletter_consent: false,
    })
    expect(new Date(data![0].created_at).toISOString()).toBe('2026-01-04T10:00:00.000Z')
  })

  it('selects columns with aliases', async () => {
    const { data } = await db()
      .from('form_submissions')
      .select('fullName:name,email')
      .eq('email', 'ada@example.com')
    expect(data).toEqual([{ fullName: 'Ada Rossi', email: 'ada@example.com' }])
  })

  it('supports the filters', async () => {
    const names = async (query: PromiseLike<{ data: { name: string }[] | null }>) =>
      ((await query).data ?? []).map((row) => row.name).sort()
    const t = () => db().from('form_submissions').select('name')
    expect(await names(t().neq('status', 'active'))).toEqual(['Carla Verdi'])
    expect(await names(t().gt('created_at', '2026-01-02T10:00:00Z'))).toEqual([
      'Bruno Neri',
      'Dario Russo',
    ])
    expect(await names(t().gte('created_at', '2026-01-02T10:00:00Z'))).toEqual([
      'Bruno Neri',
      'Carla Verdi',
      'Dario Russo',
    ])
    expect(await names(t().lt('created_at', '2026-01-02T10:00:00Z'))).toEqual(['Ada Rossi'])
    expect(await names(t().lte('created_at', '2026-01-02T10:00:00Z'))).toEqual([
      'Ada Rossi',
      'Carla Verdi',
    ])
    expect(await names(t().like('email', '%example.org'))).toEqual(['Carla Verdi', 'Dario Russo'])
    expect(await names(t().ilike('name', '%ROSS%'))).toEqual(['Ada Rossi'])
    expect(await names(t().is('regions', null))).toEqual(['Bruno Neri'])
    expect(await names(t().not('regions', 'is', null).eq('status', 'active'))).toEqual([
      'Ada Rossi',
      'Dario Russo',
    ])
    expect(await names(t().in('trip_duration', ['10-days', 'more']))).toEqual([
      'Ada Rossi',
      'Carla Verdi',
    ])
    expect(await names(t().in('name', ['Ada Rossi', 'Nobody, Really']))).toEqual(['Ada Rossi'])
    expect(await names(t().or('status.eq.cancelled,regions.is.null'))).toEqual([
      'Bruno Neri',
      'Carla Verdi',
    ])
    expect(await names(t().eq('newsletter_consent', false).eq('name', 'Ada Rossi'))).toEqual([
      'Ada Rossi',
    ])
  })

  it('orders, limits, pages with range and reports the total in Content-Range', async () => {
    const first = await db()
      .from('form_submissions')
      .select('name', { count: 'exact' })
      .order('name')
      .range(0, 1)
    expect(first.data!.map((row) => row.name)).toEqual(['Ada Rossi', 'Bruno Neri'])
    expect(first.count).toBe(4)
    expect(first.status).toBe(206)
    const second = await db()
      .from('form_submissions')
      .select('name')
      .order('name', { ascending: false })
      .limit(1)
    expect(second.data).toEqual([{ name: 'Dario Russo' }])
    const head = await db()
      .from('form_submissions')
      .select('*', { count: 'exact', head: true })
      .eq('status', 'active')
    expect(head.count).toBe(3)
    expect(head.data).toBeNull()
  })

  it('single() answers an object, and 406 PGRST116 for 0 or 2 rows; maybeSingle() gives null for 0', async () => {
    const one = await db()
      .from('form_submissions')
      .select('name')
      .eq('email', 'ada@example.com')
      .single()
    expect(one.data).toEqual({ name: 'Ada Rossi' })

    const none = await db()
      .from('form_submissions')
      .select('name')
      .eq('email', 'nobody@example.com')
      .single()
    expect(none.status).toBe(406)
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' })

    const two = await db()
      .from('form_submissions')
      .select('name')
      .eq('status', 'active')
      .limit(2)
      .single()
    expect(two.status).toBe(406)
    expect(two.error?.code).toBe('PGRST116')
    expect(two.error?.details).toBe('The result contains 2 rows')

    const maybe = await db()
      .from('form_submissions')
      .select('name')
      .eq('email', 'nobody@example.com')
      .maybeSingle()
    expect(maybe.error).toBeNull()
    expect(maybe.data).toBeNull()
  })

  it('answers PostgREST errors for unknown tables, columns and bad filters', async () => {
    const table = await db().from('nope').select('*')
    expect(table.status).toBe(404)
    expect(table.error?.code).toBe('PGRST205')
    const column = await db().from('form_submissions').select('nope')
    expect(column.status).toBe(400)
    expect(column.error?.code).toBe('42703')
    const filter = await db().from('form_submissions').select('*').eq('nope', 1)
    expect(filter.error?.code).toBe('42703')
    const injection = await db()
      .from('form_submissions')
      .select('*')
      .eq('name', "x'; drop table public.profiles; --")
    expect(injection.error).toBeNull()
    expect(injection.data).toEqual([])
    const badColumn = await db()
      .from('form_submissions')
      .select('*')
      .eq('name"; drop table x; --', 1)
    expect(badColumn.error?.code).toBe('42703')
    expect(await sql(`select to_regclass('public.profiles') as t`)).toEqual([{ t: 'profiles' }])
  })
})

describe('writes', () => {
  it('insert returns 201, with the row when asked; a duplicate key is 409 23505', async () => {
    const inserted = await db()
      .from('form_submissions')
      .insert(full({ ...rows[0]!, email: 'eva@example.com', name: 'Eva Bruno' }, 7))
      .select('name,status,notification_status')
      .single()
    expect(inserted.status).toBe(201)
    expect(inserted.data).toEqual({
      name: 'Eva Bruno',
      status: 'active',
      notification_status: 'pending',
    })

    const again = await db().from('form_submissions').insert(full(rows[0]!, 7))
    expect(again.status).toBe(409)
    expect(again.error?.code).toBe('23505')

    const invalid = await db()
      .from('form_submissions')
      .insert({ ...full(rows[0]!, 8), planning_stage: 'someday' })
    expect(invalid.status).toBe(400)
    expect(invalid.error?.code).toBe('23514')

    const unknown = await db()
      .from('form_submissions')
      .insert({ ...full(rows[0]!, 9), colour: 'red' })
    expect(unknown.error?.code).toBe('PGRST204')
  })

  it('upsert merges or ignores duplicates on the given key', async () => {
    const ignored = await db()
      .from('form_submissions')
      .upsert(
        { ...full(rows[0]!, 0), name: 'Changed' },
        { onConflict: 'submission_key', ignoreDuplicates: true },
      )
      .select('name')
    expect(ignored.error).toBeNull()
    expect(ignored.data).toEqual([])
    expect(
      (await sql(`select name from public.form_submissions where email = 'ada@example.com'`))[0],
    ).toEqual({ name: 'Ada Rossi' })
  })

  it('update returns 204 by default and the rows with select(); delete likewise; both need a filter', async () => {
    const update = await db()
      .from('form_submissions')
      .update({ notification_status: 'sent' })
      .eq('email', 'ada@example.com')
    expect(update.status).toBe(204)
    expect(update.data).toBeNull()
    const withRows = await db()
      .from('form_submissions')
      .update({ notification_status: 'failed', notification_error: 'smtp down' })
      .eq('status', 'active')
      .select('name,notification_status')
      .order('name')
    expect(withRows.status).toBe(200)
    expect(withRows.data).toHaveLength(3)
    const unfiltered = await db()
      .from('form_submissions')
      .update({ notification_status: 'sent' })
      .neq('id', '00000000-0000-0000-0000-000000000000')
    expect(unfiltered.error).toBeNull()

    await db().from('admin_allowlist').insert({ email: 'temp@radici.example' })
    const removed = await db()
      .from('admin_allowlist')
      .delete()
      .eq('email', 'temp@radici.example')
      .select()
    expect(removed.data).toEqual([expect.objectContaining({ email: 'temp@radici.example' })])
    const response = await fetch(`${standIn().url}/rest/v1/admin_allowlist`, {
      method: 'DELETE',
      headers: {
        apikey: standIn().serviceRoleKey,
        Authorization: `Bearer ${standIn().serviceRoleKey}`,
      },
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { code: string }).code).toBe('21000')
  })
})

describe('the gateway', () => {
  it('needs a known API key and a valid JWT', async () => {
    const { url } = standIn()
    const missing = await fetch(`${url}/rest/v1/profiles`)
    expect(missing.status).toBe(401)
    const forged = await fetch(`${url}/rest/v1/profiles`, {
      headers: {
        apikey: standIn().anonKey,
        Authorization: `Bearer ${standIn().anonKey.slice(0, -4)}abcd`,
      },
    })
    expect(forged.status).toBe(401)
    expect(((await forged.json()) as { code: string }).code).toBe('PGRST301')
    const preflight = await fetch(`${url}/rest/v1/form_submissions`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8080',
        'Access-Control-Request-Headers': 'apikey, authorization, prefer',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('prefer')
  })

  it('exposes Content-Range to the browser', async () => {
    const client = await signUpAdmin()
    const response = await client.from('form_submissions').select('id', { count: 'exact' })
    expect(response.count).toBe(4)
    const raw = await fetch(`${standIn().url}/rest/v1/form_submissions?select=id`, {
      headers: {
        apikey: standIn().anonKey,
        Authorization: `Bearer ${standIn().anonKey}`,
        Origin: 'http://localhost:8080',
      },
    })
    expect(raw.headers.get('access-control-expose-headers')).toContain('Content-Range')
    expect(createAnonClient()).toBeTruthy()
  })
})
