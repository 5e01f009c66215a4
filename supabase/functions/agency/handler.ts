import { addressMissing, requireAddress } from '../_shared/client-address.ts'
import { agencyRequestSchema } from '../_shared/contracts/agency.ts'
import { allowedOrigins, browserGate, CORS_ALLOW_HEADERS } from '../_shared/cors.ts'
import { sendEmail } from '../_shared/email-client.ts'
import { json } from '../_shared/json.ts'
import { hashPrivateLinkToken, isWellFormedToken } from '../_shared/private-link.ts'
import { rateLimited } from '../_shared/rate-limit.ts'
import { readJson } from '../_shared/read-json.ts'
import {
  isRetryCaller,
  positive,
  serviceClient,
  type Env,
  type ServiceClient,
} from '../_shared/request.ts'
import { agencyEmail } from './emails.ts'
import { overdueNotice } from './overdue.ts'
import { saveContact } from './contacts.ts'
import { sendHandoff } from './team.ts'
import { loadView } from './view.ts'

/**
 * agency (docs/product/agency-handoff.md, docs/decisions/215): the hand-off of an accepted journey to an agency.
 *   with the agency's link token (x-agency-token):  POST /agency {action: view | accept | decline}
 *   with the team's access token:                   POST /agency/team/{inquiry}/handoff {agencyId}
 *                                                   POST /agency/team/contacts/{agencyId} {the contact}
 *   with the scheduled jobs' secret:                POST /agency/deadlines
 * A missing, malformed, unknown or withdrawn token is a bare 404. A second answer is a 409.
 */
export type { Env }

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const TEAM_HANDOFF = new RegExp(`^/team/(${UUID})/handoff$`, 'i')
const TEAM_CONTACT = /^\/team\/contacts\/([^/]{1,100})$/
const NO_REFERRER = { 'Referrer-Policy': 'no-referrer' }

export async function handleRequest(request: Request, env: Env): Promise<Response> {
  const gate = browserGate(request, allowedOrigins(env), ['POST'], {
    'Access-Control-Allow-Headers': `${CORS_ALLOW_HEADERS}, x-agency-token`,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
  })
  if (gate.refusal) return gate.refusal
  const cors = { ...gate.cors, ...NO_REFERRER }
  const route = new URL(request.url).pathname.replace(/^.*?\/agency(?=\/|$)/, '') || '/'
  if (request.method !== 'POST') return json({ error: 'not_found' }, 404, cors)
  try {
    if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY)
      throw new Error('Supabase environment missing')
    const db = serviceClient(env)
    if (route === '/deadlines') {
      if (!(await isRetryCaller(request, env))) return json({ error: 'unauthorized' }, 401, cors)
      return json(await runDeadlines(db, env), 200, cors)
    }
    const team = TEAM_HANDOFF.exec(route)
    if (team) return await sendHandoff({ env, db, cors }, request, team[1] as string)
    const contact = TEAM_CONTACT.exec(route)
    if (contact) return await saveContact({ env, db, cors }, request, contact[1] as string)
    if (route !== '/') return json({ error: 'not_found' }, 404, cors)
    return await agencyAction(db, env, request, cors)
  } catch (error) {
    console.error('agency failed:', error instanceof Error ? error.message : 'unknown error')
    return json({ error: 'server_error' }, 500, cors)
  }
}

async function agencyAction(
  db: ServiceClient,
  env: Env,
  request: Request,
  cors: Record<string, string>,
): Promise<Response> {
  const address = requireAddress(request.headers, env.CLIENT_IP_HEADER)
  if ('missing' in address) return addressMissing(address.missing, 'agency', cors)
  const limiter = { env, db }
  const window = positive(env.AGENCY_RATE_LIMIT_WINDOW_SECONDS, 600)
  const perAddress = await rateLimited(
    limiter,
    `agency-ip:${address.ip ?? 'none'}`,
    positive(env.AGENCY_RATE_LIMIT_ADDRESS_MAX, 120),
    window,
  )
  if (perAddress > 0) return tooMany(perAddress, cors)
  const token = request.headers.get('x-agency-token')
  if (!isWellFormedToken(token)) return json({ error: 'not_found' }, 404, cors)
  const hash = await hashPrivateLinkToken(token)
  const perLink = await rateLimited(
    limiter,
    `agency-link:${hash}`,
    positive(env.AGENCY_RATE_LIMIT_LINK_MAX, 60),
    window,
  )
  if (perLink > 0) return tooMany(perLink, cors)

  const read = await readJson(request, 8192)
  if (!read.ok)
    return json({ error: 'invalid_request', fields: { _: 'The body must be JSON.' } }, 400, cors)
  const parsed = agencyRequestSchema.safeParse(read.value)
  if (!parsed.success) {
    const fields: Record<string, string> = {}
    for (const issue of parsed.error.issues)
      fields[String(issue.path[0] ?? 'action')] ??= issue.message
    return json({ error: 'invalid_request', fields }, 400, cors)
  }
  const body = parsed.data
  if (body.action !== 'view') {
    const { data, error } = await db.rpc('agency_handoff_answer', {
      link_hash: hash,
      accept: body.action === 'accept',
      agency_reference: body.action === 'accept' ? body.reference : '',
      person: body.action === 'accept' ? body.contactPerson : '',
      reason: body.action === 'decline' ? body.reason : '',
    })
    if (error) throw new Error(`agency_handoff_answer failed: ${error.message}`)
    if (data === 'not_found') return json({ error: 'not_found' }, 404, cors)
    if (data === 'already_answered') return json({ error: 'already_answered' }, 409, cors)
  }
  const view = await loadView(db, hash)
  return view ? json(view, 200, cors) : json({ error: 'not_found' }, 404, cors)
}

function tooMany(wait: number, cors: Record<string, string>): Response {
  return json({ error: 'rate_limited' }, 429, { ...cors, 'Retry-After': String(wait) })
}

/** The deadline job: reminders half-way, overdue at the deadline (the owner is e-mailed). */
async function runDeadlines(db: ServiceClient, env: Env, at?: string) {
  const { data, error } = await db.rpc('agency_handoff_deadlines', {
    at: at ?? new Date().toISOString(),
  })
  if (error) throw new Error(`agency_handoff_deadlines failed: ${error.message}`)
  const rows = data ?? []
  const mail = env.RESEND_API_URL && env.RESEND_API_KEY && env.MAIL_FROM
  let emailed = 0
  for (const row of rows) {
    if (!mail) break
    const config = { apiUrl: env.RESEND_API_URL as string, apiKey: env.RESEND_API_KEY as string }
    const from = env.MAIL_FROM as string
    try {
      if (row.due === 'overdue' && env.TEAM_NOTIFICATION_EMAIL) {
        await sendEmail(
          config,
          await overdueNotice(db, env, row, { from, to: env.TEAM_NOTIFICATION_EMAIL }),
          `handoff-overdue:${row.handoff_id}`,
        )
        emailed++
      } else if (row.due === 'reminder') {
        const contact = await db
          .from('agency_contacts')
          .select('handoff_email, language')
          .eq('agency_id', row.agency_id)
          .maybeSingle()
        if (!contact.data) continue
        await sendEmail(
          config,
          agencyEmail({
            kind: 'reminder',
            language: contact.data.language === 'en' ? 'en' : 'it',
            from,
            to: contact.data.handoff_email,
          }),
          `handoff-reminder:${row.handoff_id}`,
        )
        emailed++
      }
    } catch (failure) {
      console.warn(
        'agency: deadline e-mail failed:',
        failure instanceof Error ? failure.message : failure,
      )
    }
  }
  return {
    reminders: rows.filter((row) => row.due === 'reminder').length,
    overdue: rows.filter((row) => row.due === 'overdue').length,
    emailed,
  }
}
