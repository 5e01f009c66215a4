/**
 * How e2e tests reach the local Supabase stand-in that playwright.config.ts starts (in memory, on
 * SUPABASE_PORT, default 54321). e2e workers run in parallel: never reset the database from an e2e test;
 * use unique data (e.g. a unique e-mail) and look for it.
 */
export const SUPABASE_URL = `http://127.0.0.1:${Number(process.env.SUPABASE_PORT ?? 54321)}`
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

const serviceHeaders = {
  apikey: SERVICE_ROLE_KEY,
  Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
  'Content-Type': 'application/json',
}

/** Runs SQL as the database owner (test setup and assertions only). */
export async function sql<T = Record<string, unknown>>(
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  const response = await fetch(`${SUPABASE_URL}/_stand-in/sql`, {
    method: 'POST',
    headers: serviceHeaders,
    body: JSON.stringify({ query, params }),
  })
  if (!response.ok)
    throw new Error(`stand-in sql failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { rows: T[] }).rows
}

/** Reads a table with the service role through the REST API (bypasses row-level security). */
export async function selectAsService<T = Record<string, unknown>>(
  table: string,
  query = 'select=*',
): Promise<T[]> {
  const response = await fetch(`${SUPABASE_URL}/rest/v1/${table}?${query}`, {
    headers: serviceHeaders,
  })
  if (!response.ok)
    throw new Error(`select ${table} failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as T[]
}

export interface CapturedEmail {
  id: string
  from: string
  to: string[]
  subject: string
  html: string | null
  text: string | null
  created_at: string
}

/** E-mails sent to the stand-in's Resend-shaped API, newest first. */
export async function capturedEmails(): Promise<CapturedEmail[]> {
  const response = await fetch(`${SUPABASE_URL}/mail/emails`)
  return ((await response.json()) as { data: CapturedEmail[] }).data
}

/** Newsletter form posts received by the stand-in, newest first. */
export async function newsletterSubscriptions(): Promise<
  { email: string; legal_agreement: string | null }[]
> {
  const response = await fetch(`${SUPABASE_URL}/newsletter/subscriptions`)
  return ((await response.json()) as { data: { email: string; legal_agreement: string | null }[] })
    .data
}
