import { Menu, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { siteConfig } from '@/content/site-config'
import { cn } from '@/lib/utils'
import { Logo } from './logo'
import { ctaLabel, headerLinks } from './nav-links'

/** The mobile menu's id: its button names it in `popovertarget`, so it opens before the app has loaded. */
const MOBILE_MENU_ID = 'mobile-menu'

function navClass({ isActive }: { isActive: boolean }) {
  return cn(
    'relative rounded-full px-3 py-2 text-sm font-semibold transition-colors hover:text-terracotta-700',
    isActive ? 'text-terracotta-700' : 'text-ink-soft',
  )
}

/**
 * The site header. The mobile menu is a native popover (docs/decisions/073-controls-work-before-the-app.md):
 * its button opens and closes it, Escape and a tap outside close it, and the browser exposes the button's
 * expanded state, all without JavaScript. The icon and the button's name ('Open menu' / 'Close menu') follow
 * the popover's state through CSS (`.menu-open-only`, `.menu-closed-only` in src/index.css); src/boot.ts mirrors
 * the state into `aria-expanded`. The app only closes the menu after an in-app navigation.
 */
export function Header() {
  const menuRef = useRef<HTMLDivElement>(null)
  const location = useLocation()

  // Close the mobile menu on navigation, keyed on the location so it also closes on same-page links.
  useEffect(() => {
    const menu = menuRef.current
    if (menu?.matches(':popover-open')) menu.hidePopover()
  }, [location.key])

  return (
    <header className="sticky top-0 z-40 border-b border-cream-300/60 bg-cream-50/90 backdrop-blur supports-[backdrop-filter]:bg-cream-50/80">
      <a
        href="#main"
        className="sr-only rounded-full bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50"
      >
        Skip to content
      </a>
      <div className="container flex h-[4.5rem] items-center justify-between gap-4">
        <Link
          to={paths.home()}
          className="rounded-lg"
          aria-label={`${siteConfig.name} ${siteConfig.tagline}, home`}
        >
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
            popoverTarget={MOBILE_MENU_ID}
            aria-controls={MOBILE_MENU_ID}
          >
            <Menu className="menu-closed-only !size-6" aria-hidden="true" />
            <X className="menu-open-only !size-6" aria-hidden="true" />
            <span className="menu-closed-only sr-only">Open menu</span>
            <span className="menu-open-only sr-only">Close menu</span>
          </Button>
        </div>
      </div>
      <div
        id={MOBILE_MENU_ID}
        ref={menuRef}
        popover="auto"
        className="mobile-menu border-b border-t border-cream-300/60 bg-cream-50 shadow-lift lg:hidden"
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
