import type { LinkLanguage } from '@/lib/private-link/two-language-translator'

/**
 * A price as the researcher types it, in the page's language, to integer minor units (ADR 268): Italian `1.250,50`
 * or `250`, English `1,250.50` or `250`. Read digit by digit, never through a float; anything else is null (the form
 * says so beside the field, and the server checks the integer again: 1 to 10,000,000 minor units).
 */
const FORMATS: Record<LinkLanguage, { group: string; decimal: string }> = {
  it: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
}

export function parseMoneyText(text: string, language: LinkLanguage): number | null {
  const { group, decimal } = FORMATS[language]
  const g = `\\${group}`
  const d = `\\${decimal}`
  const shape = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${d}(\\d{1,2}))?$`)
  const match = shape.exec(text.trim().replace(/^[€$]\s*/, ''))
  if (!match) return null
  const whole = match[1]!.split(group).join('')
  if (whole.length > 9) return null
  const cents = (match[2] ?? '').padEnd(2, '0')
  return Number(whole) * 100 + Number(cents)
}

/** Minor units back to what the researcher would type: 125050 → `1250,50` (it) or `1250.50` (en); 25000 → `250`. */
export function moneyText(minor: number, language: LinkLanguage): string {
  const whole = String(Math.floor(minor / 100))
  const cents = minor % 100
  return cents === 0
    ? whole
    : `${whole}${FORMATS[language].decimal}${String(cents).padStart(2, '0')}`
}
