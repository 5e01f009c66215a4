import { describe, expect, it } from 'vitest'
import { hmac, isHoneypotFilled, isJson, positive, sha256 } from './request.ts'

describe('the shared request pieces', () => {
  it('takes JSON with or without a charset, nothing else', () => {
    expect(isJson('application/json')).toBe(true)
    expect(isJson('Application/JSON; charset=utf-8')).toBe(true)
    expect(isJson('text/plain')).toBe(false)
    expect(isJson(null)).toBe(false)
  })

  it('counts the honeypot only as a non-blank string, in the field it is told', () => {
    expect(isHoneypotFilled({ website: 'https://spam.example' })).toBe(true)
    expect(isHoneypotFilled({ website: '  ' })).toBe(false)
    expect(isHoneypotFilled({ website: 3 })).toBe(false)
    expect(isHoneypotFilled({ url: 'x' }, 'url')).toBe(true)
    expect(isHoneypotFilled([])).toBe(false)
  })

  it('reads a positive setting or falls back', () => {
    expect(positive('7', 5)).toBe(7)
    expect(positive('0', 5)).toBe(5)
    expect(positive(undefined, 5)).toBe(5)
    expect(positive('abc', 5)).toBe(5)
  })

  it('hashes and keys digests as hex', async () => {
    expect(await sha256('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
    const keyed = await hmac('secret', 'correction-ip:203.0.113.9')
    expect(keyed).toMatch(/^[0-9a-f]{64}$/)
    expect(keyed).not.toBe(await hmac('other', 'correction-ip:203.0.113.9'))
  })
})
