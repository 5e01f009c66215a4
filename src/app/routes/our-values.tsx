import { Seo } from '@/components/seo/seo'

// Placeholder until its screen is built (see the issue that owns this route).
export function OurValuesRoute() {
  return (
    <div className="container py-16">
      <Seo title="Our Values" description="Our Values." path="/our-values" />
      <h1 className="text-display-lg font-semibold">Our Values</h1>
    </div>
  )
}
