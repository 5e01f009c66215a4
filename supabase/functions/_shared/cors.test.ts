// @vitest-environment node
import { expect, test } from 'vitest'
import { corsHeaders, isOriginAllowed, parseAllowedOrigins } from './cors.ts'

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
