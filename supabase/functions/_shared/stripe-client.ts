import Stripe from 'stripe'
import { isLocalStack } from './server-env.ts'

/**
 * The official `stripe` library, configured from the environment (docs/decisions/210-research-fee-checkout.md):
 * STRIPE_SECRET_KEY, and STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL, which point it at the stand-in's
 * /v1 (docs/decisions/211-stripe-stand-in.md). Those three are honoured only on a local stack (SUPABASE_URL is
 * a loopback address or the CLI's containers: isLocalStack) and with a test key; anywhere else Stripe counts as not configured and the
 * misconfiguration is logged on every request (docs/decisions/242-stripe-host-and-evidence-key.md): the secret key
 * never goes to another host. The fetch HTTP client works in Deno and in Node.
 */
export type Env = Record<string, string | undefined>

const API_OVERRIDES = ['STRIPE_API_HOST', 'STRIPE_API_PORT', 'STRIPE_API_PROTOCOL'] as const

/** Why the environment's Stripe API override is refused, or undefined when there is none or it is allowed. */
export function stripeOverrideRefusal(env: Env): string | undefined {
  const set = API_OVERRIDES.filter((name) => env[name])
  if (set.length === 0) return undefined
  if (!isLocalStack(env.SUPABASE_URL))
    return `${set.join(', ')} set but SUPABASE_URL is not a local stack`
  if (/^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY ?? ''))
    return `${set.join(', ')} set with a live key`
  return undefined
}

export function stripeConfigured(env: Env): boolean {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return false
  const refusal = stripeOverrideRefusal(env)
  if (refusal) {
    console.error(
      `stripe: ${refusal}: refused, Stripe counts as not configured (docs/decisions/242)`,
    )
    return false
  }
  return true
}

const clients = new Map<string, Stripe>()

export function stripeClient(env: Env): Stripe {
  const refusal = stripeOverrideRefusal(env)
  if (refusal) throw new Error(`stripe: ${refusal} (docs/decisions/242)`)
  const key = env.STRIPE_SECRET_KEY ?? ''
  const host = env.STRIPE_API_HOST
  const port = env.STRIPE_API_PORT
  const protocol = env.STRIPE_API_PROTOCOL === 'http' ? 'http' : 'https'
  const cacheKey = `${key}\n${host ?? ''}\n${port ?? ''}\n${protocol}`
  let client = clients.get(cacheKey)
  if (!client) {
    client = new Stripe(key, {
      httpClient: Stripe.createFetchHttpClient(),
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(host ? { host, protocol, ...(port ? { port: Number(port) } : {}) } : {}),
    })
    if (clients.size >= 4) clients.clear()
    clients.set(cacheKey, client)
  }
  return client
}

/** Verifies a webhook's Stripe-Signature with Web Crypto; throws when it does not match. */
export function verifiedEvent(env: Env, payload: string, signature: string): Promise<Stripe.Event> {
  return stripeClient(env).webhooks.constructEventAsync(
    payload,
    signature,
    env.STRIPE_WEBHOOK_SECRET ?? '',
    undefined,
    Stripe.createSubtleCryptoProvider(),
  )
}
