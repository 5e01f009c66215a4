import { FunctionError } from '@/lib/functions/function-error'
import { checkoutProblem } from '@/features/journey/components/research-fee-payment'

/** What the family reads when a checkout is refused (docs/product/payments.md; ADR 240). */
const refused = (code: string, status = 409) => new FunctionError({ status, code })

test('a payment processing, a paid fee and a race each get their sentence; anything else the generic one', () => {
  expect(checkoutProblem(refused('payment_processing'))).toBe(
    'Your payment is already processing. You do not need to pay again.',
  )
  expect(checkoutProblem(refused('already_paid'))).toBe('The research fee is already paid.')
  expect(checkoutProblem(refused('checkout_conflict'))).toBe(
    'Another payment started at the same moment. Reload the page to see it.',
  )
  for (const other of [refused('payments_offline'), refused('server_error', 500), new Error('x')])
    expect(checkoutProblem(other)).toBe(
      'We could not start the payment. Nothing was charged; please try again.',
    )
})
