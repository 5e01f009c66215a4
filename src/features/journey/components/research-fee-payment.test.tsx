import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { checkoutProblem, ResearchFeePayment } from './research-fee-payment'
import { FunctionError } from '@/lib/functions/function-error'

// The function's answers (the integration and e2e tests call the real one): a fee to pay, then a Checkout address.
const checkout = vi.hoisted(() => ({ url: 'javascript:alert(document.domain)' }))
vi.mock('@/features/journey/api/research-fee-client', () => ({
  getResearchFee: async () => ({
    ok: true,
    fee: { amount_minor: 89_000, currency: 'USD', plan_version: 1 },
    online: true,
    payment: null,
  }),
  startResearchCheckout: async () => ({ ok: true, url: checkout.url }),
  onResearchFeeChanged: () => () => undefined,
}))

const TOKEN = 'd'.repeat(43)

test('a Checkout address that is not https (nor the local stand-in) is never followed', async () => {
  const assign = vi.fn()
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign })
  for (const url of ['javascript:alert(document.domain)', 'http://evil.example/pay', 'data:,x']) {
    checkout.url = url
    const { unmount } = render(<ResearchFeePayment token={TOKEN} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Pay the research fee' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not start the payment. Nothing was charged; please try again.',
    )
    unmount()
  }
  expect(assign).not.toHaveBeenCalled()
  // Nothing kept for a return that will not happen.
  expect(sessionStorage.length).toBe(0)

  checkout.url = 'https://checkout.stripe.com/c/pay/cs_test_1'
  render(<ResearchFeePayment token={TOKEN} />)
  await userEvent.click(await screen.findByRole('button', { name: 'Pay the research fee' }))
  await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(checkout.url))
  expect(sessionStorage.getItem('radici.payment-return')).toContain(TOKEN)
})

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
