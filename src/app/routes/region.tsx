import { Seo } from '@/components/seo/seo'

// Placeholder until its screen is built (see the issue that owns this route).
export function RegionRoute() {
  return (
    <div className="container py-16">
      <Seo title="Italian Region" description="Italian Region." path="/blog" />
      <h1 className="text-display-lg font-semibold">Region</h1>
    </div>
  )
}
