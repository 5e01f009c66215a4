import { Seo } from '@/components/seo/seo'

// Placeholder until its screen is built (see the issue that owns this route).
export function AgenciesRoute() {
  return (
    <div className="container py-16">
      <Seo title="Local Italian Experts" description="Local Italian Experts." path="/agencies" />
      <h1 className="text-display-lg font-semibold">Meet Our Local Italian Experts</h1>
    </div>
  )
}
