import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FunctionError } from '@/lib/functions/function-error'
import { useRefund, useResearchPayment } from '@/features/admin/payments/api/research-payment'
import { actorLabel } from '@/features/admin/leads/lib/history'
import { refundAmount, type RefundChoice } from '@/features/admin/payments/lib/refund-choice'
import { teamDay } from '@/features/admin/console/lib/team-time'

/** The research fee on the lead page (docs/product/payments.md, "Refunds"): state, refund all or part, history. */
const STATE_LABEL: Record<string, string> = {
  open: 'Checkout started, not paid',
  processing: 'Bank payment processing, not paid yet',
  paid: 'Paid',
  expired: 'Checkout expired, not paid',
  failed: 'Bank payment failed, not paid',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
}

/** A refund's status at Stripe (ADR 240), after its line; a succeeded one says nothing more. */
const REFUND_STATUS: Record<string, string> = {
  pending: ' (pending at Stripe)',
  succeeded: '',
  failed: ' (failed at Stripe: nothing was returned)',
}

function money(minor: number, currency: string) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100)
}

export function ResearchPaymentPanel({ inquiryId }: { inquiryId: string }) {
  const query = useResearchPayment(inquiryId)
  const refund = useRefund(inquiryId)
  const [open, setOpen] = useState(false)
  const [choice, setChoice] = useState<RefundChoice>({ kind: 'none' })
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [key, setKey] = useState(() => crypto.randomUUID())
  const refundButton = useRef<HTMLButtonElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const payment = query.data?.payment
  if (!payment) return null
  // A pending refund counts against what remains; a failed one does not (ADR 240).
  const remaining = payment.amount_minor - payment.refunded_minor - payment.refund_pending_minor

  const inCurrency = (minor: number) => money(minor, payment.currency)
  const chosen = refundAmount(choice, remaining, inCurrency)

  async function submit() {
    setError(null)
    if (!chosen.ok) return setError(chosen.error)
    if (reason.trim() === '') return setError('Say why (the family may ask).')
    try {
      // Always the amount the button names, never an empty one (docs/product/payments.md, "Refunds").
      await refund.mutateAsync({ amount_minor: chosen.minor, reason, idempotency_key: key })
      setOpen(false)
      setChoice({ kind: 'none' })
      setReason('')
      setKey(crypto.randomUUID())
    } catch (failure) {
      setError(
        failure instanceof FunctionError
          ? (failure.fields.amount_minor ?? String(failure.body.message ?? 'The refund failed.'))
          : 'The refund failed.',
      )
    }
  }

  return (
    <section
      aria-labelledby="research-payment-title"
      className="rounded-2xl border border-cream-200 bg-white p-5 shadow-soft sm:p-6"
    >
      <h2
        id="research-payment-title"
        ref={heading}
        tabIndex={-1}
        className="font-display text-xl font-semibold text-ink outline-none"
      >
        Research fee
      </h2>
      <p className="mt-1">
        {STATE_LABEL[payment.state]}: {money(payment.amount_minor, payment.currency)}
        {payment.refunded_minor > 0 &&
          `, ${money(payment.refunded_minor, payment.currency)} refunded`}
        {payment.refund_pending_minor > 0 &&
          `, ${money(payment.refund_pending_minor, payment.currency)} refund pending`}
      </p>
      {payment.refunds.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {payment.refunds.map((r) => (
            <li key={r.created_at} className={r.status === 'failed' ? 'text-red-700' : undefined}>
              {money(r.amount_minor, payment.currency)} on {teamDay(r.created_at)} by{' '}
              {actorLabel({ actor_name: r.by_name })}: {r.reason}
              {REFUND_STATUS[r.status]}
            </li>
          ))}
        </ul>
      )}
      {remaining > 0 && (payment.state === 'paid' || payment.state === 'partially_refunded') && (
        <Button
          ref={refundButton}
          className="mt-3"
          variant="outline"
          onClick={() => {
            setChoice({ kind: 'none' })
            setError(null)
            setOpen(true)
          }}
        >
          Refund…
        </Button>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            // Back to `Refund…`, or to the heading once nothing remains to refund (the button is gone).
            event.preventDefault()
            ;(refundButton.current ?? heading.current)?.focus()
          }}
        >
          <DialogHeader>
            <DialogTitle>Refund the research fee</DialogTitle>
            <DialogDescription>
              Up to {inCurrency(remaining)} can be refunded. Stripe returns the money to the
              family&apos;s card.
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">How much</legend>
            <label className="flex items-center gap-3">
              <input
                type="radio"
                name="refund-how-much"
                className="size-6 shrink-0 accent-terracotta-600"
                checked={choice.kind === 'all'}
                onChange={() => setChoice({ kind: 'all' })}
              />
              <span>All that remains: {inCurrency(remaining)}</span>
            </label>
            <label className="flex items-center gap-3">
              <input
                type="radio"
                name="refund-how-much"
                className="size-6 shrink-0 accent-terracotta-600"
                checked={choice.kind === 'part'}
                onChange={() => setChoice({ kind: 'part', text: '' })}
              />
              <span>A part of it</span>
            </label>
            {choice.kind === 'part' && (
              <div className="grid gap-1.5 pl-9">
                <Label htmlFor="refund-amount">Amount to refund ({payment.currency})</Label>
                <Input
                  id="refund-amount"
                  inputMode="decimal"
                  value={choice.text}
                  onChange={(event) => setChoice({ kind: 'part', text: event.target.value })}
                />
              </div>
            )}
          </fieldset>
          <Label htmlFor="refund-reason">Reason</Label>
          <Textarea
            id="refund-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Keep the payment
            </Button>
            <Button onClick={() => void submit()} disabled={refund.isPending}>
              {refund.isPending
                ? 'Refunding…'
                : chosen.ok
                  ? `Refund ${inCurrency(chosen.minor)}`
                  : 'Refund'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  )
}
