import { Seo } from '@/components/seo/seo'

// Placeholder until its screen is built (see the issue that owns this route).
export function ThankYouRoute() {
  return (
    <div className="container py-16">
      <Seo title="Thank You" description="Thank You." path="/thank-you" noindex />
      <h1 className="text-display-lg font-semibold">Thank you for your request!</h1>
    </div>
  )
}
