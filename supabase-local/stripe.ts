import { createHmac, randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { json, type Reply } from './http.ts'

/**
 * A Stripe stand-in (docs/decisions/211-stripe-stand-in.md, docs/product/payments.md): the few API endpoints the
 * official `stripe` library calls for the research fee, form-encoded in and Stripe-shaped JSON out, honouring
 * Idempotency-Key; and a test checkout page at each session's `url` that takes a card (or a SEPA IBAN), then posts
 * a signed `checkout.session.completed` to the webhook with the local webhook secret, as Stripe does.
 *
 * Stripe's test numbers decide what happens later (docs/decisions/240-payment-and-refund-states.md): a bank debit
 * (IBAN DE89…3000 clears, DE62…3001 fails) leaves the session `complete` but `unpaid` with its payment intent
 * `processing`; a refund of a payment made with 4000 0000 0000 7726 starts `pending`. Time passes only when a test
 * says so: `settleIntent` and `settleRefund` (the stand-in's admin endpoints) settle them and post the events Stripe
 * posts (`checkout.session.async_payment_succeeded` / `_failed`, `refund.updated`, `refund.failed`).
 */

interface Session {
  id: string
  object: 'checkout.session'
  amount_total: number
  currency: string
  client_reference_id: string | null
  customer_email: string | null
  metadata: Record<string, string>
  mode: 'payment'
  payment_intent: string | null
  payment_status: 'unpaid' | 'paid'
  status: 'open' | 'complete' | 'expired'
  success_url: string
  cancel_url: string
  url: string | null
  created: number
  expires_at: number
}

interface PaymentIntent {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  status: 'processing' | 'succeeded' | 'requires_payment_method'
  payment_method_types: string[]
  /** The charge's id (Stripe's `latest_charge`); `expand[]=latest_charge` answers the charge itself. */
  latest_charge: string
  created: number
}

/** A charge, as Stripe keeps how it was paid: a card's brand and last four digits, or a SEPA debit's. */
interface Charge {
  id: string
  object: 'charge'
  amount: number
  currency: string
  payment_intent: string
  payment_method_details:
    | { type: 'card'; card: { brand: string; last4: string } }
    | { type: 'sepa_debit'; sepa_debit: { last4: string } }
}

interface Refund {
  id: string
  object: 'refund'
  amount: number
  currency: string
  payment_intent: string
  status: 'pending' | 'succeeded' | 'failed'
  failure_reason: string | null
  reason: string | null
  metadata: Record<string, string>
  created: number
}

/**
 * One request the stand-in received, as Stripe's side would see it (docs/security.md, "No private token reaches a
 * payment provider"): the API calls of the functions and the browser's visits to the checkout page. The secret
 * key is not kept, only whether one was sent.
 */
export interface RecordedStripeRequest {
  method: string
  path: string
  query: string
  body: string
  headers: {
    authorization: boolean
    'idempotency-key'?: string
    'content-type'?: string
    referer?: string
    origin?: string
  }
}

/** The headers a request to Stripe carries that could hold anything of ours (the secret key only as present). */
function recordedHeaders(request: IncomingMessage): RecordedStripeRequest['headers'] {
  const headers: RecordedStripeRequest['headers'] = {
    authorization: !!request.headers.authorization,
  }
  for (const name of ['idempotency-key', 'content-type', 'referer', 'origin'] as const) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  return headers
}

export interface StripeStandInOptions {
  /** The stand-in's own origin (the checkout page lives there). */
  origin: () => string
  secretKey: () => string
  webhookSecret: () => string
  /** Where events go (the stand-in's own /functions/v1/stripe-webhook). */
  webhookUrl: () => string
}

function id(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString('hex')}`
}

/** Stripe's form encoding: `a[b][0][c]=x` into nested objects (arrays kept as objects keyed by index). */
export function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '')
    let node: Record<string, unknown> = out
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value
      else {
        const next = node[part]
        if (typeof next !== 'object' || next === null) node[part] = {}
        node = node[part] as Record<string, unknown>
      }
    })
  }
  return out
}

function error(status: number, message: string, param?: string, code?: string): Reply {
  return json(status, {
    error: {
      type: 'invalid_request_error',
      message,
      ...(param ? { param } : {}),
      ...(code ? { code } : {}),
    },
  })
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** The `Stripe-Signature` header Stripe sends: `t=<unix>,v1=<HMAC-SHA256 of "t.payload" with the secret>`. */
export function signPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')
  return `t=${timestamp},v1=${signature}`
}

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export class StripeStandIn {
  sessions = new Map<string, Session>()
  intents = new Map<string, PaymentIntent>()
  charges = new Map<string, Charge>()
  refunds = new Map<string, Refund>()
  /** What each test number decides later: intent id → its debit's outcome, or that its refunds start pending. */
  private testOutcomes = new Map<string, 'clears' | 'fails' | 'refunds_pending'>()
  /** Idempotency-Key → the first request's body and answer, as Stripe keeps them for 24 hours. */
  private answers = new Map<string, { body: string; reply: Reply }>()
  /** Every request received, oldest first (tests read it: GET /stripe/requests). */
  requests: RecordedStripeRequest[] = []
  /** Events posted to the webhook (tests read them and can deliver them again). */
  events: { id: string; payload: string }[] = []
  /** While set, events wait here instead of being posted (the endpoint is down; Stripe retries later). */
  private held: string[] | null = null

  constructor(private options: StripeStandInOptions) {}

  reset(): void {
    this.sessions.clear()
    this.intents.clear()
    this.charges.clear()
    this.refunds.clear()
    this.testOutcomes.clear()
    this.answers.clear()
    this.events = []
    this.requests = []
    this.held = null
  }

  /**
   * Holds the webhook's events (as when the endpoint is down) or, with `false`, posts the held ones, in order, as
   * Stripe's retries would; answers the webhook's statuses.
   */
  async holdEvents(hold: boolean): Promise<number[]> {
    if (hold) {
      this.held ??= []
      return []
    }
    const waiting = this.held ?? []
    this.held = null
    const statuses: number[] = []
    for (const payload of waiting) statuses.push(await this.post(payload))
    return statuses
  }

  /** Keeps a request to /v1/… or to the checkout page (the server calls this before answering it). */
  record(request: IncomingMessage, path: string, query: string, body: Buffer): void {
    this.requests.push({
      method: request.method ?? 'GET',
      path,
      query,
      body: body.toString('utf8'),
      headers: recordedHeaders(request),
    })
  }

  /** /v1/… as the library calls it. */
  api(request: IncomingMessage, path: string, body: Buffer): Reply {
    const authorization = String(request.headers.authorization ?? '')
    if (authorization !== `Bearer ${this.options.secretKey()}`)
      return json(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      })
    const method = request.method ?? 'GET'
    const key = method === 'POST' ? String(request.headers['idempotency-key'] ?? '') : ''
    const form = body.toString('utf8')
    const remembered = key ? this.answers.get(`${path}\n${key}`) : undefined
    // As Stripe: the same key with other parameters is refused (for 24 hours), never answered with the first reply.
    if (remembered && remembered.body !== form)
      return json(400, {
        error: {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        },
      })
    if (remembered) return remembered.reply
    // A GET's parameters are in its query (GET /v1/refunds?payment_intent=…).
    const query = new URL(request.url ?? '/', 'http://stand-in').search.slice(1)
    const reply = this.route(method, path, parseForm(method === 'GET' ? query : form))
    if (key && reply.status < 500) this.answers.set(`${path}\n${key}`, { body: form, reply })
    return reply
  }

  private route(method: string, path: string, form: Record<string, unknown>): Reply {
    if (path === '/checkout/sessions' && method === 'POST') return this.createSession(form)
    if (path === '/checkout/sessions' && method === 'GET') {
      const data = [...this.sessions.values()].sort((a, b) => b.created - a.created)
      return json(200, { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' })
    }
    const session = /^\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path)
    if (session) {
      const found = this.sessions.get(decodeURIComponent(session[1] as string))
      if (!found)
        return error(
          404,
          `No such checkout.session: '${session[1]}'`,
          'session',
          'resource_missing',
        )
      if (session[2] && method === 'POST') {
        if (found.status !== 'open') return error(400, 'Only open sessions can be expired.')
        found.status = 'expired'
        found.url = null
      } else if (session[2] || method !== 'GET') return error(405, 'Method not allowed')
      return json(200, found)
    }
    const intent = /^\/payment_intents\/([^/]+)$/.exec(path)
    if (intent && method === 'GET') {
      const found = this.intents.get(decodeURIComponent(intent[1] as string))
      if (!found)
        return error(404, `No such payment_intent: '${intent[1]}'`, 'intent', 'resource_missing')
      // `expand[0]=latest_charge`, as the library sends it: the charge itself in place of its id.
      const expand = Object.values((form.expand as Record<string, unknown> | undefined) ?? {})
      return expand.includes('latest_charge')
        ? json(200, { ...found, latest_charge: this.charges.get(found.latest_charge) ?? null })
        : json(200, found)
    }
    if (path === '/refunds' && method === 'POST') return this.createRefund(form)
    if (path === '/refunds' && method === 'GET') {
      const intent = text(form.payment_intent)
      const data = [...this.refunds.values()]
        .filter((refund) => !intent || refund.payment_intent === intent)
        .sort((a, b) => b.created - a.created)
      return json(200, { object: 'list', data, has_more: false, url: '/v1/refunds' })
    }
    return error(404, `Unrecognized request URL (${method}: /v1${path}).`)
  }

  private createSession(form: Record<string, unknown>): Reply {
    const items = form.line_items as Record<string, Record<string, unknown>> | undefined
    const first = items?.['0']
    const priceData = first?.price_data as Record<string, unknown> | undefined
    const amount = Number(text(priceData?.unit_amount))
    const quantity = Number(text(first?.quantity) ?? '1')
    const currency = text(priceData?.currency)
    if (!Number.isInteger(amount) || amount < 1)
      return error(400, 'Invalid integer: unit_amount', 'line_items[0][price_data][unit_amount]')
    if (!currency)
      return error(400, 'Missing required param: currency.', 'line_items[0][price_data][currency]')
    const successUrl = text(form.success_url)
    const cancelUrl = text(form.cancel_url)
    if (!successUrl) return error(400, 'Missing required param: success_url.', 'success_url')
    if (!cancelUrl) return error(400, 'Missing required param: cancel_url.', 'cancel_url')
    const sessionId = id('cs')
    const now = Math.floor(Date.now() / 1000)
    const session: Session = {
      id: sessionId,
      object: 'checkout.session',
      amount_total: amount * (Number.isInteger(quantity) && quantity > 0 ? quantity : 1),
      currency: currency.toLowerCase(),
      client_reference_id: text(form.client_reference_id) ?? null,
      customer_email: text(form.customer_email) ?? null,
      metadata: (form.metadata as Record<string, string> | undefined) ?? {},
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl,
      cancel_url: cancelUrl,
      url: `${this.options.origin()}/stripe/checkout/${sessionId}`,
      created: now,
      expires_at: now + 24 * 3600,
    }
    this.sessions.set(sessionId, session)
    return json(200, session)
  }

  private createRefund(form: Record<string, unknown>): Reply {
    const intent = text(form.payment_intent)
    const session = [...this.sessions.values()].find((s) => s.payment_intent === intent)
    if (!intent || !session)
      return error(400, `No such payment_intent: '${intent ?? ''}'`, 'payment_intent')
    // A failed refund gave nothing back: it does not count against what may still be refunded.
    const refunded = [...this.refunds.values()]
      .filter((r) => r.payment_intent === intent && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amount, 0)
    const amount =
      form.amount === undefined ? session.amount_total - refunded : Number(text(form.amount))
    if (!Number.isInteger(amount) || amount < 1)
      return error(400, 'Invalid integer: amount', 'amount')
    if (refunded + amount > session.amount_total)
      return error(
        400,
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${session.amount_total - refunded})`,
        'amount',
        'amount_too_large',
      )
    const refund: Refund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: intent,
      status: this.testOutcomes.get(intent) === 'refunds_pending' ? 'pending' : 'succeeded',
      failure_reason: null,
      reason: text(form.reason) ?? null,
      metadata: (form.metadata as Record<string, string> | undefined) ?? {},
      created: Math.floor(Date.now() / 1000),
    }
    this.refunds.set(refund.id, refund)
    return json(200, refund)
  }

  /** GET /stripe/checkout/:id: the test checkout page (card number, expiry, CVC). */
  page(sessionId: string, message?: string): Reply {
    const session = this.sessions.get(sessionId)
    if (!session || session.status !== 'open')
      return {
        status: 404,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
        body: page('<h1>This checkout is no longer open</h1>'),
      }
    const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`
    const body = `<h1>Pay ${escape(amount)}</h1>
<p>Test checkout of the local stand-in: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 7726 pays (its refunds start pending).</p>
${message ? `<p role="alert" id="card-error">${escape(message)}</p>` : ''}
<form method="post" action="/stripe/checkout/${escape(session.id)}/pay">
<p><label for="card">Card number</label><br><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required></p>
<p><label for="expiry">Expiry (MM / YY)</label><br><input id="expiry" name="expiry" autocomplete="cc-exp" required></p>
<p><label for="cvc">CVC</label><br><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></p>
<p><button type="submit">Pay ${escape(amount)}</button></p>
</form>
<h2>Or pay by SEPA Direct Debit</h2>
<p>The payment processing for a while: DE89 3704 0044 0532 0130 00 then clears, DE62 3704 0044 0532 0130 01 then fails.</p>
<form method="post" action="/stripe/checkout/${escape(session.id)}/pay">
<p><label for="iban">IBAN</label><br><input id="iban" name="iban" autocomplete="off" required></p>
<p><button type="submit">Debit ${escape(amount)}</button></p>
</form>
<p><a href="${escape(session.cancel_url)}">Cancel and go back</a></p>`
    return {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
      body: page(body),
    }
  }

  /**
   * POST /stripe/checkout/:id/pay: 4242… (or 7726…) pays (event posted, then back to success_url); 4000…0002 is
   * declined; a test IBAN completes the session unpaid, its payment processing until `settleIntent`.
   */
  async pay(sessionId: string, body: Buffer): Promise<Reply> {
    const session = this.sessions.get(sessionId)
    if (!session || session.status !== 'open') return this.page(sessionId)
    const form = new URLSearchParams(body.toString('utf8'))
    if (form.has('iban')) return this.debit(session, (form.get('iban') ?? '').replace(/\s/g, ''))
    const card = (form.get('card') ?? '').replace(/\D/g, '')
    if (!/^\d{2}\s*\/\s*\d{2}$/.test((form.get('expiry') ?? '').trim()))
      return this.page(sessionId, 'Your card’s expiration date is incomplete.')
    if (!/^\d{3,4}$/.test((form.get('cvc') ?? '').trim()))
      return this.page(sessionId, 'Your card’s security code is incomplete.')
    if (card === '4000000000000002') return this.page(sessionId, 'Your card was declined.')
    if (card !== '4242424242424242' && card !== '4000000000007726')
      return this.page(sessionId, 'Your card number is invalid.')
    const intent = this.intentOf(session, 'succeeded', {
      type: 'card',
      card: { brand: 'visa', last4: card.slice(-4) },
    })
    if (card === '4000000000007726') this.testOutcomes.set(intent.id, 'refunds_pending')
    session.payment_status = 'paid'
    await this.deliver('checkout.session.completed', session)
    return { status: 303, headers: { Location: session.success_url } }
  }

  /** A SEPA debit: the session completes unpaid, its payment intent processing (Stripe's test IBANs). */
  private async debit(session: Session, iban: string): Promise<Reply> {
    const outcome =
      iban === 'DE89370400440532013000'
        ? 'clears'
        : iban === 'DE62370400440532013001'
          ? 'fails'
          : undefined
    if (!outcome) return this.page(session.id, 'Your IBAN is invalid.')
    const intent = this.intentOf(session, 'processing', {
      type: 'sepa_debit',
      sepa_debit: { last4: iban.slice(-4) },
    })
    this.testOutcomes.set(intent.id, outcome)
    await this.deliver('checkout.session.completed', session)
    return { status: 303, headers: { Location: session.success_url } }
  }

  /** The session completes with a new payment intent and its charge (how it was paid). */
  private intentOf(
    session: Session,
    status: PaymentIntent['status'],
    method: Charge['payment_method_details'],
  ) {
    const intentId = id('pi')
    const charge: Charge = {
      id: id('ch'),
      object: 'charge',
      amount: session.amount_total,
      currency: session.currency,
      payment_intent: intentId,
      payment_method_details: method,
    }
    const intent: PaymentIntent = {
      id: intentId,
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      status,
      payment_method_types: [method.type],
      latest_charge: charge.id,
      created: Math.floor(Date.now() / 1000),
    }
    this.charges.set(charge.id, charge)
    this.intents.set(intent.id, intent)
    session.status = 'complete'
    session.payment_intent = intent.id
    session.url = null
    return intent
  }

  /**
   * The test's "later": a processing debit settles as its IBAN says (or as `outcome` says), and Stripe's event
   * for it is posted. Answers the webhook's status, or null when there is no such processing intent.
   */
  async settleIntent(intentId: string, outcome?: 'clears' | 'fails'): Promise<number | null> {
    const intent = this.intents.get(intentId)
    const session = [...this.sessions.values()].find((s) => s.payment_intent === intentId)
    if (!intent || !session || intent.status !== 'processing') return null
    const result = outcome ?? this.testOutcomes.get(intentId)
    if (result === 'clears') {
      intent.status = 'succeeded'
      session.payment_status = 'paid'
      return this.deliver('checkout.session.async_payment_succeeded', session)
    }
    // A failed debit: the intent needs a new payment method; the session stays complete and unpaid.
    intent.status = 'requires_payment_method'
    return this.deliver('checkout.session.async_payment_failed', session)
  }

  /**
   * The test's "later" for a refund: a pending refund succeeds or fails (a succeeded one can still fail, as at
   * Stripe); `refund.updated` is posted (and `refund.failed` for a failure). Null when there is no such refund.
   */
  async settleRefund(refundId: string, outcome: 'succeeded' | 'failed'): Promise<number | null> {
    const refund = this.refunds.get(refundId)
    if (!refund || refund.status === 'failed' || refund.status === outcome) return null
    refund.status = outcome
    if (outcome === 'failed') refund.failure_reason = 'expired_or_canceled_card'
    const updated = await this.deliver('refund.updated', refund)
    return outcome === 'failed' ? this.deliver('refund.failed', refund) : updated
  }

  /** Posts a signed event to the webhook, as Stripe does; answers the webhook's status. */
  async deliver(type: string, object: unknown): Promise<number> {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      data: { object },
    }
    const payload = JSON.stringify(event)
    this.events.push({ id: event.id, payload })
    if (this.held) {
      this.held.push(payload)
      return 0
    }
    return this.post(payload)
  }

  async post(payload: string): Promise<number> {
    try {
      const response = await fetch(this.options.webhookUrl(), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Stripe-Signature': signPayload(payload, this.options.webhookSecret()),
        },
        body: payload,
      })
      await response.text()
      return response.status
    } catch {
      return 0
    }
  }
}

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f2937}input{font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box}button{font-size:1rem;padding:.6rem 1rem;background:#1d4ed8;color:#fff;border:0;border-radius:.375rem}[role=alert]{color:#b91c1c;font-weight:600}a{color:#1d4ed8}</style></head><body><main>${body}</main></body></html>`
}
