import { describe, expect, it } from 'vitest'
import { correctionFieldErrors, correctionSchema } from '../_shared/contracts/report-correction.ts'
import { normalizeCorrection } from './normalize.ts'

const parse = (body: unknown) => correctionSchema.safeParse(normalizeCorrection(body))

describe('a correction report', () => {
  it('keeps line breaks, drops control characters and trims', () => {
    const result = parse({ page: '/blog/marche', message: '  Line one\r\nline\u0000 two\u0007  ' })
    expect(result.success && result.data.message).toBe('Line one\nline two')
  })

  it('names the field, in words, for each bad input', () => {
    const errors = (body: unknown) => {
      const result = parse(body)
      return result.success ? {} : correctionFieldErrors(result.error)
    }
    expect(errors({ page: '/blog/marche', message: '   ' })).toEqual({
      message: 'Tell us what is wrong.',
    })
    expect(errors({ page: '/blog/marche', message: 'x'.repeat(10_000) })).toEqual({
      message: 'Please keep it under 2,000 characters (this one has 10,000).',
    })
    expect(errors({ page: '/admin', message: 'x' })).toEqual({
      page: 'This page does not take corrections.',
    })
    expect(errors({ page: '/blog/marche', message: 'x', email: 'not-an-address' })).toEqual({
      email: 'Enter an e-mail address like name@example.com, or leave it empty.',
    })
    expect(errors({ page: '/blog/marche' })).toEqual({ message: 'Tell us what is wrong.' })
  })

  it('takes an empty e-mail as no e-mail', () => {
    expect(parse({ page: '/blog/marche', message: 'A date is wrong.', email: '' }).success).toBe(
      true,
    )
  })
})
