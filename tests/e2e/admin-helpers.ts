import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { expect, type Page } from '@playwright/test'

/**
 * e2e helpers for the admin console: reach the local stand-in with the service role (to insert inquiries and
 * read them back) and sign team members in through the real UI.
 */
export const ADMIN_PASSWORD = 'radici-e2e-password'

const url = `http://127.0.0.1:${process.env.SUPABASE_PORT ?? 54321}`
const anonKey =
  process.env.SUPABASE_ANON_KEY ??
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
const serviceKey =
  process.env.SUPABASE_SERVICE_ROLE_KEY ??
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp8bBjWpqEMt5Qz8'

const options = { auth: { persistSession: false, autoRefreshToken: false } }
let service: SupabaseClient | undefined
export function serviceClient(): SupabaseClient {
  service ??= createClient(url, serviceKey, options)
  return service
}

export interface InquiryRow {
  id: string
  name: string
  email: string
  phone: string | null
  planning_stage: string
  regions: string | null
  travel_dates: string | null
  trip_duration: string | null
  group_size: string | null
  age_ranges: string | null
  budget: string | null
  hotel_preference: string | null
  genealogy_help: string | null
  preferred_contact: string | null
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

/** Inquiries are never deleted: tests start from an empty list by cancelling every active one. */
export async function retireActiveInquiries(): Promise<void> {
  const { error } = await serviceClient()
    .from('form_submissions')
    .update({ status: 'cancelled' })
    .eq('status', 'active')
  if (error) throw new Error(`retire inquiries: ${error.message}`)
}

/** Makes sure an allowlisted team member exists with ADMIN_PASSWORD (through the public sign-up). */
export async function ensureAdmin(email: string, fullName: string): Promise<void> {
  const anon = createClient(url, anonKey, options)
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
