import { findAgency } from '@/content/agencies'
import type { Tables } from '@/lib/database.types'
import { planContentSchema, type PlanVersion } from '@/lib/contracts/plan'
import { planTotals } from '@/lib/contracts/plan-totals'
import { teamDateTime } from '@/features/admin/console/lib/team-time'
import { PlanVersionView } from '@/components/plan-version'
import type { TeamPlan } from '@/features/admin/plan/api/plan'

type Row = Tables<'plan_versions'>

/** A stored version as the family's page reads it (the journey function's `loadPlan` maps it the same way). */
function asFamilyReads(row: Row): PlanVersion | null {
  const content = planContentSchema.safeParse(row.content)
  if (!content.success) return null
  return {
    id: row.id,
    version: row.version,
    state: row.state,
    content: content.data,
    researchFeeMinor: row.research_fee_minor,
    researchCurrency: row.research_currency,
    journeyPerPersonMinor: row.journey_per_person_minor,
    journeyCurrency: row.journey_currency,
    agencyId: row.agency_id,
    validUntil: row.valid_until,
    sentAt: row.sent_at,
    acceptedAt: row.accepted_at,
    // Who accepted and when is said once, in the lead page's own box above the version (in Rome time).
    acceptedName: null,
    expired: false,
    // The fee's payment is on the lead page's own Payments part; the plan's totals say only the amounts.
    totals: planTotals(
      {
        state: row.state,
        expired: false,
        researchFeeMinor: row.research_fee_minor,
        researchCurrency: row.research_currency,
        journeyPerPersonMinor: row.journey_per_person_minor,
        journeyCurrency: row.journey_currency,
        people: content.data.journey.people,
      },
      null,
    ),
  }
}

/**
 * The accepted version on the lead page (docs/product/admin.md, "Plan"): who accepted it and when, then the whole
 * version (research, days, prices, terms) exactly as the family read it, with the family's own component (src/components/plan-version.tsx).
 */
export function AcceptedPlan({ row, plan }: { row: Row; plan: TeamPlan }) {
  const evidence = plan.acceptances.find((one) => one.plan_version_id === row.id)
  const at = evidence?.accepted_at ?? row.accepted_at
  const version = asFamilyReads(row)
  return (
    <div className="grid gap-4 rounded-lg border border-olive-200 p-4">
      <p className="rounded-lg bg-olive-50 p-3 text-sm">
        The family accepted version {row.version}
        {row.agency_id ? ` for ${findAgency(row.agency_id)?.name ?? row.agency_id}` : ''}
        {evidence ? `, signed “${evidence.accepted_name}”,` : ''}
        {at ? (
          <>
            {' '}
            on <time dateTime={at}>{teamDateTime(at)}</time>
          </>
        ) : null}
        . It can no longer change; below is what they accepted, as they read it.
      </p>
      {version ? (
        <PlanVersionView version={version} feeState={false} />
      ) : (
        <p className="text-sm">
          This version was written in an older form the page cannot show; its days and terms are in
          the database.
        </p>
      )}
    </div>
  )
}

/**
 * The family's "no" on the lead page: the newest declined version, when nothing was sent after it, with the
 * reason the family typed (public.decline_plan stores it whole).
 */
export function DeclinedPlan({ plan }: { plan: TeamPlan }) {
  // Versions are newest first: a "no" still standing is the newest version that is not a draft.
  const newest = plan.versions.find((version) => version.state !== 'draft')
  if (newest?.state !== 'declined') return null
  return (
    <div
      role="note"
      className="rounded-lg border border-terracotta-200 bg-terracotta-50 p-3 text-sm"
    >
      <p className="font-semibold">
        The family declined version {newest.version}
        {newest.declined_at ? (
          <>
            {' '}
            on <time dateTime={newest.declined_at}>{teamDateTime(newest.declined_at)}</time>
          </>
        ) : null}
        .
      </p>
      <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">
        Their reason: “{newest.declined_reason ?? 'not given'}”
      </p>
    </div>
  )
}
