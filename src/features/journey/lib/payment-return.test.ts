import { describe, expect, test } from 'vitest'
import {
  checkoutTarget,
  paymentOutcome,
  rememberPaymentReturn,
  returnedOutcome,
  takePaymentReturn,
} from './payment-return'

const TOKEN = 'A'.repeat(21) + '_-' + 'b'.repeat(20)
const STAND_IN = 'http://127.0.0.1:54321'

describe('checkoutTarget: the only addresses the page follows for Checkout', () => {
  test('https is followed, whatever the host (Stripe, or its custom Checkout domain)', () => {
    expect(checkoutTarget('https://checkout.stripe.com/c/pay/cs_test_1#abc', STAND_IN)).toBe(
      'https://checkout.stripe.com/c/pay/cs_test_1#abc',
    )
    expect(checkoutTarget('https://pay.radici.example/c/pay/cs_live_1', STAND_IN)).toBe(
      'https://pay.radici.example/c/pay/cs_live_1',
    )
  })

  test('http only on the local stand-in’s own origin', () => {
    expect(checkoutTarget(`${STAND_IN}/stripe/checkout/cs_test_1`, STAND_IN)).toBe(
      `${STAND_IN}/stripe/checkout/cs_test_1`,
    )
    expect(
      checkoutTarget('http://localhost:54321/stripe/checkout/x', 'http://localhost:54321'),
    ).toBe('http://localhost:54321/stripe/checkout/x')
    // Another port, another host, or an http address with a deployed (https) backend: refused.
    expect(checkoutTarget('http://127.0.0.1:9999/stripe/checkout/x', STAND_IN)).toBeNull()
    expect(checkoutTarget('http://evil.example/stripe/checkout/x', STAND_IN)).toBeNull()
    expect(
      checkoutTarget('http://abc.supabase.co/stripe/checkout/x', 'https://abc.supabase.co'),
    ).toBeNull()
    expect(
      checkoutTarget('http://192.168.1.5:54321/checkout', 'http://192.168.1.5:54321'),
    ).toBeNull()
  })

  test('every other scheme, a relative or broken address, and credentials are refused', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'blob:https://checkout.stripe.com/1',
      'ftp://checkout.stripe.com/x',
      '//checkout.stripe.com/x',
      '/journey/x',
      '',
      'not a url',
      'https://user:secret@checkout.stripe.com/x',
    ])
      expect(checkoutTarget(url, STAND_IN), url).toBeNull()
  })
})

describe('the link kept for the return from Checkout', () => {
  test('kept in this tab, taken once', () => {
    rememberPaymentReturn(TOKEN, sessionStorage, 1_000)
    expect(JSON.stringify(sessionStorage)).not.toBe('{}')
    expect(takePaymentReturn(sessionStorage, 2_000)).toBe(TOKEN)
    expect(takePaymentReturn(sessionStorage, 2_000)).toBeUndefined()
    expect(sessionStorage.length).toBe(0)
  })

  test('nothing kept (another tab), something broken, or older than a day: undefined', () => {
    expect(takePaymentReturn(sessionStorage)).toBeUndefined()
    sessionStorage.setItem('radici.payment-return', '{not json')
    expect(takePaymentReturn(sessionStorage)).toBeUndefined()
    sessionStorage.setItem('radici.payment-return', JSON.stringify({ token: 'short', at: 1 }))
    expect(takePaymentReturn(sessionStorage, 2)).toBeUndefined()
    rememberPaymentReturn(TOKEN, sessionStorage, 0)
    expect(takePaymentReturn(sessionStorage, 24 * 3600 * 1000 + 1)).toBeUndefined()
    expect(takePaymentReturn(undefined)).toBeUndefined()
  })

  test('a storage that refuses to write does not stop the payment', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    } as unknown as Storage
    expect(() => rememberPaymentReturn(TOKEN, full)).not.toThrow()
  })
})

test('the outcome: only success or cancelled, from the address or the navigation state', () => {
  expect(paymentOutcome('?payment=success')).toBe('success')
  expect(paymentOutcome('?payment=cancelled&x=1')).toBe('cancelled')
  expect(paymentOutcome('?payment=paid')).toBeUndefined()
  expect(paymentOutcome('')).toBeUndefined()
  expect(returnedOutcome({ payment: 'success' })).toBe('success')
  expect(returnedOutcome({ payment: 'other' })).toBeUndefined()
  expect(returnedOutcome(null)).toBeUndefined()
  expect(returnedOutcome('success')).toBeUndefined()
})
