import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { AdminDashboard } from '@/features/admin/leads/components/admin-dashboard'
import { AdminQueryProvider } from '@/features/admin/console/components/admin-query-provider'
import { RequireAuth } from '@/lib/auth/auth-guards'
import { AuthProvider } from '@/lib/auth/auth-provider'

/** /admin: the inquiries dashboard for signed-in team members; signed-out visitors go to /auth. */
export function AdminRoute() {
  return (
    <AuthProvider>
      <Seo
        title="Admin Dashboard"
        description="Radici admin console."
        path={paths.admin()}
        noindex
      />
      <RequireAuth>
        <AdminQueryProvider>
          <AdminDashboard />
        </AdminQueryProvider>
      </RequireAuth>
    </AuthProvider>
  )
}
