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
  const paid = payment && payment.state !== 'open' && payment.state !== 'expired' && payment.paid_at

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
      setProblem(
        error instanceof FunctionError && error.status === 409
          ? 'The research fee is already paid.'
          : 'We could not start the payment. Nothing was charged; please try again.',
      )
    }
  }

  return (
    <section
      id="research-fee"
      aria-labelledby="research-fee-title"
      className="rounded-xl border border-olive-200 bg-white p-5 print:hidden"
    >
      <h3 id="research-fee-title" className="font-display text-xl font-semibold text-ink">
        The research fee
      </h3>
      {paid ? (
        <p className="mt-2 text-ink-soft">
          Paid {amount} on {formatDate(payment.paid_at ?? '')}. Your receipt is in your e-mail.
          {payment.refunded_minor > 0 &&
            ` ${formatFee(payment.refunded_minor, status.fee.currency)} was refunded.`}
        </p>
      ) : status.online ? (
        <>
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
