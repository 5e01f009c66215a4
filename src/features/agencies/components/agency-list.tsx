import { useMemo, type ReactNode } from 'react'
import { RegionFilter } from '@/components/region-filter'
import type { Agency } from '@/content/agencies'
import { useRegionParam } from '@/lib/use-region-param'
import { AgencyCard } from './agency-card'
import {
  agencyCountLabel,
  agencyRegionFilters,
  filterAgencies,
} from '@/features/agencies/lib/agency-filters'

export const NO_AGENCIES_TEXT =
  'No agencies found for this region. Please try another region or contact us for assistance.'

export interface AgencyListProps {
  agencies: readonly Agency[]
  contactAction?: (agency: Agency) => ReactNode
  emptyAction?: ReactNode
}

/** The filterable directory; the region is read from the URL (`?region=`), never copied into state. */
export function AgencyList({ agencies, contactAction, emptyAction }: AgencyListProps) {
  const region = useRegionParam()
  const options = useMemo(() => agencyRegionFilters(agencies), [agencies])
  const visible = filterAgencies(agencies, region)

  return (
    <div>
      <RegionFilter
        label="Filter agencies by region"
        options={options}
        selected={region?.toLowerCase() ?? null}
      />
      <p role="status" className="sr-only">
        {agencyCountLabel(visible.length)}
      </p>
      {visible.length > 0 ? (
        <ul className="mt-8 grid gap-8 md:grid-cols-2">
          {visible.map((agency, index) => (
            <li key={agency.id} className="flex">
              <AgencyCard
                agency={agency}
                priority={index < 2}
                contactAction={contactAction?.(agency)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-8 rounded-2xl border border-dashed border-terracotta-300 bg-white/70 px-6 py-12 text-center">
          <p className="mx-auto max-w-xl text-lg text-ink-soft">{NO_AGENCIES_TEXT}</p>
          {emptyAction && <div className="mt-6 flex justify-center">{emptyAction}</div>}
        </div>
      )}
    </div>
  )
}
