import { Seo } from '@/components/seo/seo'

// Placeholder until its screen is built (see the issue that owns this route).
export function ItinerariesRoute() {
  return (
    <div className="container py-16">
      <Seo title="Sample Itineraries" description="Sample Itineraries." path="/itineraries" />
      <h1 className="text-display-lg font-semibold">Sample Heritage Itineraries</h1>
    </div>
  )
}
