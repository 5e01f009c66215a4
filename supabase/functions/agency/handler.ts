import { agencyRequestSchema, type AgencyRequest } from '../_shared/contracts/agency.ts'
import { sendEmail } from '../_shared/email-client.ts'
import {
  addressGate,
  context,
  database,
  jobsSecret,
  partnerLink,
  teamSession,
  validBody,
} from '../_shared/gates.ts'
import { json } from '../_shared/json.ts'
import { leadRecipient } from '../_shared/lead-recipient.ts'
import type { Env, ServiceClient } from '../_shared/request.ts'
import { functionApp, UUID, type Cors } from '../_shared/router.ts'
import { tellTeamOfAnswers } from './answer-notices.ts'
import { tellFamilyOfAnswers } from './family-notices.ts'
import { agencyEmail } from './emails.ts'
import { overdueNotice } from './overdue.ts'
import { saveContact } from './contacts.ts'
import { sendHandoff } from './team.ts'
import { loadView } from './view.ts'

/**
 * agency (docs/product/agency-handoff.md, docs/decisions/215): the hand-off of an accepted journey to an agency,
 * one route a line below (the gates: _shared/gates.ts; adding an endpoint: docs/functions.md). POST only.
 *   with the agency's link token (x-agency-token):  POST /agency {action: view | accept | decline}
 *   with the team's access token:                   POST /agency/team/{inquiry}/handoff {agencyId}
 *                                                   POST /agency/team/contacts/{agencyId} {the contact}
 *   with the scheduled jobs' secret:                POST /agency/deadlines
 * A missing, malformed or unknown token is a bare 404, as is any other path. A second answer, or an answer on a
 * withdrawn link, is a 409. An answer e-mails the team (answer-notices.ts) and the family (family-notices.ts).
 */
export type { Env }

const app = functionApp('agency', { tokenHeader: 'x-agency-token', noReferrer: true })
app.use('*', database)
app.post('/deadlines', jobsSecret, async (c) =>
  json(await runDeadlines(c.get('db'), c.env), 200, c.get('cors')),
)
app.post(`/team/:inquiry{${UUID}}/handoff`, teamSession, (c) =>
  sendHandoff(context(c), c.req.raw, c.req.param('inquiry')),
)
app.post('/team/contacts/:agency{[^/]{1,100}}', teamSession, (c) =>
  saveContact(context(c), c.req.raw, c.req.param('agency')),
)
app.post(
  '/',
  addressGate('agency'),
  partnerLink({ header: 'x-agency-token', scope: 'agency', env: 'AGENCY' }),
  validBody(agencyRequestSchema, {
    maxBytes: 8192,
    fields: (error) => {
      const fields: Record<string, string> = {}
      for (const issue of error.issues) fields[String(issue.path[0] ?? 'action')] ??= issue.message
      return fields
    },
  }),
  (c) =>
    agencyAction(
      c.get('db'),
      c.env,
      c.get('linkHash'),
      c.get('body') as AgencyRequest,
      c.get('cors'),
    ),
)

export function handleRequest(request: Request, env: Env): Promise<Response> {
  return Promise.resolve(app.fetch(request, env))
}

/** The agency's view, after its answer when it gives one (accept or decline, once; the team is then e-mailed). */
async function agencyAction(
  db: ServiceClient,
  env: Env,
  hash: string,
  body: AgencyRequest,
  cors: Cors,
): Promise<Response> {
  if (body.action !== 'view') {
    const { data, error } = await db.rpc('agency_handoff_answer', {
      link_hash: hash,
      accept: body.action === 'accept',
      agency_reference: body.action === 'accept' ? body.reference : '',
      person: body.action === 'accept' ? body.contactPerson : '',
      reason: body.action === 'decline' ? body.reason : '',
    })
    if (error) throw new Error(`agency_handoff_answer failed: ${error.message}`)
    if (data === 'already_answered') return json({ error: 'already_answered' }, 409, cors)
    if (data === 'ok') {
      const answered = await db.from('agency_handoffs').select('id').eq('token_hash', hash).single()
      if (answered.error) throw new Error(`agency_handoffs read failed: ${answered.error.message}`)
      await tellTeamOfAnswers(db, env, answered.data.id)
      await tellFamilyOfAnswers(db, env, answered.data.id)
    }
  }
  const view = await loadView(db, hash)
  if (!view) return json({ error: 'not_found' }, 404, cors)
  // A withdrawn link takes no answer: it reads its outcome.
  if (body.action !== 'view' && view.state === 'withdrawn')
    return json({ error: 'already_answered' }, 409, cors)
  return json(view, 200, cors)
}

/**
 * The deadline job: reminders half-way, overdue at the deadline (the lead's owner, or the team, is e-mailed), and
 * the team's and the family's e-mails about any answer a failed send left untold.
 */
async function runDeadlines(db: ServiceClient, env: Env, at?: string) {
  const { data, error } = await db.rpc('agency_handoff_deadlines', {
    at: at ?? new Date().toISOString(),
  })
  if (error) throw new Error(`agency_handoff_deadlines failed: ${error.message}`)
  const rows = data ?? []
  const mail = env.RESEND_API_URL && env.RESEND_API_KEY && env.MAIL_FROM
  let emailed = (await tellTeamOfAnswers(db, env)) + (await tellFamilyOfAnswers(db, env))
  for (const row of rows) {
    if (!mail) break
    const config = { apiUrl: env.RESEND_API_URL as string, apiKey: env.RESEND_API_KEY as string }
    const from = env.MAIL_FROM as string
    try {
      const to = row.due === 'overdue' ? await leadRecipient(db, env, row.submission_id) : null
      if (to) {
        await sendEmail(
          config,
          await overdueNotice(db, env, row, { from, to }),
          `handoff-overdue:${row.handoff_id}`,
        )
        emailed++
      } else if (row.due === 'reminder') {
        const [contact, handoff] = await Promise.all([
          db
            .from('agency_contacts')
            .select('handoff_email, language, contact_person')
            .eq('agency_id', row.agency_id)
            .maybeSingle(),
          db.from('agency_handoffs').select('deadline_at').eq('id', row.handoff_id).maybeSingle(),
        ])
        if (!contact.data) continue
        // The greeting by name and the deadline with its weekday (emails.ts). No link: only the link's hash is kept
        // (a fresh link in the reminder is issue 43's part 3, not built yet).
        await sendEmail(
          config,
          agencyEmail({
            kind: 'reminder',
            language: contact.data.language === 'en' ? 'en' : 'it',
            from,
            to: contact.data.handoff_email,
            contactPerson: contact.data.contact_person,
            ...(handoff.data ? { deadlineAt: handoff.data.deadline_at } : {}),
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
