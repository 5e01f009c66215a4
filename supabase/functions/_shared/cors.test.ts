// @vitest-environment node
import { expect, test, vi } from 'vitest'
import {
  allowedOrigins,
  browserGate,
  corsHeaders,
  isOriginAllowed,
  parseAllowedOrigins,
} from './cors.ts'

test('an allowlist echoes only its own origins', () => {
  const allowed = parseAllowedOrigins('https://radici.example, https://www.radici.example/')
  expect(isOriginAllowed('https://radici.example', allowed)).toBe(true)
  expect(isOriginAllowed('https://evil.example', allowed)).toBe(false)
  expect(corsHeaders('https://www.radici.example', allowed)['Access-Control-Allow-Origin']).toBe(
    'https://www.radici.example',
  )
  expect(
    corsHeaders('https://evil.example', allowed)['Access-Control-Allow-Origin'],
  ).toBeUndefined()
})

test('a star allows any origin, and requests without an origin are not CORS', () => {
  expect(
    corsHeaders('http://localhost:4241', parseAllowedOrigins('*'))['Access-Control-Allow-Origin'],
  ).toBe('*')
  expect(isOriginAllowed(null, parseAllowedOrigins('https://radici.example'))).toBe(true)
})

test('ALLOWED_ORIGINS unset: a warned star on a local stack, every request refused on a deployment (ADR 194)', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  expect(allowedOrigins({ SUPABASE_URL: 'http://127.0.0.1:54321' })).toBe('*')
  expect(allowedOrigins({ SUPABASE_URL: 'http://kong:8000' })).toBe('*')
  expect(
    allowedOrigins({
      SUPABASE_URL: 'https://abc.supabase.co',
      ALLOWED_ORIGINS: 'https://radici.example',
    }),
  ).toBe('https://radici.example')
  const deployed = allowedOrigins({ SUPABASE_URL: 'https://abc.supabase.co' })
  expect(deployed).toBeNull()
  expect(error).toHaveBeenCalledWith(expect.stringContaining('ALLOWED_ORIGINS is not set'))
  const { refusal } = browserGate(
    new Request('https://abc.supabase.co/functions/v1/x', { method: 'POST' }),
    deployed,
  )
  expect(refusal?.status).toBe(503)
  expect(await refusal?.json()).toEqual({ error: 'server_misconfigured' })
  expect(warn.mock.calls.length + error.mock.calls.length).toBeGreaterThan(0)
})
