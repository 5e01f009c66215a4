import { Suspense, type ReactNode } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { AppReadySignal } from '@/components/app-ready-signal'
import { ChunkErrorBoundary } from '@/components/chunk-error-boundary'
import { paths } from '@/config/paths'
import { usePageVisits } from '@/lib/visit/use-page-visits'
import { Footer } from './footer'
import { Header } from './header'

/** The shared layout: header, page, footer. The footer is hidden on /contact (docs/product/public-site.md, "Layout"). */
export function SiteLayout({ newsletter }: { newsletter?: ReactNode }) {
  const { pathname } = useLocation()
  const showFooter = pathname !== paths.contact()
  usePageVisits(pathname)
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* Reset on the path: a page that failed to load does not keep the next page from showing. */}
        <ChunkErrorBoundary resetKey={pathname}>
          <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
            <Outlet />
            <AppReadySignal />
          </Suspense>
        </ChunkErrorBoundary>
      </main>
      {showFooter && <Footer newsletter={newsletter} />}
    </div>
  )
}
