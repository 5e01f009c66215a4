import type { PlanTotals } from '@/lib/contracts/plan-totals'
import { formatMinor } from '@/lib/money'

/**
 * The words of the plan's money (docs/product/plan.md, "Totals"): who is paid what and when, from the totals the
 * server computed. A fee reads as paid only once the server says paid (issue 50 item 4).
 */
type Research = NonNullable<PlanTotals['research']>

/** 'November 28, 2026' in the family's own calendar, as the research fee's section says it. */
export function paidDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  })
}

/** The sentence after `Research fee: $890.` */
export function researchFeeWhen(research: Research): string {
  const money = (minor: number) => formatMinor(minor, research.currency)
  const paid = research.paidAt ? `Paid to Radici on ${paidDay(research.paidAt)}` : 'Paid to Radici'
  switch (research.when) {
    case 'after_accepting':
      return 'Due to Radici only once you accept this plan.'
    case 'not_due':
      return 'Nothing is due for this version.'
    case 'due':
      return 'Due to Radici now; not paid yet.'
    case 'processing':
      return 'To Radici: your payment is processing and is not paid yet.'
    case 'refunded':
      return `${paid}, and refunded in full.`
    case 'paid':
      return [
        `${paid}.`,
        research.refundedMinor > 0 ? `${money(research.refundedMinor)} was refunded.` : '',
        research.refundPendingMinor > 0
          ? `A refund of ${money(research.refundPendingMinor)} is on its way.`
          : '',
      ]
        .filter(Boolean)
        .join(' ')
  }
}

/** 'In US dollars', 'In euros'. */
export function currencyHeading(currency: string): string {
  if (currency === 'USD') return 'In US dollars'
  if (currency === 'EUR') return 'In euros'
  return `In ${currency}`
}

export function peopleWords(people: number): string {
  return `${people} ${people === 1 ? 'person' : 'people'}`
}

/** How and when the agency is paid: the plan records no payment schedule, so the agency's own terms decide. */
export function journeyWhen(agency: string): string {
  return `Paid later to ${agency}, not to Radici: when it confirms your journey, it sets out its own payment terms (how much first, how much later, and by when). Nothing is paid to it before then.`
}
