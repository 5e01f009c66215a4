import { handleRequest } from '../../supabase/functions/send-form-notification/handler.ts'
import { standIn } from './stand-in.ts'

/** Request bodies and ways to send them to send-form-notification, shared by the function's integration tests. */

let counter = 0
export function unique(tag: string): string {
  counter++
  return `${tag}-${Date.now()}-${counter}-${Math.floor(Math.random() * 1e6)}`
}

/** A valid wizard body; `overrides` replace fields. */
export function inquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> & {
  email: string
  submissionKey: string
} {
  const inFuture = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
  return {
    regions: 'Sicily, near Agrigento',
    travelDate: inFuture,
    travelDateUnknown: false,
    tripDuration: '2-weeks',
    genealogyExpectations: 'full-family-tree',
    name: 'Maria',
    lastName: 'Russo',
    email: `${unique('lead')}@example.com`,
    phone: '+1 555 0100',
    newsletterConsent: true,
    submissionKey: crypto.randomUUID(),
    agencyId: 'sicilia-heritage',
    itineraryId: 'sicily-roots',
    website: '',
    ...overrides,
  } as Record<string, unknown> & { email: string; submissionKey: string }
}

/** The environment the stand-in gives the function, for calling the same handler in this process. */
export function functionEnv(overrides: Record<string, string> = {}): Record<string, string> {
  const { url, anonKey, serviceRoleKey } = standIn()
  return {
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    RESEND_API_URL: `${url}/mail`,
    RESEND_API_KEY: 're_local_dev',
    TEAM_NOTIFICATION_EMAIL: 'team@radici.example',
    MAIL_FROM: 'Radici <hello@radici.example>',
    ALLOWED_ORIGINS: '*',
    ...overrides,
  }
}

export interface Answer {
  status: number
  headers: Headers
  text: string
  body: Record<string, unknown>
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text()
  let body: Record<string, unknown> = {}
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    // not JSON: the caller looks at `text`
  }
  return { status: response.status, headers: response.headers, text, body }
}

/** Calls the handler in this process; `raw` bodies are sent as they are, others JSON-encoded. */
export async function callHandler(
  body: unknown,
  options: { headers?: Record<string, string>; env?: Record<string, string>; raw?: boolean } = {},
): Promise<Answer> {
  const response = await handleRequest(
    new Request('http://127.0.0.1/functions/v1/send-form-notification', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(options.headers ?? {}) },
      body: options.raw ? String(body) : JSON.stringify(body),
    }),
    options.env ?? functionEnv(),
  )
  return answer(response)
}

/** POST through the stand-in's gateway, as the browser does. */
export async function post(
  body: unknown,
  headers: Record<string, string> = {},
  raw = false,
): Promise<Answer> {
  const { url, anonKey } = standIn()
  const response = await fetch(`${url}/functions/v1/send-form-notification`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      ...headers,
    },
    body: raw ? String(body) : JSON.stringify(body),
  })
  return answer(response)
}
