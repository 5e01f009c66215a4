import { useEffect, useRef, useState } from 'react'
import type { ResearchFeeStatus } from '@/lib/contracts/research-fee'
import { cn } from '@/lib/utils'
import {
  announceResearchFeeChanged,
  getResearchFee,
} from '@/features/journey/api/research-fee-client'
import type { PaymentOutcome } from '@/features/journey/lib/payment-return'
import { formatFee } from './research-fee-payment'
import { SharingStepLink } from './sharing-step-link'

/** How often, and how long, the banner asks whether the payment is confirmed (the webhook usually takes seconds). */
export const CONFIRM_INTERVAL_MS = 2_000
export const CONFIRM_TRIES = 20

type Tone = 'paid' | 'waiting' | 'cancelled'

function isPaid(status: ResearchFeeStatus | null): boolean {
  const state = status?.payment?.state
  return Boolean(status?.payment?.paid_at) && state !== 'open' && state !== 'expired'
}

/**
 * What the banner says (docs/product/payments.md, "Back from Checkout"): paid only once the server says paid, with
 * the amount from its integer minor units; until then, that it is being confirmed. The family's e-mail address is
 * not on the page (the story does not carry it), so the receipt goes to "your e-mail".
 */
export function paymentReturnMessage(
  outcome: PaymentOutcome,
  status: ResearchFeeStatus | null,
  waitedLong: boolean,
): { tone: Tone; text: string } {
  if (isPaid(status) && status?.fee)
    return {
      tone: 'paid',
      text: `Payment received: ${formatFee(status.fee.amount_minor, status.fee.currency)}. A receipt is on its way to your e-mail.`,
    }
  if (outcome === 'cancelled')
    return { tone: 'cancelled', text: 'Your payment was not completed and nothing was charged.' }
  return waitedLong
    ? {
        tone: 'waiting',
        text: 'Your payment is still being confirmed. You do not need to pay again: this page and your e-mail will show it once it is received.',
      }
    : {
        tone: 'waiting',
        text: 'Thank you. We are confirming your payment with Stripe; this page will say when it is received.',
      }
}

/**
 * At the top of the family's page after Checkout (issue 50 item 1): takes the focus and says what happened. After a
 * success it asks the server until the payment is confirmed (CONFIRM_TRIES × CONFIRM_INTERVAL_MS), then tells the
 * research fee's section to read it again; after a cancel it asks once, in case another tab paid.
 */
export function PaymentReturnBanner({
  token,
  outcome,
  load = getResearchFee,
}: {
  token: string
  outcome: PaymentOutcome
  load?: (token: string) => Promise<ResearchFeeStatus>
}) {
  const [status, setStatus] = useState<ResearchFeeStatus | null>(null)
  const [waitedLong, setWaitedLong] = useState(false)
  const banner = useRef<HTMLDivElement>(null)

  useEffect(() => {
    banner.current?.focus()
  }, [])

  useEffect(() => {
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    let tries = 0
    let sawUnpaid = false
    const check = async () => {
      tries += 1
      try {
        const answer = await load(token)
        if (!live) return
        setStatus(answer)
        if (isPaid(answer)) {
          if (sawUnpaid) announceResearchFeeChanged()
          return
        }
        sawUnpaid = true
      } catch {
        if (!live) return // a failed read is asked again, like an unconfirmed one
      }
      if (outcome === 'cancelled') return
      if (tries >= CONFIRM_TRIES) setWaitedLong(true)
      else timer = setTimeout(() => void check(), CONFIRM_INTERVAL_MS)
    }
    void check()
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [token, outcome, load])

  const { tone, text } = paymentReturnMessage(outcome, status, waitedLong)
  return (
    <div
      ref={banner}
      tabIndex={-1}
      role="status"
      data-tone={tone}
      className={cn(
        'mt-6 rounded-xl border p-4 text-lg text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-olive-600',
        tone === 'paid' && 'border-olive-300 bg-olive-50',
        tone === 'waiting' && 'border-cream-300 bg-cream-100',
        tone === 'cancelled' && 'border-terracotta-200 bg-white',
      )}
    >
      <p>{text}</p>
      {tone === 'paid' && <SharingStepLink token={token} />}
    </div>
  )
}
