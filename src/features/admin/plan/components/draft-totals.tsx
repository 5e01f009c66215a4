import type { Tables } from '@/lib/database.types'
import { planContentSchema } from '@/lib/contracts/plan'
import { planTotals } from '@/lib/contracts/plan-totals'
import { formatMinor } from '@/lib/money'

/**
 * The saved draft's totals in the Plan room (docs/product/plan.md, "Totals"): the same computation the family's page
 * shows once the draft is sent (supabase/functions/_shared/contracts/plan-totals.ts), from the stored figures.
 */
export function DraftTotals({ draft }: { draft: Tables<'plan_versions'> }) {
  const content = planContentSchema.safeParse(draft.content)
  const totals = planTotals(
    {
      state: 'draft',
      expired: false,
      researchFeeMinor: draft.research_fee_minor,
      researchCurrency: draft.research_currency,
      journeyPerPersonMinor: draft.journey_per_person_minor,
      journeyCurrency: draft.journey_currency,
      people: content.success ? content.data.journey.people : null,
    },
    null,
  )
  const { research, journey } = totals
  return (
    <p className="text-sm text-ink-soft">
      Totals of draft v{draft.version}, as the family will read them:{' '}
      {totals.byCurrency.length === 0
        ? 'no prices yet.'
        : totals.byCurrency
            .map(({ currency, totalMinor }) => {
              const parts = [
                research?.currency === currency ? 'the research fee, to Radici' : '',
                journey?.currency === currency
                  ? `the journey, ${formatMinor(journey.perPersonMinor, currency)} a person for ${journey.people}, to the agency`
                  : '',
              ].filter(Boolean)
              return `${formatMinor(totalMinor, currency)} (${parts.join(' and ')})`
            })
            .join('; ') + '.'}
    </p>
  )
}
