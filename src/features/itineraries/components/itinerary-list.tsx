import type { ReactNode } from 'react'
import { RegionFilter } from '@/components/region-filter'
import type { Itinerary } from '@/content/itineraries'
import { useRegionParam } from '@/lib/use-region-param'
import { ItineraryCard } from './itinerary-card'
import {
  filterItineraries,
  itineraryCountLabel,
  itineraryRegionFilters,
} from '@/features/itineraries/lib/itinerary-filters'

export const NO_ITINERARIES_TEXT =
  'No sample itineraries found for this region yet. Do not hesitate to contact us for a custom itinerary in this region!'

export interface ItineraryListProps {
  itineraries: readonly Itinerary[]
  /** Renders the 'Contact Expert' control of a card. */
  contactAction?: (itinerary: Itinerary) => ReactNode
  /** Shown under the empty-state text (e.g. a contact button). */
  emptyAction?: ReactNode
}

/**
 * The filterable list. The region is read from the URL on every render (never copied into state),
 * so links, reloads and back/forward all show the matching list.
 */
export function ItineraryList({ itineraries, contactAction, emptyAction }: ItineraryListProps) {
  const region = useRegionParam()
  const selected = region?.toLowerCase() ?? null
  const visible = filterItineraries(itineraries, region)

  return (
    <div>
      <RegionFilter
        label="Filter itineraries by region"
        options={itineraryRegionFilters}
        selected={selected}
      />
      <p role="status" className="sr-only">
        {itineraryCountLabel(visible.length)}
      </p>
      {visible.length > 0 ? (
        <ul className="mt-8 grid gap-8 md:grid-cols-2">
          {visible.map((itinerary, index) => (
            <li key={itinerary.id} className="flex">
              <ItineraryCard
                itinerary={itinerary}
                priority={index < 2}
                contactAction={contactAction?.(itinerary)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-8 rounded-2xl border border-dashed border-terracotta-300 bg-white/70 px-6 py-12 text-center">
          <p className="mx-auto max-w-xl text-lg text-ink-soft">{NO_ITINERARIES_TEXT}</p>
          {emptyAction && <div className="mt-6 flex justify-center">{emptyAction}</div>}
        </div>
      )}
    </div>
  )
}
