import { Seo } from '@/components/seo/seo'

// Placeholder until its screen is built (see the issue that owns this route).
export function ItineraryRoute() {
  return (
    <div className="container py-16">
      <Seo title="Itinerary" description="Itinerary." path="/itineraries" />
      <h1 className="text-display-lg font-semibold">Itinerary</h1>
    </div>
  )
}
