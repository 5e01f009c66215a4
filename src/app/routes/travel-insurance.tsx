import { Seo } from '@/components/seo/seo'

// Placeholder until its screen is built (see the issue that owns this route).
export function TravelInsuranceRoute() {
  return (
    <div className="container py-16">
      <Seo title="Travel Insurance" description="Travel Insurance." path="/travel-insurance" />
      <h1 className="text-display-lg font-semibold">Travel Insurance</h1>
    </div>
  )
}
