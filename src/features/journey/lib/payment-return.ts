import { env } from '@/config/env'

/**
 * The way back from Stripe Checkout without a private link in any address Stripe keeps (docs/decisions/238):
 * before leaving for Checkout the page keeps the family's link in this tab's sessionStorage; Checkout returns to
 * the one token-free page (`paths.paymentReturn`), which takes the link and replaces its own address with the
 * family's page. Another tab, or a storage the browser cleared, finds nothing: that page then says how to get back.
 */
export type PaymentOutcome = 'success' | 'cancelled'

const KEY = 'radici.payment-return'
const TOKEN = /^[A-Za-z0-9_-]{43}$/
/** A Checkout session lives 24 hours: a link kept longer than that is not the one a return is for. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined // storage blocked: the return page says how to get back
  }
}

/** Keeps the family's link in this tab, for the return from Checkout. */
export function rememberPaymentReturn(token: string, storage = tabStorage(), now = Date.now()) {
  try {
    storage?.setItem(KEY, JSON.stringify({ token, at: now }))
  } catch {
    // A full or blocked storage: the payment still works, the return page asks for the e-mail's link.
  }
}

/** The link kept for the return, once: it is removed as it is read. Undefined when there is none (another tab). */
export function takePaymentReturn(storage = tabStorage(), now = Date.now()): string | undefined {
  let kept: unknown
  try {
    const text = storage?.getItem(KEY)
    storage?.removeItem(KEY)
    kept = text ? JSON.parse(text) : undefined
  } catch {
    return undefined
  }
  if (typeof kept !== 'object' || kept === null) return undefined
  const { token, at } = kept as { token?: unknown; at?: unknown }
  if (typeof token !== 'string' || !TOKEN.test(token)) return undefined
  if (typeof at !== 'number' || now - at > MAX_AGE_MS || at > now) return undefined
  return token
}

/** `?payment=success` or `?payment=cancelled`, as Checkout returns; anything else is undefined. */
export function paymentOutcome(search: string): PaymentOutcome | undefined {
  const value = new URLSearchParams(search).get('payment')
  return value === 'success' || value === 'cancelled' ? value : undefined
}

/** The outcome the return page hands the family's page in the navigation's state (never in its address). */
export function returnedOutcome(state: unknown): PaymentOutcome | undefined {
  const value =
    typeof state === 'object' && state !== null
      ? (state as { payment?: unknown }).payment
      : undefined
  return value === 'success' || value === 'cancelled' ? value : undefined
}

const LOOPBACK = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/

/**
 * The Checkout address the browser may follow, or null: https only, or http only on the local stand-in's own
 * origin (the Supabase URL, when it is http on this machine). Never `javascript:`, `data:` or credentials.
 */
export function checkoutTarget(url: string, standIn: string = env.supabaseUrl): string | null {
  let target: URL
  try {
    target = new URL(url)
  } catch {
    return null
  }
  if (target.username || target.password) return null
  if (target.protocol === 'https:') return target.href
  if (target.protocol !== 'http:') return null
  let local: URL
  try {
    local = new URL(standIn)
  } catch {
    return null
  }
  const isStandIn =
    local.protocol === 'http:' && LOOPBACK.test(local.hostname) && target.origin === local.origin
  return isStandIn ? target.href : null
}
