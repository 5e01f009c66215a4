import { signPayload, type RecordedStripeRequest } from '../../supabase-local/stripe.ts'
import { ACCEPT_VERSION_SQL } from '../fixtures/accept-version.ts'
import { sql, standIn } from './stand-in.ts'

/**
 * The research fee's test helpers (docs/product/payments.md): an accepted plan version made with SQL as the
 * database owner (draft, then sent with its hash, then accepted: ADR 199's path), calls to research-fee and
 * stripe-webhook, and the Stripe stand-in reached over HTTP as the library and a browser reach it.
 */
export const LOCAL_WEBHOOK_SECRET = 'whsec_local'
export const LOCAL_STRIPE_KEY = 'sk_test_local'

export async function acceptedPlan(inquiryId: string, feeMinor = 25_000): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.plan_versions (submission_id, version, research_fee_minor, research_currency)
     values ($1, 1, $2, 'USD') returning id`,
    [inquiryId, feeMinor],
  )
  const id = (row as { id: string }).id
  await sql(
    `update public.plan_versions set state = 'sent', sent_at = now(), content_hash = repeat('a', 64) where id = $1`,
    [id],
  )
  await sql(ACCEPT_VERSION_SQL, [id])
  return id
}

export interface Answer {
  status: number
  // Read loosely: each test asserts the parts it needs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: Record<string, any>
}

export async function researchFee(body: unknown, accessToken?: string): Promise<Answer> {
  const { url, anonKey } = standIn()
  const response = await fetch(`${url}/functions/v1/research-fee`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: anonKey,
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : {} }
}

/** Posts an event to the webhook, signed with `secret` (the local one unless a test forges it). */
export async function deliver(payload: string, secret = LOCAL_WEBHOOK_SECRET): Promise<number> {
  const response = await fetch(`${standIn().url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': signPayload(payload, secret),
    },
    body: payload,
  })
  await response.text()
  return response.status
}

export function sessionEvent(
  type: string,
  sessionId: string,
  id = `evt_test_${crypto.randomUUID().replace(/-/g, '')}`,
) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    data: { object: { id: sessionId, object: 'checkout.session' } },
  })
}

/** Pays (or tries to) on the stand-in's checkout page, as the browser's form does. */
export async function payOnCheckoutPage(checkoutUrl: string, card: string): Promise<Response> {
  return fetch(`${checkoutUrl}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, expiry: '12 / 34', cvc: '123' }).toString(),
  })
}

export interface StripeRecord {
  requests: RecordedStripeRequest[]
  /** The events the stand-in posted to the webhook (their JSON payloads). */
  events: { id: string; payload: string }[]
}

/** Every request the Stripe stand-in received since the last reset, and the events it sent (GET /stripe/requests). */
export async function stripeRecord(): Promise<StripeRecord> {
  const response = await fetch(`${standIn().url}/stripe/requests`)
  const body = (await response.json()) as {
    data: RecordedStripeRequest[]
    events: StripeRecord['events']
  }
  return { requests: body.data, events: body.events }
}

/** Pays by SEPA debit on the stand-in's checkout page: the session completes unpaid, the debit processing. */
export async function payByDebitOnCheckoutPage(checkoutUrl: string, iban: string) {
  return fetch(`${checkoutUrl}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ iban }).toString(),
  })
}

async function stripeControl(path: string, body: unknown): Promise<Record<string, unknown>> {
  const { url, serviceRoleKey } = standIn()
  const response = await fetch(`${url}/_stand-in/stripe/${path}`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`stand-in stripe/${path}: ${response.status}`)
  return (await response.json()) as Record<string, unknown>
}

/** Time passes at Stripe: the processing debit clears or fails (as its IBAN says), and its event is posted. */
export async function settleDebit(intentId: string, outcome?: 'clears' | 'fails') {
  return (await stripeControl(`payment_intents/${intentId}/settle`, { outcome })).webhook_status
}

/** Time passes at Stripe: the refund succeeds or fails, and `refund.updated` (and `refund.failed`) is posted. */
export async function settleRefundAtStripe(refundId: string, outcome: 'succeeded' | 'failed') {
  return (await stripeControl(`refunds/${refundId}/settle`, { outcome })).webhook_status
}

/** The stand-in's webhook endpoint down (`true`: events wait) or back (`false`: the waiting ones are posted). */
export async function holdStripeEvents(hold: boolean): Promise<number[]> {
  return (await stripeControl('hold-events', { hold })).webhook_statuses as number[]
}

/** Stripe's API as the library (or the dashboard) calls it, with the local secret key. */
export async function stripeApi<T>(path: string, body?: Record<string, string>): Promise<T> {
  const response = await fetch(`${standIn().url}/v1${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      Authorization: `Bearer ${LOCAL_STRIPE_KEY}`,
      ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(body ? { body: new URLSearchParams(body).toString() } : {}),
  })
  if (!response.ok) throw new Error(`stand-in /v1${path}: ${response.status}`)
  return (await response.json()) as T
}

/** An event about a charge's refunds or a refund (each names its payment intent). */
export function refundEvent(
  type: 'charge.refunded' | 'refund.updated' | 'refund.failed',
  intentId: string,
  id = `evt_test_${crypto.randomUUID().replace(/-/g, '')}`,
) {
  const object =
    type === 'charge.refunded'
      ? { id: 'ch_test_1', object: 'charge', payment_intent: intentId }
      : { id: 're_test_1', object: 'refund', payment_intent: intentId }
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    data: { object },
  })
}
