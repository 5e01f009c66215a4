import { BarChart3, LogOut } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Logo } from '@/components/layout/logo'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth/auth-context'
import { useProfile } from '@/features/admin/console/api/get-profile'

/** The admin console's header: logo, who is signed in, Sign Out. */
export function AdminHeader() {
  const { user, signOut } = useAuth()
  const profile = useProfile(user?.id ?? '')
  const displayName = profile.data?.full_name?.trim() || user?.email || ''
  return (
    <header className="border-b border-cream-200 bg-white/90">
      <div className="container flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
        <Logo />
        {/* Its own line on phones, so a long name or e-mail is shown whole. */}
        <p className="w-full break-words text-sm text-ink-soft sm:w-auto sm:min-w-0 sm:flex-1">
          Welcome, <span className="font-semibold text-ink">{displayName}</span>
        </p>
        <nav aria-label="Console" className="flex flex-wrap gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.admin()}>Inquiries</Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.adminAgencies()}>Agencies</Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.adminResearchers()}>Researchers</Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.adminInsights()}>
              <BarChart3 aria-hidden="true" />
              Insights
            </Link>
          </Button>
        </nav>
        <Button variant="outline" size="sm" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </div>
    </header>
  )
}
