import { Seo } from '@/components/seo/seo'

// Placeholder until its screen is built (see the issue that owns this route).
export function PrivacyRoute() {
  return (
    <div className="container py-16">
      <Seo title="Privacy Policy" description="Privacy Policy." path="/privacy" />
      <h1 className="text-display-lg font-semibold">Privacy Policy</h1>
    </div>
  )
}
