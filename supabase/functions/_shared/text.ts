/**
 * Text as Postgres `text` and the e-mails can hold it (docs/decisions/080), shared by the edge functions:
 * well-formed (a lone surrogate becomes U+FFFD), control characters removed (in multi-line text, line feed and tab
 * stay; CR LF becomes LF; in single-line text line breaks and tabs become spaces), Unicode normalization form C.
 */

// C0 controls, DEL, C1 controls, LINE SEPARATOR, PARAGRAPH SEPARATOR.
const CONTROL = /[\p{Cc}\u2028\u2029]/gu
const CONTROL_EXCEPT_LF_TAB = /(?![\n\t])[\p{Cc}\u2028\u2029]/gu

function wellFormed(value: string): string {
  // String.prototype.toWellFormed (ES2024) replaces lone surrogates with U+FFFD.
  return (value as string & { toWellFormed(): string }).toWellFormed()
}

export function normalizeText(value: string, mode: 'single' | 'multi'): string {
  let text = wellFormed(value)
  if (mode === 'multi') {
    text = text.replace(/\r\n?/g, '\n').replace(CONTROL_EXCEPT_LF_TAB, '')
  } else {
    text = text.replace(/[\t\n\r\v\f\u2028\u2029]/g, ' ').replace(CONTROL, '')
  }
  return text.normalize('NFC')
}

/** Whether Postgres `text` can store the string: no NUL, no lone surrogate. */
export function isStorable(value: string): boolean {
  return !value.includes('\u0000') && (value as string & { isWellFormed(): boolean }).isWellFormed()
}

const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' })

/**
 * At most `max` UTF-16 code units of the text (so at most `max` characters as Postgres and the schemas count them),
 * cut only between user-perceived characters (Intl.Segmenter's grapheme clusters): an emoji, a flag, a ZWJ family
 * or a letter with its combining accents is kept whole or dropped whole, never split into a lone surrogate (which
 * Postgres refuses) or a bare accent. `keep: 'end'` keeps the text's end instead (a file name's extension).
 */
export function clip(value: string, max: number, keep: 'start' | 'end' = 'start'): string {
  if (value.length <= max) return value
  const clusters = Array.from(GRAPHEMES.segment(value), (part) => part.segment)
  if (keep === 'end') clusters.reverse()
  let length = 0
  let count = 0
  for (const cluster of clusters) {
    if (length + cluster.length > max) break
    length += cluster.length
    count += 1
  }
  const kept = clusters.slice(0, count)
  return (keep === 'end' ? kept.reverse() : kept).join('')
}
