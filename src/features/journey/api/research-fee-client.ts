import { researchFeeCheckoutSchema, researchFeeStatusSchema } from '@/lib/contracts/research-fee'
import { callFunction } from '@/lib/functions/function-client'
import { coalesce } from './coalesce'

/** The research-fee function's family calls (docs/product/payments.md) through the one client (ADR 180). */
export const getResearchFee = (token: string) =>
  coalesce(`research-fee:${token}`, () =>
    callFunction('research-fee', {
      body: { action: 'status', token },
      parse: (data) => researchFeeStatusSchema.parse(data),
    }),
  )

export const startResearchCheckout = (token: string) =>
  callFunction('research-fee', {
    body: { action: 'checkout', token },
    parse: (data) => researchFeeCheckoutSchema.parse(data),
  })

const CHANGED = 'radici:research-fee-changed'

/** Tells every part of the page that shows the fee to read it again (the return banner saw it confirmed). */
export function announceResearchFeeChanged(): void {
  window.dispatchEvent(new Event(CHANGED))
}

export function onResearchFeeChanged(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener)
  return () => window.removeEventListener(CHANGED, listener)
}
