import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { AdminQueryProvider } from '@/features/admin/console/components/admin-query-provider'
import { CalendarPage } from '@/features/admin/calls/components/calendar-page'
import { RequireAuth } from '@/lib/auth/auth-guards'
import { AuthProvider } from '@/lib/auth/auth-provider'

/** /admin/calendar: the team's hours and upcoming calls (docs/decisions/160). */
export function AdminCalendarRoute() {
  return (
    <AuthProvider>
      <Seo
        title="Calendar"
        description="Radici admin console."
        path={paths.adminCalendar()}
        noindex
      />
      <RequireAuth>
        <AdminQueryProvider>
          <CalendarPage />
        </AdminQueryProvider>
      </RequireAuth>
    </AuthProvider>
  )
}
