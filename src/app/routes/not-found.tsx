import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'

export function NotFoundRoute() {
  const { pathname } = useLocation()

  useEffect(() => {
    // The spec asks for the unknown path to be logged; a warning, not an error, so monitoring stays quiet.
    console.warn('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <section className="container flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <Seo
        title="Page not found"
        description="The page you are looking for does not exist."
        path={pathname}
        noindex
      />
      <p className="font-display text-7xl font-semibold text-terracotta-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-display-md font-semibold">Oops! Page not found</h1>
      <p className="mt-3 max-w-md text-ink-soft">
        This road doesn't lead anywhere, but every journey home starts somewhere.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.home()}>Return to Home</Link>
      </Button>
    </section>
  )
}
