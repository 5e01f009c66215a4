/**
 * The refund dialog's choice (docs/product/payments.md, "Refunds"): everything that
 * remains, or a part typed in the currency's main unit. A full refund is its own choice, never an empty amount; the
 * amount sent is always the one the button names, in integer minor units read from the text (no floating point).
 */
export type RefundChoice = { kind: 'all' } | { kind: 'part'; text: string } | { kind: 'none' }

export type RefundAmount = { ok: true; minor: number } | { ok: false; error: string }

const AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/

/** `125`, `125.5`, `1,250.00`, `$125.00` → minor units; anything else is refused with a sentence. */
export function parseAmount(text: string): number | null {
  const match = AMOUNT.exec(text.trim().replace(/^[$€]\s*/, ''))
  if (!match) return null
  const whole = Number(match[1]!.replaceAll(',', ''))
  const cents = Number((match[2] ?? '').padEnd(2, '0'))
  return whole * 100 + cents
}

export function refundAmount(
  choice: RefundChoice,
  remaining: number,
  money: (minor: number) => string,
): RefundAmount {
  if (choice.kind === 'none')
    return { ok: false, error: 'Choose how much to refund: all that remains, or a part of it.' }
  if (choice.kind === 'all') return { ok: true, minor: remaining }
  if (choice.text.trim() === '')
    return { ok: false, error: 'Enter the amount to refund, such as 125.00.' }
  const minor = parseAmount(choice.text)
  if (minor === null) return { ok: false, error: 'Enter an amount such as 125.00.' }
  if (minor < 1) return { ok: false, error: 'Enter an amount above zero.' }
  if (minor > remaining)
    return { ok: false, error: `At most ${money(remaining)} remains to refund.` }
  return { ok: true, minor }
}
