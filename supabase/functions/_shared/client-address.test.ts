import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it, test } from 'vitest'
import { addressBucket, clientAddress, limitAddress, requireAddress } from './client-address.ts'

const headers = (values: Record<string, string>) => new Headers(values)

describe('clientAddress', () => {
  it('reads cf-connecting-ip by default and ignores x-forwarded-for', () => {
    expect(clientAddress(headers({ 'cf-connecting-ip': '203.0.113.9' }))).toBe('203.0.113.9')
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.9' }))).toBeNull()
  })
  it('takes the rightmost x-forwarded-for entry when that header is configured', () => {
    const forwarded = headers({ 'x-forwarded-for': '10.0.0.1, 198.51.100.4' })
    expect(clientAddress(forwarded, 'x-forwarded-for')).toBe('198.51.100.4')
  })
  it('accepts IPv6 and strips the IPv4-mapped prefix', () => {
    expect(clientAddress(headers({ 'x-real-ip': '2001:DB8::1' }), 'x-real-ip')).toBe('2001:db8::1')
    expect(clientAddress(headers({ 'x-real-ip': '::ffff:192.0.2.1' }), 'X-Real-IP')).toBe(
      '192.0.2.1',
    )
  })
  it('returns null for values that are not addresses, and for none', () => {
    expect(clientAddress(headers({ 'cf-connecting-ip': 'unknown' }))).toBeNull()
    expect(clientAddress(headers({ 'cf-connecting-ip': '999.1.1.1' }))).toBeNull()
    expect(clientAddress(headers({ 'cf-connecting-ip': '203.0.113.9' }), 'none')).toBeNull()
  })
})

test('an IPv6 address counts by its /64; IPv4 whole (docs/decisions/194)', () => {
  expect(addressBucket('203.0.113.9')).toBe('203.0.113.9')
  expect(addressBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
  expect(addressBucket('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64')
  expect(addressBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
  expect(addressBucket('::1')).toBe('0:0:0:0::/64')
  expect(addressBucket('64:ff9b::203.0.113.9')).toBe('64:ff9b:0:0::/64')
})

test('requireAddress: the header named, or none by choice; missing is reported, not null', () => {
  expect(requireAddress(headers({ 'cf-connecting-ip': '2001:db8::7' }))).toEqual({
    ip: '2001:db8:0:0::/64',
  })
  expect(requireAddress(headers({}))).toEqual({ missing: 'cf-connecting-ip' })
  expect(requireAddress(headers({ 'cf-connecting-ip': 'unknown' }))).toEqual({
    missing: 'cf-connecting-ip',
  })
  expect(requireAddress(headers({}), 'none')).toEqual({ ip: null })
})

test('limitAddress: the bucket every limit counts, or null without an address', () => {
  expect(limitAddress(headers({ 'cf-connecting-ip': '2001:db8:aa:bb::6' }))).toBe(
    '2001:db8:aa:bb::/64',
  )
  expect(limitAddress(headers({ 'cf-connecting-ip': '203.0.113.9' }))).toBe('203.0.113.9')
  expect(limitAddress(headers({}))).toBeNull()
  expect(limitAddress(headers({ 'cf-connecting-ip': '2001:db8::1' }), 'none')).toBeNull()
})

/**
 * Issue 44: every per-address limit keys IPv6 by its /64 through the one helper. No function reads the address
 * header or the unbucketed address itself: it imports limitAddress or requireAddress.
 */
test('no function reads the client address but through limitAddress or requireAddress', () => {
  const functions = fileURLToPath(new URL('..', import.meta.url))
  const sources = (readdirSync(functions, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.endsWith(join('_shared', 'client-address.ts')))
  expect(sources.length).toBeGreaterThan(20)
  const offenders = sources.filter((file) =>
    /\bclientAddress\b|\baddressBucket\b|cf-connecting-ip|x-forwarded-for|x-real-ip|CLIENT_IP_HEADER\s*\?\?/i.test(
      readFileSync(join(functions, file), 'utf8'),
    ),
  )
  expect(offenders.map((file) => relative(functions, join(functions, file)))).toEqual([])
})
