import Stripe from 'stripe'

/**
 * The official `stripe` library, configured from the environment (docs/decisions/210-research-fee-checkout.md):
 * STRIPE_SECRET_KEY, and in local only STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL, which point it at
 * the stand-in's /v1 (docs/decisions/211-stripe-stand-in.md). The fetch HTTP client works in Deno and in Node.
 */
export type Env = Record<string, string | undefined>

export function stripeConfigured(env: Env): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET)
}

const clients = new Map<string, Stripe>()

export function stripeClient(env: Env): Stripe {
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
