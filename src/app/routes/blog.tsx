import { Seo } from '@/components/seo/seo'

// Placeholder until its screen is built (see the issue that owns this route).
export function BlogRoute() {
  return (
    <div className="container py-16">
      <Seo title="Heritage Travel Blog" description="Heritage Travel Blog." path="/blog" />
      <h1 className="text-display-lg font-semibold">Heritage Travel Blog</h1>
    </div>
  )
}
