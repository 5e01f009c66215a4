import { Seo } from '@/components/seo/seo'

// Placeholder until its screen is built (see the issue that owns this route).
export function RootTourismRoute() {
  return (
    <div className="container py-16">
      <Seo title="What Is Root Tourism?" description="What Is Root Tourism?." path="/blog/what-is-root-tourism" />
      <h1 className="text-display-lg font-semibold">What Is Root Tourism?</h1>
    </div>
  )
}
