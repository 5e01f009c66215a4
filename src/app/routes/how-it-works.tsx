import { Seo } from '@/components/seo/seo'

// Placeholder until its screen is built (see the issue that owns this route).
export function HowItWorksRoute() {
  return (
    <div className="container py-16">
      <Seo title="How It Works" description="How It Works." path="/how-it-works" />
      <h1 className="text-display-lg font-semibold">How It Works</h1>
    </div>
  )
}
