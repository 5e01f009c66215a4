import { sendEmail } from '../_shared/email-client.ts'
import {
  addPrivateLink,
  issuePrivateLink,
  privateLinkUrl,
  type LinkClient,
} from '../_shared/private-link.ts'
import {
  afterResponse,
  invalid,
  json,
  positive,
  rateLimited,
  readJson,
  tooMany,
  type Ctx,
} from './context.ts'
import { linkEmail } from './emails.ts'
import { linkRequestSchema, teamLinkRequestSchema } from '../_shared/contracts/journey.ts'

/**
 * 'Send me my link again' (/journey, anyone) and the team's 'Re-send link' / 'New link' (admins).
 * A family's request adds a link: the old one keeps working until the new one is first used (ADR 193), so
 * whoever knows the family's e-mail cannot break its bookmarked page. The team's new link replaces the old one at
 * once (ADR 150). A link goes only to the address the inquiry was made with.
 */

/** At most this many inquiries get a fresh link per request (the newest). */
const MAX_INQUIRIES_PER_REQUEST = 5

export async function requestLink(ctx: Ctx, request: Request, ip: string | null) {
  const body = await readJson(request, 2048, { emptyIs: {} })
  if (!body.ok)
    return body.reason === 'too_large'
      ? json({ error: 'payload_too_large' }, 413, ctx.cors)
      : invalid({ email: 'An e-mail address.' }, ctx.cors)
  const parsed = linkRequestSchema.safeParse(body.value)
  if (!parsed.success)
    return invalid({ email: 'An e-mail address such as name@example.com.' }, ctx.cors)
  const email = parsed.data.email
  const window = positive(ctx.env.JOURNEY_LINK_WINDOW_SECONDS, 3600)
  const waits = await Promise.all([
    ip ? rateLimited(ctx, `link-ip:${ip}`, positive(ctx.env.JOURNEY_LINK_IP_MAX, 10), window) : 0,
    rateLimited(ctx, `link-email:${email}`, positive(ctx.env.JOURNEY_LINK_EMAIL_MAX, 3), window),
  ])
  const wait = Math.max(...waits)
  if (wait > 0) return tooMany(wait, ctx.cors)
  // The same answer, at the same speed, whether or not the address matched: the work happens afterwards.
  afterResponse(sendLinksTo(ctx, email))
  return json({ ok: true }, 202, ctx.cors)
}

async function sendLinksTo(ctx: Ctx, email: string): Promise<void> {
  const { data, error } = await ctx.db
    .from('form_submissions')
    .select('id, email, first_name, name')
    .ilike(
      'email',
      email.replace(/[\\%_]/g, (c) => `\\${c}`),
    )
    .eq('status', 'active')
    .order('created_at', { ascending: false })
    .limit(MAX_INQUIRIES_PER_REQUEST)
  if (error) throw new Error(`link lookup failed: ${error.message}`)
  for (const inquiry of data ?? []) {
    await issueAndSend(ctx, ctx.db, inquiry, 'add')
  }
}

/** Issues a link with `issuer` (the service role, or an admin: then the history names the admin) and e-mails it. */
async function issueAndSend(
  ctx: Ctx,
  issuer: LinkClient,
  inquiry: { id: string; email: string; first_name: string | null; name: string },
  mode: 'add' | 'replace' = 'replace',
): Promise<void> {
  // Nothing is issued that cannot be sent.
  if (
    !privateLinkUrl(ctx.env.SITE_URL, 'x') ||
    !ctx.env.RESEND_API_URL ||
    !ctx.env.RESEND_API_KEY ||
    !ctx.env.MAIL_FROM
  )
    throw new Error('e-mail settings or SITE_URL missing: cannot send the link')
  const { token } =
    mode === 'add'
      ? await addPrivateLink(ctx.db, inquiry.id)
      : await issuePrivateLink(issuer, inquiry.id)
  const url = privateLinkUrl(ctx.env.SITE_URL, token) as string
  await sendEmail(
    { apiUrl: ctx.env.RESEND_API_URL, apiKey: ctx.env.RESEND_API_KEY },
    linkEmail({
      from: ctx.env.MAIL_FROM,
      to: inquiry.email,
      replyTo: ctx.env.TEAM_NOTIFICATION_EMAIL,
      firstName: inquiry.first_name ?? inquiry.name.split(' ')[0] ?? null,
      url,
    }),
  )
}

/**
 * POST /team/{inquiry}/link {send}: as the signed-in admin (RLS and the function's own check decide). `send`
 * e-mails the new link to the family; otherwise the answer carries it once, for the team to copy.
 */
export async function teamLink(ctx: Ctx, request: Request, admin: LinkClient, inquiryId: string) {
  const body = await readJson(request, 1024, { emptyIs: {} })
  const send = body.ok && teamLinkRequestSchema.safeParse(body.value).data?.send === true
  const inquiry = await admin
    .from('form_submissions')
    .select('id, email, first_name, name')
    .eq('id', inquiryId)
    .maybeSingle()
  if (inquiry.error || !inquiry.data) return json({ error: 'not_found' }, 404, ctx.cors)
  if (send) {
    try {
      await issueAndSend(ctx, admin, inquiry.data)
    } catch (error) {
      console.warn(
        'journey: team link e-mail failed:',
        error instanceof Error ? error.message : error,
      )
      return json({ error: 'email_failed' }, 502, ctx.cors)
    }
    return json({ ok: true, sent: true }, 200, ctx.cors)
  }
  const { token } = await issuePrivateLink(admin, inquiryId)
  return json(
    { ok: true, url: privateLinkUrl(ctx.env.SITE_URL, token) ?? null, token },
    200,
    ctx.cors,
  )
}
