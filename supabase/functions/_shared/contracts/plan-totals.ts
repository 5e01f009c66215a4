import { z } from 'zod'

/**
 * A plan's totals (docs/product/plan.md "Totals", docs/decisions/254): per currency, who is paid what and when, in
 * integer minor units. One computation for the journey function (every version it answers carries its totals) and
 * the console's draft preview (its copy in src/lib/contracts/). No conversion between currencies: no sourced
 * reference rate exists yet (ADR 254), so a euro amount is never shown in dollars.
 */

/** Where the research fee stands for this version: the words are the page's (src/lib/money-words.ts). */
export const RESEARCH_FEE_WHEN = [
  'after_accepting', // a draft or a sent version: nothing is due before the family accepts
  'not_due', // replaced, declined or expired: this version will never be paid
  'due', // accepted, not paid (no payment, or a Checkout that expired or a bank debit that failed)
  'processing', // a bank debit Stripe is still confirming: not paid yet
  'paid', // paid, perhaps refunded in part
  'refunded', // paid, then refunded in full
] as const

export const planTotalsSchema = z.object({
  research: z
    .object({
      amountMinor: z.number().int(),
      currency: z.string(),
      when: z.enum(RESEARCH_FEE_WHEN),
      paidAt: z.string().nullable(),
      refundedMinor: z.number().int(),
      refundPendingMinor: z.number().int(),
    })
    .nullable(),
  journey: z
    .object({
      perPersonMinor: z.number().int(),
      people: z.number().int(),
      totalMinor: z.number().int(),
      currency: z.string(),
    })
    .nullable(),
  /** One line per currency, in the order the items appear (the research fee first). */
  byCurrency: z.array(z.object({ currency: z.string(), totalMinor: z.number().int() })),
})
export type PlanTotals = z.infer<typeof planTotalsSchema>

export interface TotalsVersion {
  state: 'draft' | 'sent' | 'replaced' | 'accepted' | 'declined'
  expired: boolean
  researchFeeMinor: number | null | undefined
  researchCurrency: string
  journeyPerPersonMinor: number | null | undefined
  journeyCurrency: string
  people: number | null | undefined
}

/** The research payment of an accepted version, as research_payments holds it (null: no Checkout started). */
export interface TotalsPayment {
  state: string
  paidAt: string | null
  refundedMinor: number
  refundPendingMinor: number
}

/** A stored amount: a whole, non-negative number of minor units; 0, null or undefined is "no price". */
function minor(value: number | null | undefined, name: string): number {
  if (value === null || value === undefined) return 0
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole number of minor units, not ${value}`)
  return value
}

type When = (typeof RESEARCH_FEE_WHEN)[number]

function researchWhen(version: TotalsVersion, payment: TotalsPayment | null): When {
  if (version.state === 'draft' || (version.state === 'sent' && !version.expired))
    return 'after_accepting'
  if (version.state !== 'accepted') return 'not_due'
  if (payment?.state === 'processing') return 'processing'
  if (payment?.paidAt && payment.state === 'refunded') return 'refunded'
  if (payment?.paidAt && (payment.state === 'paid' || payment.state === 'partially_refunded'))
    return 'paid'
  return 'due'
}

export function planTotals(version: TotalsVersion, payment: TotalsPayment | null): PlanTotals {
  const fee = minor(version.researchFeeMinor, 'researchFeeMinor')
  const perPerson = minor(version.journeyPerPersonMinor, 'journeyPerPersonMinor')
  const people =
    Number.isSafeInteger(version.people) && (version.people ?? 0) >= 1 ? version.people! : 1
  const when = researchWhen(version, payment)
  const counted = when === 'paid' || when === 'refunded'
  const research =
    fee > 0
      ? {
          amountMinor: fee,
          currency: version.researchCurrency,
          when,
          paidAt: counted ? (payment?.paidAt ?? null) : null,
          refundedMinor: counted ? (payment?.refundedMinor ?? 0) : 0,
          refundPendingMinor: counted ? (payment?.refundPendingMinor ?? 0) : 0,
        }
      : null
  const journey =
    perPerson > 0
      ? {
          perPersonMinor: perPerson,
          people,
          totalMinor: perPerson * people,
          currency: version.journeyCurrency,
        }
      : null
  const byCurrency: PlanTotals['byCurrency'] = []
  for (const [currency, amount] of [
    [research?.currency, research?.amountMinor ?? 0],
    [journey?.currency, journey?.totalMinor ?? 0],
  ] as const) {
    if (!currency || amount === 0) continue
    const line = byCurrency.find((entry) => entry.currency === currency)
    if (line) line.totalMinor += amount
    else byCurrency.push({ currency, totalMinor: amount })
  }
  return { research, journey, byCurrency }
}
