import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { ResearchFeeStatus } from '@/lib/contracts/research-fee'
import { FunctionError } from '@/lib/functions/function-error'
import {
  getResearchFee,
  onResearchFeeChanged,
  startResearchCheckout,
} from '@/features/journey/api/research-fee-client'
import { checkoutTarget, rememberPaymentReturn } from '@/features/journey/lib/payment-return'

/**
 * The research fee on the journey page (docs/product/payments.md): renders nothing without an accepted plan; the
 * amount comes from the server; `Pay the research fee` opens Stripe Checkout (an https address only, ADR 238) and
 * keeps the link in this tab for the way back; the paid state shows the date. What happened after Checkout is the
 * return banner's to say, at the top of the page (payment-return-banner.tsx).
 */
export function formatFee(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100)
}

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  })
}

/** What the family reads when Checkout did not open (docs/product/payments.md). */
export function checkoutProblem(error: unknown): string {
  if (error instanceof FunctionError && error.code === 'payment_processing')
    return 'Your payment is already processing. You do not need to pay again.'
  if (error instanceof FunctionError && error.code === 'already_paid')
    return 'The research fee is already paid.'
  if (error instanceof FunctionError && error.code === 'checkout_conflict')
    return 'Another payment started at the same moment. Reload the page to see it.'
  return 'We could not start the payment. Nothing was charged; please try again.'
}

export function ResearchFeePayment({ token }: { token: string }) {
  const [status, setStatus] = useState<ResearchFeeStatus | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  // Read again when the return banner sees the payment confirmed.
  const [reads, setReads] = useState(0)
  useEffect(() => onResearchFeeChanged(() => setReads((count) => count + 1)), [])

  useEffect(() => {
    let live = true
    getResearchFee(token).then(
      (answer) => live && setStatus(answer),
      () => live && setProblem('We could not load the research fee. Reload the page to try again.'),
    )
    return () => {
      live = false
    }
  }, [token, reads])

  if (!status?.fee) return problem ? <p role="alert">{problem}</p> : null
  const amount = formatFee(status.fee.amount_minor, status.fee.currency)
  const payment = status.payment
  const paid = payment?.paid_at ? payment : null
  const pendingRefund = paid?.refund_pending_minor ?? 0

  async function pay() {
    setBusy(true)
    setProblem(null)
    try {
      const { url } = await startResearchCheckout(token)
      const target = checkoutTarget(url)
      if (!target) throw new Error('research-fee: a Checkout address that is not https')
      rememberPaymentReturn(token)
      window.location.assign(target)
    } catch (error) {
      setBusy(false)
      setProblem(checkoutProblem(error))
      // Refused because the payment moved on (processing, paid): the section shows where it is now.
      if (error instanceof FunctionError && error.status === 409)
        getResearchFee(token).then(setStatus, () => undefined)
    }
  }

  return (
    <section
      id="research-fee"
      aria-labelledby="research-fee-title"
      className="rounded-xl border border-olive-200 bg-white p-5 print:hidden"
    >
      <h3
        id="research-fee-title"
        tabIndex={-1}
        className="font-display text-xl font-semibold text-ink focus:outline-none"
      >
        The research fee
      </h3>
      {paid ? (
        <p className="mt-2 text-ink-soft">
          Paid {amount} on {formatDate(paid.paid_at ?? '')}. Your receipt is in your e-mail.
          {paid.refunded_minor > 0 &&
            ` ${formatFee(paid.refunded_minor, status.fee.currency)} was refunded.`}
          {pendingRefund > 0 &&
            ` A refund of ${formatFee(pendingRefund, status.fee.currency)} is on its way.`}
        </p>
      ) : payment?.state === 'processing' ? (
        <p role="status" className="mt-2 text-ink">
          Your payment of {amount} is processing: your bank is confirming it, which can take a few
          working days. You do not need to pay again; this page shows it once it is paid.
        </p>
      ) : status.online ? (
        <>
          {payment?.state === 'failed' && (
            <p role="status" className="mt-2 text-ink">
              Your bank payment did not go through. Nothing was charged; you can pay again.
            </p>
          )}
          <p className="mt-2 text-ink-soft">
            Your accepted plan starts with the research fee of {amount}. You pay it securely with
            Stripe.
          </p>
          <Button className="mt-4" onClick={() => void pay()} disabled={busy}>
            {busy ? 'Opening the payment…' : 'Pay the research fee'}
          </Button>
        </>
      ) : (
        <p className="mt-2 text-ink-soft">
          Your accepted plan starts with the research fee of {amount}. We will e-mail you how to pay
          it within two working days.
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-2 text-red-700">
          {problem}
        </p>
      )}
    </section>
  )
}
