import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { AdminHeader } from '@/features/admin/console/components/admin-header'
import { AdminQueryProvider } from '@/features/admin/console/components/admin-query-provider'
import { ResearchersPage } from '@/features/admin/research/components/researchers-page'
import { RequireAuth } from '@/lib/auth/auth-guards'
import { AuthProvider } from '@/lib/auth/auth-provider'

/** /admin/researchers: the genealogists research is assigned to (docs/product/research.md). */
export function AdminResearchersRoute() {
  return (
    <AuthProvider>
      <Seo
        title="Researchers"
        description="Radici admin console."
        path={paths.adminResearchers()}
        noindex
      />
      <RequireAuth>
        <AdminQueryProvider>
          <div className="min-h-dvh bg-cream-50">
            <AdminHeader />
            <ResearchersPage />
          </div>
        </AdminQueryProvider>
      </RequireAuth>
    </AuthProvider>
  )
}
