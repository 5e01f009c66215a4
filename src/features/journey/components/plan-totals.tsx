import { formatMinor } from '@/lib/money'
import type { PlanTotals as Totals } from '@/lib/contracts/plan-totals'
import { currencyHeading, journeyWhen, peopleWords, researchFeeWhen } from '@/lib/money-words'

/**
 * `Totals` under the current version (docs/product/plan.md, "Totals"): per currency, who is paid what and when, as
 * the server computed it (supabase/functions/_shared/contracts/plan-totals.ts). Euros are never shown in dollars:
 * there is no sourced rate to convert with (docs/decisions/254).
 */
export function PlanTotals({ totals, agency }: { totals: Totals; agency: string }) {
  if (totals.byCurrency.length === 0) return null
  const { research, journey } = totals
  return (
    <section aria-labelledby="plan-totals" className="rounded-xl bg-cream-50 p-4">
      <h4 id="plan-totals" className="font-display text-lg font-semibold text-ink">
        Totals
      </h4>
      {totals.byCurrency.map(({ currency, totalMinor }) => (
        <div key={currency} className="mt-3">
          <p className="font-semibold">
            {currencyHeading(currency)}: {formatMinor(totalMinor, currency)}
          </p>
          <ul className="mt-1 flex flex-col gap-2 pl-5 [list-style:disc]">
            {research?.currency === currency && (
              <li>
                The research fee, to Radici: {formatMinor(research.amountMinor, currency)}.{' '}
                {researchFeeWhen(research)}
              </li>
            )}
            {journey?.currency === currency && (
              <li>
                The journey, to {agency}: {formatMinor(journey.totalMinor, currency)} for{' '}
                {peopleWords(journey.people)} ({formatMinor(journey.perPersonMinor, currency)} a
                person). {journeyWhen(agency)}
              </li>
            )}
          </ul>
        </div>
      ))}
      {totals.byCurrency.some(({ currency }) => currency !== 'USD') && (
        <p className="mt-3 text-ink-soft">
          Amounts in euros are paid in euros. We do not show them in dollars: your bank or card sets
          the rate on the day you pay.
        </p>
      )}
    </section>
  )
}
