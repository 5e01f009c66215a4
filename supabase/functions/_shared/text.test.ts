import { describe, expect, test } from 'vitest'
import { cleanFileName, nameForType } from './uploads.ts'
import { clip, isStorable } from './text.ts'

// Issue 44: a long name cut at a limit kept half an emoji (a lone surrogate Postgres refuses: a 500).
const a199 = 'a'.repeat(199)
const EMOJI = '😀' // two UTF-16 code units
const FLAG = '🇮🇹' // two regional indicators, four code units
const FAMILY = '👨‍👩‍👧' // three emoji joined by ZWJ, eight code units
const E_ACUTE = 'e\u0301' // e and a combining acute accent

describe('clip', () => {
  test('leaves a text within the limit as it is', () => {
    expect(clip(`${a199.slice(1)}${EMOJI}`, 200)).toBe(`${a199.slice(1)}${EMOJI}`)
  })

  test.each([
    ['an emoji', EMOJI],
    ['a flag', FLAG],
    ['a ZWJ family', FAMILY],
    ['a letter with its combining accent', E_ACUTE],
  ])('drops %s that crosses the limit whole, never half of it', (_, cluster) => {
    const clipped = clip(`${a199}${cluster}b`, 200)
    expect(clipped).toBe(a199)
    expect(isStorable(clipped)).toBe(true)
    // Where it fits it is kept whole.
    expect(clip(`${'a'.repeat(200 - cluster.length)}${cluster}b`, 200)).toBe(
      `${'a'.repeat(200 - cluster.length)}${cluster}`,
    )
  })

  test('keeping the end drops the cluster at the start whole', () => {
    for (const cluster of [EMOJI, FLAG, FAMILY, E_ACUTE]) {
      const clipped = clip(`x${cluster}${a199}`, 200, 'end')
      expect(clipped).toBe(a199)
      expect(isStorable(clipped)).toBe(true)
    }
    expect(clip(`x${EMOJI}${'b'.repeat(198)}`, 200, 'end')).toBe(`${EMOJI}${'b'.repeat(198)}`)
  })

  test('a text of emoji only stays within the limit in code units and code points', () => {
    const clipped = clip(EMOJI.repeat(150), 201)
    expect(clipped).toBe(EMOJI.repeat(100))
    expect(clipped.length).toBeLessThanOrEqual(201)
  })
})

describe('file names at their limits', () => {
  test('a long name ending in an emoji before the extension keeps whole characters and its extension', () => {
    const raw = `${'x'.repeat(10)}${EMOJI}${'a'.repeat(195)}.pdf`
    const name = cleanFileName(raw)
    expect(name.length).toBeLessThanOrEqual(200)
    expect(isStorable(name)).toBe(true)
    expect(name).toBe(`${'a'.repeat(195)}.pdf`)
    const combined = cleanFileName(`x${E_ACUTE}${'a'.repeat(195)}.pdf`)
    expect(combined).toBe(`${'a'.repeat(195)}.pdf`)
  })

  test('a renamed download never ends its base in half an emoji', () => {
    const name = nameForType(`${'a'.repeat(189)}${EMOJI}b`, 'application/pdf')
    expect(name).toBe(`${'a'.repeat(189)}.pdf`)
    expect(isStorable(name)).toBe(true)
  })
})
