/** Integer minor units as money: 89000 USD → '$890', 245050 EUR → '€2,450.50' (docs/product/plan.md). */
export function formatMinor(minor: number, currency: string): string {
  const whole = minor % 100 === 0
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(minor / 100)
}

/** '2026-12-26' → 'December 26, 2026' (a calendar date, no zone involved). */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  )
}
