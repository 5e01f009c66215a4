import { Seo } from '@/components/seo/seo'

// Placeholder until its screen is built (see the issue that owns this route).
export function HomeRoute() {
  return (
    <div className="container py-16">
      <Seo title="Radici: Italian Heritage Journeys" description="Radici: Italian Heritage Journeys." path="/" />
      <h1 className="text-display-lg font-semibold">Turn your family tree in a tailor made trip to Italy</h1>
    </div>
  )
}
