import { describe, expect, it } from 'vitest'
import { isStorable, normalizeRequestBody, normalizeText, unstorableField } from './normalize.ts'

describe('normalizeText', () => {
  it('strips NUL and other control characters', () => {
    expect(normalizeText('Ma\u0000ria\u0007\u007F\u0085', 'single')).toBe('Maria')
  })
  it('turns line breaks and tabs into spaces in single-line fields', () => {
    expect(normalizeText('Maria\r\nBcc: x\tY\u2028Z', 'single')).toBe('Maria  Bcc: x Y Z')
  })
  it('keeps line feeds and tabs in multi-line fields, with CR LF as LF', () => {
    expect(normalizeText('Molise\r\nLazio\rUmbria\tAbruzzo\u0000\u2029', 'multi')).toBe(
      'Molise\nLazio\nUmbria\tAbruzzo',
    )
  })
  it('replaces lone surrogates and keeps pairs', () => {
    expect(normalizeText('a\uD800b\uDC00c\uD83C\uDDEE\uD83C\uDDF9', 'single')).toBe(
      'a\uFFFDb\uFFFDc\uD83C\uDDEE\uD83C\uDDF9',
    )
  })
  it('composes to NFC', () => {
    expect(normalizeText('Nicol\u0061\u0300', 'single')).toBe('Nicol\u00E0')
  })
})

describe('normalizeRequestBody', () => {
  it('normalises only the free-text fields and leaves other values alone', () => {
    const body = { name: 'A\u0000', email: 'x\u0000@y.z', website: { toString: null }, regions: 1 }
    expect(normalizeRequestBody(body)).toEqual({
      name: 'A',
      email: 'x\u0000@y.z',
      website: { toString: null },
      regions: 1,
    })
  })
  it('returns anything that is not an object unchanged', () => {
    for (const value of [null, 1, 'x', [1], true]) expect(normalizeRequestBody(value)).toBe(value)
  })
})

describe('isStorable / unstorableField', () => {
  it('refuses NUL and lone surrogates', () => {
    expect(isStorable('ok \u00E8')).toBe(true)
    expect(isStorable('a\u0000')).toBe(false)
    expect(isStorable('a\uD800')).toBe(false)
    expect(unstorableField({ name: 'ok', email: 'a\u0000' })).toBe('email')
    expect(unstorableField({ name: 'ok', n: 1 })).toBeNull()
  })
})
