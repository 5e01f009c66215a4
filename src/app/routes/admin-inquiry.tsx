import { useParams } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { AdminQueryProvider } from '@/features/admin/console/components/admin-query-provider'
import { InquiryPage } from '@/features/admin/lead-page/components/inquiry-page'
import { RequireAuth } from '@/lib/auth/auth-guards'
import { AuthProvider } from '@/lib/auth/auth-provider'

/** /admin/inquiries/{id}: one inquiry for signed-in team members; signed-out visitors sign in and come back. */
export function AdminInquiryRoute() {
  const { id = '' } = useParams()
  return (
    <AuthProvider>
      <Seo
        title="Inquiry"
        description="Radici admin console."
        path={paths.adminInquiry(id)}
        noindex
      />
      <RequireAuth>
        <AdminQueryProvider>
          <InquiryPage id={id} />
        </AdminQueryProvider>
      </RequireAuth>
    </AuthProvider>
  )
}
