import { paymentOf, type AcceptedVersion, type Db, type Env } from '../_shared/research-payments.ts'
import { stripeClient } from '../_shared/stripe-client.ts'

type Respond = (body: unknown, status: number) => Response

/** SITE_URL's origin (http or https), or undefined. */
export function siteOrigin(env: Env): string | undefined {
  try {
    const url = new URL(env.SITE_URL ?? '')
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

const ALREADY_PAID = { error: 'already_paid', message: 'The research fee is already paid.' }

/**
 * Where Checkout sends the family back: one token-free page for every family (docs/decisions/238), which finds the
 * family's page from the tab's own memory (src/config/paths.ts `paymentReturn`; the two must agree). Nothing in a
 * session's parameters depends on the link the family used, so one Idempotency-Key always sends one body.
 */
export function returnUrls(origin: string): { success_url: string; cancel_url: string } {
  const back = `${origin}/journey/payment-return`
  return { success_url: `${back}?payment=success`, cancel_url: `${back}?payment=cancelled` }
}

/**
 * A Checkout Session for the accepted version's fee, read here on the server (docs/decisions/212): the Stripe
 * Idempotency-Key is derived from the version id (and the attempt, after a session expired), so parallel clicks
 * get one session, whichever of the family's live links they came from; an open session is offered again; a paid
 * version is a 409. No private link goes to Stripe (docs/decisions/238).
 */
export async function checkout(
  db: Db,
  env: Env,
  version: AcceptedVersion,
  respond: Respond,
): Promise<Response> {
  const origin = siteOrigin(env)
  if (!origin) {
    console.error('research-fee: SITE_URL is missing or not an http(s) URL')
    return respond({ error: 'server_misconfigured' }, 503)
  }
  const stripe = stripeClient(env)
  const existing = await paymentOf(db, version.id)
  if (existing && existing.state !== 'open' && existing.state !== 'expired')
    return respond(ALREADY_PAID, 409)
  let attempt = 1
  if (existing?.checkout_session_id) {
    const session = await stripe.checkout.sessions.retrieve(existing.checkout_session_id)
    if (session.payment_status === 'paid') return respond(ALREADY_PAID, 409)
    if (session.status === 'open' && session.url)
      return respond({ ok: true, url: session.url }, 200)
    attempt = Number(/-(\d+)$/.exec(existing.idempotency_key)?.[1] ?? '1') + 1
  }
  const key = `research-fee-${version.id}-${attempt}`
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: version.research_currency.toLowerCase(),
            unit_amount: version.research_fee_minor,
            product_data: { name: `Research fee (plan v${version.version})` },
          },
        },
      ],
      client_reference_id: version.id,
      metadata: { plan_version_id: version.id },
      ...returnUrls(origin),
    },
    { idempotencyKey: key },
  )
  const open = 'open' as const
  const row = {
    plan_version_id: version.id,
    checkout_session_id: session.id,
    state: open,
    amount_minor: version.research_fee_minor,
    currency: version.research_currency,
    idempotency_key: key,
    updated_at: new Date().toISOString(),
  }
  if (existing) {
    // Only a still open or expired row takes the new session (a paid one never goes back to open).
    const { error } = await db
      .from('research_payments')
      .update(row)
      .eq('id', existing.id)
      .in('state', ['open', 'expired'])
    if (error) throw new Error(`research_payments update failed: ${error.message}`)
  } else {
    const { data: version_, error: readError } = await db
      .from('plan_versions')
      .select('submission_id')
      .eq('id', version.id)
      .single()
    if (readError) throw new Error(`plan_versions read failed: ${readError.message}`)
    const { error } = await db
      .from('research_payments')
      .upsert(
        { ...row, submission_id: version_.submission_id },
        { onConflict: 'plan_version_id', ignoreDuplicates: true },
      )
    if (error) throw new Error(`research_payments insert failed: ${error.message}`)
  }
  if (!session.url) return respond(ALREADY_PAID, 409)
  return respond({ ok: true, url: session.url }, 200)
}
