import { Seo } from '@/components/seo/seo'

// Placeholder until its screen is built (see the issue that owns this route).
export function ContactRoute() {
  return (
    <div className="container py-16">
      <Seo title="Start Your Italian Heritage Journey" description="Start Your Italian Heritage Journey." path="/contact" />
      <h1 className="text-display-lg font-semibold">Start Your Italian Heritage Journey</h1>
    </div>
  )
}
