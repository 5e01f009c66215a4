import { randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { ANON_KEY, SERVICE_ROLE_KEY, SUPABASE_URL, selectAsService, sql } from './stand-in'

/**
 * e2e helpers for the admin console: reach the local stand-in with the service role (to insert inquiries and
 * read them back) over plain HTTP, and sign team members in through the real UI.
 */
export const ADMIN_PASSWORD = 'radici-e2e-password'

const serviceHeaders = {
  apikey: SERVICE_ROLE_KEY,
  Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
  'Content-Type': 'application/json',
}

async function rest(method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${SUPABASE_URL}/rest/v1/${path}`, {
    method,
    headers: { ...serviceHeaders, Prefer: 'return=minimal' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
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
    await rest('POST', 'form_submissions', rows.slice(start, start + 1000))
  }
  return rows
}

export async function getInquiry(id: string): Promise<InquiryRow | null> {
  const rows = await selectAsService<InquiryRow>('form_submissions', `select=*&id=eq.${id}`)
  return rows[0] ?? null
}

/**
 * Inquiries are never deleted: a test that needs an empty list cancels every active one. Only the admin
 * console's empty-state test and the benchmark do this; other tests scope themselves with a unique tag.
 */
export async function retireActiveInquiries(): Promise<void> {
  await rest('PATCH', 'form_submissions?status=eq.active', { status: 'cancelled' })
}

/** Makes sure an allowlisted team member exists with ADMIN_PASSWORD (through the public sign-up). */
export async function ensureAdmin(email: string, fullName: string): Promise<void> {
  const response = await fetch(`${SUPABASE_URL}/auth/v1/signup`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${ANON_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email, password: ADMIN_PASSWORD, data: { full_name: fullName } }),
  })
  if (response.ok) return
  const text = await response.text()
  if (!text.includes('User already registered'))
    throw new Error(`sign up ${email}: ${response.status} ${text}`)
}

/** Removes a user (as the database owner) so that a sign-up test can start fresh. */
export async function deleteUser(email: string): Promise<void> {
  await sql('delete from auth.users where lower(email) = lower($1)', [email])
}

export async function signInThroughUi(page: Page, email: string, password = ADMIN_PASSWORD) {
  await page.goto('/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin/)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
}
