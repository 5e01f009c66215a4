import { Menu, X } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { siteConfig } from '@/content/site-config'
import { cn } from '@/lib/utils'
import { Logo } from './logo'
import { ctaLabel, headerLinks } from './nav-links'

function navClass({ isActive }: { isActive: boolean }) {
  return cn(
    'relative rounded-full px-3 py-2 text-sm font-semibold transition-colors hover:text-terracotta-700',
    isActive ? 'text-terracotta-700' : 'text-ink-soft',
  )
}

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const location = useLocation()

  // Close the mobile menu on navigation, keyed on the location so it also closes on same-page links.
  const [lastKey, setLastKey] = useState(location.key)
  if (lastKey !== location.key) {
    setLastKey(location.key)
    setMenuOpen(false)
  }

  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  return (
    <header className="sticky top-0 z-40 border-b border-cream-300/60 bg-cream-50/90 backdrop-blur supports-[backdrop-filter]:bg-cream-50/80">
      <a
        href="#main"
        className="sr-only rounded-full bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50"
      >
        Skip to content
      </a>
      <div className="container flex h-[4.5rem] items-center justify-between gap-4">
        <Link to={paths.home()} className="rounded-lg" aria-label={`${siteConfig.name} ${siteConfig.tagline}, home`}>
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={navClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Button asChild className="hidden lg:inline-flex">
            <Link to={paths.contact()}>{ctaLabel}</Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="!size-6" aria-hidden="true" />
            ) : (
              <Menu className="!size-6" aria-hidden="true" />
            )}
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          </Button>
        </div>
      </div>
      <div
        id={menuId}
        hidden={!menuOpen}
        className="border-t border-cream-300/60 bg-cream-50 lg:hidden"
      >
        <nav aria-label="Mobile" className="container py-4">
          <ul className="flex flex-col">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-3 py-3 font-display text-lg font-semibold transition-colors hover:bg-cream-100',
                      isActive ? 'text-terracotta-700' : 'text-ink',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-4 w-full">
            <Link to={paths.contact()}>{ctaLabel}</Link>
          </Button>
        </nav>
      </div>
    </header>
  )
}
