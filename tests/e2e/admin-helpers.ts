import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { expect, type Page } from '@playwright/test'
import { ANON_KEY, SERVICE_ROLE_KEY, SUPABASE_URL } from './stand-in'

/**
 * e2e helpers for the admin console: reach the local stand-in with the service role (to insert inquiries and
 * read them back) and sign team members in through the real UI.
 */
export const ADMIN_PASSWORD = 'radici-e2e-password'

const options = { auth: { persistSession: false, autoRefreshToken: false } }
let service: SupabaseClient | undefined
export function serviceClient(): SupabaseClient {
  service ??= createClient(SUPABASE_URL, SERVICE_ROLE_KEY, options)
  return service
}

export interface InquiryRow {
  id: string
  name: string
  email: string
  phone: string | null
  planning_stage: string
  regions: string | null
  travel_dates: string
  trip_duration: string
  group_size: number | null
  age_ranges: string | null
  budget: number | null
  hotel_preference: string | null
  genealogy_help: string
  preferred_contact: string
  newsletter_consent: boolean
  submission_key: string
  status: 'active' | 'cancelled'
  created_at: string
}

export function makeInquiry(overrides: Partial<InquiryRow> = {}): InquiryRow {
  return {
    id: randomUUID(),
    name: 'Test Lead',
    email: 'lead@example.com',
    phone: null,
    planning_stage: 'exploring',
    regions: null,
    travel_dates: "I don't know yet",
    trip_duration: '2-weeks',
    group_size: null,
    age_ranges: null,
    budget: null,
    hotel_preference: null,
    genealogy_help: 'need-guidance',
    preferred_contact: 'email',
    newsletter_consent: false,
    submission_key: randomUUID(),
    status: 'active',
    created_at: new Date().toISOString(),
    ...overrides,
  }
}

export async function insertInquiries(rows: InquiryRow[]): Promise<InquiryRow[]> {
  for (let start = 0; start < rows.length; start += 1000) {
    const { error } = await serviceClient()
      .from('form_submissions')
      .insert(rows.slice(start, start + 1000))
    if (error) throw new Error(`insert inquiries: ${error.message}`)
  }
  return rows
}

export async function getInquiry(id: string): Promise<InquiryRow | null> {
  const { data, error } = await serviceClient()
    .from('form_submissions')
    .select('*')
    .eq('id', id)
    .maybeSingle()
  if (error) throw new Error(`read inquiry: ${error.message}`)
  return data as InquiryRow | null
}

/**
 * Inquiries are never deleted: a test that needs an empty list cancels every active one. Only the admin
 * console's empty-state test and the benchmark do this; other tests scope themselves with a unique tag.
 */
export async function retireActiveInquiries(): Promise<void> {
  const { error } = await serviceClient()
    .from('form_submissions')
    .update({ status: 'cancelled' })
    .eq('status', 'active')
  if (error) throw new Error(`retire inquiries: ${error.message}`)
}

/** Makes sure an allowlisted team member exists with ADMIN_PASSWORD (through the public sign-up). */
export async function ensureAdmin(email: string, fullName: string): Promise<void> {
  const anon = createClient(SUPABASE_URL, ANON_KEY, options)
  const { error } = await anon.auth.signUp({
    email,
    password: ADMIN_PASSWORD,
    options: { data: { full_name: fullName } },
  })
  if (error && !error.message.includes('User already registered')) {
    throw new Error(`sign up ${email}: ${error.message}`)
  }
}

/** Removes a user (service role, Auth admin API) so that a sign-up test can start fresh. */
export async function deleteUser(email: string): Promise<void> {
  const admin = serviceClient().auth.admin
  const { data, error } = await admin.listUsers({ perPage: 1000 })
  if (error) throw new Error(`list users: ${error.message}`)
  const user = data.users.find((candidate) => candidate.email === email)
  if (!user) return
  const deleted = await admin.deleteUser(user.id)
  if (deleted.error) throw new Error(`delete user: ${deleted.error.message}`)
}

export async function signInThroughUi(page: Page, email: string, password = ADMIN_PASSWORD) {
  await page.goto('/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin/)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
}
