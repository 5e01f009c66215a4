import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { AdminHeader } from '@/features/admin/console/components/admin-header'
import { AdminQueryProvider } from '@/features/admin/console/components/admin-query-provider'
import { InsightsPage } from '@/features/insights/components/insights-page'
import { RequireAuth } from '@/lib/auth/auth-guards'
import { AuthProvider } from '@/lib/auth/auth-provider'

/** /admin/insights: the team's Insights page (ADR 171); signed-out visitors sign in and come back. */
export function AdminInsightsRoute() {
  return (
    <AuthProvider>
      <Seo
        title="Insights"
        description="Radici admin console."
        path={paths.adminInsights()}
        noindex
      />
      <RequireAuth>
        <AdminQueryProvider>
          <div className="min-h-dvh bg-cream-50">
            <AdminHeader />
            <InsightsPage />
          </div>
        </AdminQueryProvider>
      </RequireAuth>
    </AuthProvider>
  )
}
