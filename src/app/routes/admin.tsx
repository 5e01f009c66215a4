import { Seo } from '@/components/seo/seo'

// Placeholder until its screen is built (see the issue that owns this route).
export function AdminRoute() {
  return (
    <div className="container py-16">
      <Seo title="Admin" description="Admin." path="/admin" noindex />
      <h1 className="text-display-lg font-semibold">Admin</h1>
    </div>
  )
}
