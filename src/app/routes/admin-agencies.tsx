import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { AgenciesPage } from '@/features/admin/agencies/components/agencies-page'
import { AdminHeader } from '@/features/admin/console/components/admin-header'
import { AdminQueryProvider } from '@/features/admin/console/components/admin-query-provider'
import { RequireAuth } from '@/lib/auth/auth-guards'
import { AuthProvider } from '@/lib/auth/auth-provider'

/** /admin/agencies: the agencies' hand-off contacts (docs/product/agency-handoff.md). */
export function AdminAgenciesRoute() {
  return (
    <AuthProvider>
      <Seo
        title="Agencies"
        description="Radici admin console."
        path={paths.adminAgencies()}
        noindex
      />
      <RequireAuth>
        <AdminQueryProvider>
          <div className="min-h-dvh bg-cream-50">
            <AdminHeader />
            <AgenciesPage />
          </div>
        </AdminQueryProvider>
      </RequireAuth>
    </AuthProvider>
  )
}
