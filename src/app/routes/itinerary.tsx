import { Link, useParams } from 'react-router-dom'
import { LastReviewed } from '@/components/last-reviewed'
import { Seo } from '@/components/seo/seo'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { itineraryShareCard } from '@/config/share-cards'
import { articleReviews } from '@/content/article-reviews'
import { findItinerary } from '@/content/itineraries'
import { SuggestCorrection } from '@/features/corrections/components/suggest-correction'
import { ItineraryDetail } from '@/features/itineraries/components/itinerary-detail'

/**
 * /itineraries/:id. The lookup is synchronous in the static list, so the page is either found or not found;
 * there is no loading state to show (docs/product/rules.md, "States": the id is looked up in the static list).
 */
export function ItineraryRoute() {
  const { id = '' } = useParams()
  const itinerary = findItinerary(id)

  if (!itinerary) {
    return (
      <section className="container flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        <Seo
          title="Itinerary Not Found"
          description="The itinerary you're looking for doesn't exist or has been removed."
          path={paths.itinerary(id)}
          noindex
        />
        <p className="eyebrow">Sample itineraries</p>
        <h1 className="mt-3 text-display-md font-semibold">Itinerary Not Found</h1>
        <p className="mt-4 max-w-md text-ink-soft">
          The itinerary you're looking for doesn't exist or has been removed.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to={paths.itineraries()}>View All Itineraries</Link>
        </Button>
      </section>
    )
  }

  return (
    <>
      <Seo
        title={`${itinerary.title}: ${itinerary.duration} in ${itinerary.region}`}
        description={`${itinerary.duration} ancestral journey in ${itinerary.region}: ${itinerary.highlights.slice(0, 3).join('; ')}. Fully customizable with a local heritage expert.`}
        path={paths.itinerary(itinerary.id)}
        image={itineraryShareCard(itinerary)}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'TouristTrip',
          name: itinerary.title,
          description: itinerary.overview,
          touristType: 'Heritage and ancestry travelers',
          itinerary: { '@type': 'Place', name: `${itinerary.region}, Italy` },
        }}
      />
      <ItineraryDetail
        itinerary={itinerary}
        reviewed={
          <LastReviewed
            date={articleReviews[paths.itinerary(itinerary.id)]}
            className="text-cream-100"
          />
        }
        afterDetail={<SuggestCorrection page={paths.itinerary(itinerary.id)} />}
      />
    </>
  )
}
