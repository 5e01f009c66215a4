import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { paymentOutcome, takePaymentReturn } from '@/features/journey/lib/payment-return'

/**
 * /journey/payment-return?payment=success|cancelled: where Stripe Checkout sends every family back, an address
 * without a private link (docs/decisions/238). The link kept in this tab before Checkout takes the family to its
 * own page, in place of this address (history.replaceState), with the outcome for the banner in the navigation's
 * state. Without it (Checkout finished in another tab, storage cleared) the page says how to get back.
 */
export function PaymentReturn() {
  const navigate = useNavigate()
  const { search } = useLocation()
  const outcome = paymentOutcome(search)
  const [lost, setLost] = useState(false)
  const taken = useRef(false)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (taken.current) return // once (React's development double effects)
    taken.current = true
    const token = takePaymentReturn()
    if (token)
      navigate(paths.journey(token), {
        replace: true,
        state: outcome ? { payment: outcome } : undefined,
      })
    else setLost(true)
  }, [navigate, outcome])

  useEffect(() => {
    if (lost) heading.current?.focus()
  }, [lost])

  if (!lost)
    return (
      <div className="container max-w-2xl py-16">
        <h1 className="font-display text-display-md font-semibold text-ink">Your journey home</h1>
        <p role="status" className="mt-6 text-ink-soft">
          Taking you back to your journey page…
        </p>
      </div>
    )
  return (
    <div className="container max-w-2xl py-16">
      <h1
        ref={heading}
        tabIndex={-1}
        className="font-display text-display-md font-semibold text-ink focus:outline-none"
      >
        Back from the payment
      </h1>
      <p className="mt-4 text-lg text-ink">
        {outcome === 'cancelled'
          ? 'Your payment was not completed and nothing was charged. To go back to your journey page, open the link from your e-mail.'
          : 'Thank you. Your payment is being confirmed, and your receipt will come by e-mail. To see your journey page, open the link from your e-mail: this window does not know which page is yours.'}
      </p>
      <p className="mt-4 text-lg text-ink-soft">
        No e-mail with the link?{' '}
        <Link
          to={paths.journey()}
          className="font-semibold text-terracotta-700 underline underline-offset-4"
        >
          Send me my link again
        </Link>
      </p>
    </div>
  )
}
