import { Seo } from '@/components/seo/seo'

// Placeholder until its screen is built (see the issue that owns this route).
export function AboutRoute() {
  return (
    <div className="container py-16">
      <Seo title="About Us" description="About Us." path="/about-us" />
      <h1 className="text-display-lg font-semibold">About Us</h1>
    </div>
  )
}
