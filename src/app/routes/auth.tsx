import { Seo } from '@/components/seo/seo'

// Placeholder until its screen is built (see the issue that owns this route).
export function AuthRoute() {
  return (
    <div className="container py-16">
      <Seo title="Team sign in" description="Team sign in." path="/auth" noindex />
      <h1 className="text-display-lg font-semibold">Team sign in</h1>
    </div>
  )
}
