import { act, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { ResearchFeeStatus } from '@/lib/contracts/research-fee'
import { onResearchFeeChanged } from '@/features/journey/api/research-fee-client'
import { rememberPaymentReturn } from '@/features/journey/lib/payment-return'
import {
  CONFIRM_INTERVAL_MS,
  CONFIRM_TRIES,
  PaymentReturnBanner,
  paymentReturnMessage,
} from './payment-return-banner'
import { PaymentReturn } from './payment-return'

const TOKEN = 'c'.repeat(43)
const fee = { amount_minor: 89_000, currency: 'USD' as const, plan_version: 1 }
const unpaid: ResearchFeeStatus = {
  ok: true,
  fee,
  online: true,
  payment: { state: 'open', paid_at: null, refunded_minor: 0, refund_pending_minor: 0 },
}
const paid: ResearchFeeStatus = {
  ok: true,
  fee,
  online: true,
  payment: {
    state: 'paid',
    paid_at: '2026-11-28T12:00:00Z',
    refunded_minor: 0,
    refund_pending_minor: 0,
  },
}
const RECEIVED = 'Payment received: $890.00. A receipt is on its way to your e-mail.'
const CONFIRMING =
  'Thank you. We are confirming your payment with Stripe; this page will say when it is received.'

afterEach(() => {
  vi.useRealTimers()
})

describe('paymentReturnMessage: never paid before the server says so', () => {
  test('each state and outcome', () => {
    expect(paymentReturnMessage('success', null, false).text).toBe(CONFIRMING)
    expect(paymentReturnMessage('success', unpaid, false).text).toBe(CONFIRMING)
    expect(paymentReturnMessage('success', unpaid, true).text).toBe(
      'Your payment is still being confirmed. You do not need to pay again: this page and your e-mail will show it once it is received.',
    )
    expect(paymentReturnMessage('success', paid, false)).toEqual({ tone: 'paid', text: RECEIVED })
    expect(paymentReturnMessage('cancelled', unpaid, false).text).toBe(
      'Your payment was not completed and nothing was charged.',
    )
    // Another tab paid meanwhile: the truth, not the cancel.
    expect(paymentReturnMessage('cancelled', paid, false).text).toBe(RECEIVED)
    const euros = { ...paid, fee: { ...fee, amount_minor: 123_456, currency: 'EUR' as const } }
    expect(paymentReturnMessage('success', euros, false).text).toContain('€1,234.56')
    // An expired or open session with a stray date is not a payment.
    const expired = { ...paid, payment: { ...paid.payment!, state: 'expired' as const } }
    expect(paymentReturnMessage('success', expired, false).tone).toBe('waiting')
  })
})

describe('the banner', () => {
  test('takes the focus, says it is confirming, then received once the server says paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const answers = [unpaid, unpaid, paid]
    const load = vi.fn(async () => answers.shift() ?? paid)
    const changed = vi.fn()
    const stop = onResearchFeeChanged(changed)
    render(<PaymentReturnBanner token={TOKEN} outcome="success" load={load} />)
    const banner = screen.getByRole('status')
    expect(banner).toHaveFocus()
    await act(async () => {})
    expect(banner).toHaveTextContent(CONFIRMING)
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_INTERVAL_MS))
    expect(banner).toHaveTextContent(CONFIRMING)
    expect(banner).not.toHaveTextContent(/received:/)
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_INTERVAL_MS))
    expect(banner).toHaveTextContent(RECEIVED)
    expect(load).toHaveBeenCalledTimes(3)
    expect(changed).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_INTERVAL_MS * 5))
    expect(load).toHaveBeenCalledTimes(3)
    stop()
  })

  test('never confirmed: asks a bounded number of times, then says it is still being confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const load = vi.fn(async () => unpaid)
    render(<PaymentReturnBanner token={TOKEN} outcome="success" load={load} />)
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_INTERVAL_MS * (CONFIRM_TRIES + 3)))
    expect(load).toHaveBeenCalledTimes(CONFIRM_TRIES)
    expect(screen.getByRole('status')).toHaveTextContent('Your payment is still being confirmed.')
  })

  test('a cancel: nothing charged, asked once', async () => {
    const load = vi.fn(async () => unpaid)
    render(<PaymentReturnBanner token={TOKEN} outcome="cancelled" load={load} />)
    expect(screen.getByRole('status')).toHaveFocus()
    await act(async () => {})
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your payment was not completed and nothing was charged.',
    )
    expect(load).toHaveBeenCalledTimes(1)
  })
})

function Where() {
  const location = useLocation()
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>
}

function returnPage(search: string) {
  return render(
    <MemoryRouter initialEntries={[`/journey/payment-return${search}`]}>
      <Routes>
        <Route path="/journey/payment-return" element={<PaymentReturn />} />
        <Route path="/journey/:token" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('the return page', () => {
  test('with the link kept in this tab: the family’s page, the outcome in the state only', async () => {
    rememberPaymentReturn(TOKEN)
    returnPage('?payment=success')
    expect(await screen.findByTestId('where')).toHaveTextContent(
      `/journey/${TOKEN} {"payment":"success"}`,
    )
    expect(sessionStorage.length).toBe(0)
  })

  test('in another tab (nothing kept): says what to do, focus on its heading', async () => {
    returnPage('?payment=cancelled')
    const heading = await screen.findByRole('heading', { name: 'Back from the payment' })
    expect(heading).toHaveFocus()
    expect(
      screen.getByText(
        'Your payment was not completed and nothing was charged. To go back to your journey page, open the link from your e-mail.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Send me my link again' })).toHaveAttribute(
      'href',
      '/journey',
    )
  })
})
