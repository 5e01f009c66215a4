import { randomUUID } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import { beforeEach, expect, test } from 'vitest'
import { cancelSubmission } from '@/features/admin/leads/api/cancel-submission'
import { getProfile } from '@/features/admin/console/api/get-profile'
import { SUBMISSIONS_PAGE_SIZE, getSubmissions } from '@/features/admin/leads/api/get-submissions'
import { signInToast, signUpOutcome, signUpToast } from '@/features/auth/lib/auth-messages'
import {
  createAnonClient,
  createServiceClient,
  createUserInDatabase,
  resetStandIn,
  signUpAdmin,
  signedInClient,
  clientKeys,
  standIn,
} from './stand-in'

/**
 * The admin console's auth branches (docs/product/errors.md, "Auth") and the dashboard's queries (docs/product/admin.md, "Data calls"), with the app's own
 * fetchers and the real supabase-js against the stand-in.
 */
beforeEach(async () => {
  await resetStandIn()
})

function inquiry(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Maria Rossi',
    email: 'maria@example.com',
    planning_stage: 'exploring',
    travel_dates: "I don't know yet",
    trip_duration: '2-weeks',
    genealogy_help: 'need-guidance',
    preferred_contact: 'email',
    submission_key: randomUUID(),
    status: 'active',
    created_at: new Date().toISOString(),
    ...overrides,
  }
}

async function insert(rows: Array<Record<string, unknown>>) {
  const { data, error } = await createServiceClient()
    .from('form_submissions')
    .insert(rows)
    .select('id, name')
  if (error) throw new Error(error.message)
  return data as Array<{ id: string; name: string }>
}

test('sign-up of an allowlisted address succeeds with a session (local confirmations off)', async () => {
  const client = createAnonClient()
  const { data, error } = await client.auth.signUp({
    email: 'Giulia@Radici.example',
    password: 'correct-horse-7',
    options: { data: { full_name: 'Giulia Bianchi' } },
  })
  expect(error).toBeNull()
  expect(data.session).not.toBeNull()
  expect(signUpToast(error).title).toBe('Account created!')
  // The profile was made from the sign-up metadata, and the dashboard reads it.
  const profile = await getProfile(data.user!.id, client)
  expect(profile?.full_name).toBe('Giulia Bianchi')
})

test("sign-up of an address outside the allowlist is refused with 'not authorized'", async () => {
  const { data, error } = await createAnonClient().auth.signUp({
    email: 'stranger@example.com',
    password: 'correct-horse-7',
  })
  expect(data.session).toBeNull()
  expect(error?.status).toBe(403)
  expect(error?.message).toBe('This email address is not authorized for admin access.')
  expect(signUpToast(error)).toMatchObject({
    title: 'Unauthorized Access',
    description: 'This email address is not authorized for admin access.',
  })
})

test("signing up an existing address answers 'User already registered'", async () => {
  await signUpAdmin('marco@radici.example')
  const { error } = await createAnonClient().auth.signUp({
    email: 'marco@radici.example',
    password: 'another-password',
  })
  expect(error?.message).toContain('User already registered')
  expect(signUpOutcome(error)).toBe('exists')
})

test('sign-in: wrong password gives Invalid credentials, the right one a session', async () => {
  await signUpAdmin('sofia@radici.example', 'correct-horse-7')
  const client = createAnonClient()
  const wrong = await client.auth.signInWithPassword({
    email: 'sofia@radici.example',
    password: 'wrong-password',
  })
  expect(wrong.error?.message).toContain('Invalid login credentials')
  expect(signInToast(wrong.error).title).toBe('Invalid credentials')
  const right = await client.auth.signInWithPassword({
    email: 'sofia@radici.example',
    password: 'correct-horse-7',
  })
  expect(right.error).toBeNull()
  expect(right.data.session?.access_token).toBeTruthy()
  expect(signInToast(right.error).title).toBe('Welcome back!')
  const signOut = await client.auth.signOut()
  expect(signOut.error).toBeNull()
})

test('the dashboard reads active inquiries only, newest first', async () => {
  const now = Date.now()
  const [older, newest, , middle] = await insert([
    inquiry({ name: 'Older', created_at: new Date(now - 3 * 86_400_000).toISOString() }),
    inquiry({ name: 'Newest', created_at: new Date(now - 1000).toISOString() }),
    inquiry({ name: 'Cancelled', status: 'cancelled', created_at: new Date(now).toISOString() }),
    inquiry({ name: 'Middle', created_at: new Date(now - 86_400_000).toISOString() }),
  ])
  const admin = await signUpAdmin()
  const rows = await getSubmissions(admin)
  expect(rows.map((row) => row.id)).toEqual([newest!.id, middle!.id, older!.id])
  expect(rows.every((row) => row.status === 'active')).toBe(true)
})

test('each page of the list is requested once (a query builder sends again each time it is awaited)', async () => {
  const now = Date.now()
  await insert(
    Array.from({ length: 2 * SUBMISSIONS_PAGE_SIZE + 150 }, (_, index) =>
      inquiry({ name: `Lead ${index}`, created_at: new Date(now - index * 1000).toISOString() }),
    ),
  )
  await signUpAdmin()
  const asked: string[] = []
  const client = createClient(standIn().url, clientKeys().browserKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : String(input))
        if (url.pathname.endsWith('/form_submissions'))
          asked.push(url.searchParams.get('offset') ?? '0')
        return fetch(input, init)
      },
    },
  })
  const { error } = await client.auth.signInWithPassword({
    email: 'giulia@radici.example',
    password: 'correct-horse-7',
  })
  expect(error).toBeNull()
  expect(await getSubmissions(client)).toHaveLength(2 * SUBMISSIONS_PAGE_SIZE + 150)
  // The first page of 100, then the rest in pages of 1,000 from offset 100: each asked for exactly once.
  expect(asked.sort((a, b) => Number(a) - Number(b))).toEqual(['0', '100', '1100', '2100'])
})

test('the dashboard reads past the server page limit', async () => {
  const now = Date.now()
  const total = SUBMISSIONS_PAGE_SIZE + 37
  await insert(
    Array.from({ length: total }, (_, index) =>
      inquiry({ name: `Lead ${index}`, created_at: new Date(now - index * 1000).toISOString() }),
    ),
  )
  const rows = await getSubmissions(await signUpAdmin())
  expect(rows).toHaveLength(total)
  expect(rows[0]!.name).toBe('Lead 0')
  expect(rows.at(-1)!.name).toBe(`Lead ${total - 1}`)
  expect(new Set(rows.map((row) => row.id)).size).toBe(total)
})

test('cancel sets the status to cancelled; the inquiry leaves the list but stays in the database', async () => {
  const [keep, cancel] = await insert([inquiry({ name: 'Keep' }), inquiry({ name: 'Cancel' })])
  const admin = await signUpAdmin()
  await cancelSubmission(cancel!.id, {}, admin)
  expect((await getSubmissions(admin)).map((row) => row.id)).toEqual([keep!.id])
  const { data } = await createServiceClient()
    .from('form_submissions')
    .select('id, status')
    .eq('id', cancel!.id)
    .single()
  expect(data).toEqual({ id: cancel!.id, status: 'cancelled' })
})

test('a signed-in non-admin and an anonymous visitor see nothing and cancel nothing', async () => {
  const [row] = await insert([inquiry()])
  await createUserInDatabase({ email: 'someone@example.com', password: 'correct-horse-7' })
  const outsider = await signedInClient('someone@example.com', 'correct-horse-7')
  expect(await getSubmissions(outsider)).toEqual([])
  // Anonymous visitors have no grant at all: the dashboard's 'Error loading submissions' branch.
  await expect(getSubmissions(createAnonClient())).rejects.toMatchObject({
    name: 'SubmissionsQueryError',
    message: expect.stringContaining('permission denied'),
  })
  // RLS hides the row: the update matches nothing (or is refused), and the inquiry stays active.
  await cancelSubmission(row!.id, {}, outsider).catch(() => undefined)
  await cancelSubmission(row!.id, {}, createAnonClient()).catch(() => undefined)
  const { data } = await createServiceClient()
    .from('form_submissions')
    .select('status')
    .eq('id', row!.id)
    .single()
  expect(data).toEqual({ status: 'active' })
})
