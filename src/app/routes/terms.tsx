import { Seo } from '@/components/seo/seo'

// Placeholder until its screen is built (see the issue that owns this route).
export function TermsRoute() {
  return (
    <div className="container py-16">
      <Seo title="Terms and Conditions" description="Terms and Conditions." path="/terms" />
      <h1 className="text-display-lg font-semibold">Terms and Conditions</h1>
    </div>
  )
}
