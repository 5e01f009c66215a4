import { Compass } from 'lucide-react'
import { Link } from 'react-router-dom'
import { PageHero } from '@/components/page-hero'
import { Seo } from '@/components/seo/seo'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'
import { itineraries } from '@/content/itineraries'
import { ItineraryList } from '@/features/itineraries/components/itinerary-list'
import { ContactDialog } from '@/features/inquiry/components/contact-dialog'

export function ItinerariesRoute() {
  return (
    <>
      <Seo
        title="Sample Heritage Itineraries in Italy"
        description="Sample ancestral journeys through Sicily, Calabria, Campania, Puglia, Veneto and Lazio: archive research, your family's town and local traditions. Every itinerary is tailor-made."
        path={paths.itineraries()}
      />
      <PageHero
        eyebrow="Sample itineraries"
        title="Sample Heritage Itineraries"
        description={
          <p>
            Journeys our local partners have designed for families like yours: days in the archives,
            a walk through your ancestors’ town, and the food, feasts and landscapes they left
            behind.
          </p>
        }
      />
      <div className="container grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_18rem] lg:py-16">
        <ItineraryList
          itineraries={itineraries}
          contactAction={(itinerary) => (
            <ContactDialog
              title={`Contact Expert for ${itinerary.title}`}
              triggerLabel="Contact Expert"
              context={{ agencyId: itinerary.agencyId, itineraryId: itinerary.id }}
            />
          )}
          emptyAction={
            <Button asChild size="lg">
              <Link to={paths.contact()}>Ask for a custom itinerary</Link>
            </Button>
          }
        />
        <aside
          aria-labelledby="customizable-heading"
          className="h-fit rounded-2xl border border-gold-300/70 bg-gold-300/15 p-6 lg:sticky lg:top-24"
        >
          <Compass className="size-7 text-gold-600" aria-hidden="true" />
          <h2 id="customizable-heading" className="mt-3 text-xl font-semibold">
            Every itinerary is customizable
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-ink-soft">
            These sample journeys are here for inspiration. Yours will be built around your family’s
            towns, your research and the pace you enjoy.
          </p>
          <Link
            to={paths.contact()}
            className={cn(buttonVariants({ variant: 'link' }), 'mt-3 h-auto px-0')}
          >
            Plan a custom journey
          </Link>
        </aside>
      </div>
    </>
  )
}
