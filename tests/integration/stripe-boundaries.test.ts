import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { signPayload } from '../../supabase-local/stripe.ts'
import {
  stripeClient,
  stripeConfigured,
  stripeOverrideRefusal,
} from '../../supabase/functions/_shared/stripe-client.ts'
import { isLocalStack } from '../../supabase/functions/_shared/server-env.ts'
import { handleRequest } from '../../supabase/functions/stripe-webhook/handler.ts'
import { LOCAL_STRIPE_KEY, LOCAL_WEBHOOK_SECRET, sessionEvent } from './research-fee-fixtures.ts'
import { resetStandIn, settle, sql, standIn } from './stand-in.ts'

/**
 * The Stripe webhook's bounded body and the Stripe host rule (issue 44 item 5; docs/security.md,
 * docs/decisions/242-stripe-host-and-evidence-key.md): the webhook reads at most 64 KiB before it verifies
 * anything, and STRIPE_API_HOST / _PORT / _PROTOCOL are honoured only when the backend is the local stand-in.
 */
const { url, serviceRoleKey } = standIn()

/** A stand-in for "another host": an HTTP server that counts what reaches it and answers like Stripe would. */
let trap: Server
let trapHits = 0
beforeAll(async () => {
  trap = createServer((request, response) => {
    trapHits++
    request.resume()
    response.writeHead(200, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify({ object: 'balance', available: [], pending: [], livemode: false }))
  })
  await new Promise<void>((done) => trap.listen(0, '127.0.0.1', done))
})
afterAll(() => new Promise<void>((done) => trap.close(() => done())))

beforeEach(async () => {
  await settle()
  await resetStandIn()
  trapHits = 0
})

/** The webhook's environment on the stand-in, pointing the library at `apiPort` (the trap, or the stand-in). */
function webhookEnv(overrides: Record<string, string> = {}) {
  return {
    SUPABASE_URL: url,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    STRIPE_SECRET_KEY: LOCAL_STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String((trap.address() as AddressInfo).port),
    STRIPE_API_PROTOCOL: 'http',
    ...overrides,
  }
}

/** A signed event whose body is padded (an ignored field) to `bytes`. */
function signedEvent(bytes: number) {
  const event = JSON.parse(sessionEvent('checkout.session.expired', 'cs_test_unknown')) as Record<
    string,
    unknown
  >
  const bare = JSON.stringify({ ...event, padding: '' })
  const payload = JSON.stringify({
    ...event,
    padding: 'x'.repeat(Math.max(0, bytes - bare.length)),
  })
  return { id: String(event.id), payload, signature: signPayload(payload, LOCAL_WEBHOOK_SECRET) }
}

async function storedEvents(id: string) {
  return sql('select id from public.stripe_events where id = $1', [id])
}

test('an event over 64 KiB is a 413 through the stand-in route, and nothing is stored', async () => {
  const big = signedEvent(64 * 1024 + 1)
  const response = await fetch(`${url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': big.signature },
    body: big.payload,
  })
  expect(response.status).toBe(413)
  expect(await response.json()).toEqual({ error: 'payload_too_large' })
  expect(await storedEvents(big.id)).toEqual([])

  // At the limit, the same event is verified and stored.
  const fits = signedEvent(64 * 1024)
  expect(fits.payload.length).toBe(64 * 1024)
  const accepted = await fetch(`${url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': fits.signature },
    body: fits.payload,
  })
  expect(accepted.status).toBe(200)
  expect(await storedEvents(fits.id)).toEqual([{ id: fits.id }])
})

test('a body without Content-Length (streamed) stops being read past 64 KiB: 413, nothing stored', async () => {
  const big = signedEvent(200 * 1024)
  const chunks = big.payload.match(/[\s\S]{1,8192}/g) ?? []
  let pulled = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[pulled++]
      if (chunk === undefined) controller.close()
      else controller.enqueue(new TextEncoder().encode(chunk))
    },
  })
  const request = new Request('http://127.0.0.1/functions/v1/stripe-webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': big.signature },
    body,
    duplex: 'half',
  } as RequestInit)
  expect(request.headers.get('content-length')).toBeNull()
  const response = await handleRequest(request, webhookEnv())
  expect(response.status).toBe(413)
  // Reading stopped at the limit: far fewer than the 25 chunks were pulled.
  expect(pulled).toBeLessThanOrEqual(10)
  expect(await storedEvents(big.id)).toEqual([])
})

test('a false small Content-Length does not get a larger body past the limit', async () => {
  const big = signedEvent(100 * 1024)
  const response = await handleRequest(
    new Request('http://127.0.0.1/functions/v1/stripe-webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': big.signature,
        'Content-Length': '100',
      },
      body: big.payload,
    }),
    webhookEnv(),
  )
  expect(response.status).toBe(413)
  expect(await storedEvents(big.id)).toEqual([])
})

test('a local stack is told by its SUPABASE_URL: a loopback address or the CLI containers, never a hosted project', () => {
  for (const local of [
    'http://127.0.0.1:54321',
    'http://localhost:8080',
    'http://[::1]:54321',
    'http://kong:8000',
  ])
    expect(isLocalStack(local)).toBe(true)
  for (const hosted of [
    'https://abcdefghijklmnopqrst.supabase.co',
    'http://127.0.0.1.example.com',
    'https://localhost.example.com',
    'not a url',
    '',
  ])
    expect(isLocalStack(hosted)).toBe(false)
})

test('the Stripe host is changed on the stand-in (a test key); elsewhere or with a live key it is refused, logged, and nothing reaches that host', async () => {
  // On the stand-in with a test key: the library talks to the host named.
  expect(stripeOverrideRefusal(webhookEnv())).toBeUndefined()
  await stripeClient(webhookEnv()).balance.retrieve()
  expect(trapHits).toBe(1)

  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const hosted = webhookEnv({ SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co' })
  const live = webhookEnv({ STRIPE_SECRET_KEY: 'sk_live_not_a_real_key' })
  for (const env of [hosted, live]) {
    expect(stripeConfigured(env)).toBe(false)
    expect(() => stripeClient(env)).toThrow(/docs\/decisions\/242/)
    // The webhook answers 503 before reading or storing anything.
    const event = signedEvent(1000)
    const response = await handleRequest(
      new Request('http://127.0.0.1/functions/v1/stripe-webhook', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
        body: event.payload,
      }),
      env,
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'not_configured' })
    expect(await storedEvents(event.id)).toEqual([])
  }
  expect(trapHits).toBe(1)
  const logged = errors.mock.calls.map((call) => String(call[0]))
  expect(logged).toContainEqual(
    expect.stringMatching(
      /STRIPE_API_HOST, STRIPE_API_PORT, STRIPE_API_PROTOCOL set but SUPABASE_URL is not a local stack/,
    ),
  )
  expect(logged).toContainEqual(expect.stringMatching(/set with a live key/))

  // Without an override, a hosted function uses Stripe's own host (the library's default): allowed.
  expect(
    stripeOverrideRefusal({
      SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
      STRIPE_SECRET_KEY: 'sk_live_not_a_real_key',
    }),
  ).toBeUndefined()
})
