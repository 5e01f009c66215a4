import { Seo } from '@/components/seo/seo'

// Placeholder until its screen is built (see the issue that owns this route).
export function CookiesRoute() {
  return (
    <div className="container py-16">
      <Seo title="Cookie Policy" description="Cookie Policy." path="/cookies" />
      <h1 className="text-display-lg font-semibold">Cookie Policy</h1>
    </div>
  )
}
