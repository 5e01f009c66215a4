import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { siteConfig } from '@/content/site-config'
import { Logo } from './logo'
import { SocialLinks } from './social-links'

const siteLinks = [
  { to: paths.about(), label: 'About Us' },
  { to: paths.howItWorks(), label: 'How it works' },
  { to: paths.findYourTown(), label: 'Find Your Ancestral Town' },
  { to: paths.travelInsurance(), label: 'Travel Insurance' },
  { to: paths.auth(), label: 'Admin' },
] as const

const legalLinks = [
  { href: siteConfig.legal.privacyUrl || paths.privacy(), label: 'Privacy Policy' },
  { href: siteConfig.legal.cookiesUrl || paths.cookies(), label: 'Cookie Policy' },
  { href: siteConfig.legal.termsUrl || paths.terms(), label: 'Terms and Conditions' },
] as const

function LegalLink({ href, label }: { href: string; label: string }) {
  const className = 'text-cream-100/80 transition-colors hover:text-white'
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {label}
      </Link>
    )
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
    </a>
  )
}

export function Footer({ newsletter }: { newsletter?: ReactNode }) {
  const { chamberOfCommerce, insurance } = siteConfig.partners
  return (
    <footer id="site-footer" className="bg-ink text-cream-100" tabIndex={-1}>
      <div className="container grid gap-12 py-14 md:grid-cols-2 lg:grid-cols-12 lg:gap-10 lg:py-20">
        <div className="lg:col-span-4">
          <Logo tone="light" />
          <p className="mt-5 max-w-sm text-sm leading-relaxed text-cream-100/80">
            {siteConfig.description}
          </p>
          <SocialLinks className="mt-6" />
        </div>

        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 lg:col-span-4">
          <div>
            <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.18em] text-gold-300">
              Explore
            </h2>
            <ul className="mt-4 space-y-3 text-sm">
              {siteLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="text-cream-100/80 transition-colors hover:text-white"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.18em] text-gold-300">
              Legal
            </h2>
            <ul className="mt-4 space-y-3 text-sm">
              {legalLinks.map((link) => (
                <li key={link.label}>
                  <LegalLink {...link} />
                </li>
              ))}
            </ul>
          </div>
        </nav>

        <div id="newsletter" className="md:col-span-2 lg:col-span-4">
          {newsletter}
        </div>
      </div>

      <div className="border-t border-cream-50/10">
        <div className="container flex flex-col gap-6 py-8 md:flex-row md:items-center md:justify-between">
          {/* Only the partners the owners have named (docs/decisions/130). */}
          {(chamberOfCommerce.name || (insurance.name && insurance.url)) && (
            <section
              aria-labelledby="footer-partners-heading"
              className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6"
            >
              <h2
                id="footer-partners-heading"
                className="font-sans text-xs font-semibold uppercase tracking-[0.18em] text-gold-300"
              >
                Official partners
              </h2>
              <ul className="flex flex-wrap items-center gap-4">
                {chamberOfCommerce.name && (
                  <li className="rounded-lg bg-cream-50 px-3 py-2">
                    <img
                      src={chamberOfCommerce.logo}
                      alt={chamberOfCommerce.name}
                      width={140}
                      height={40}
                      loading="lazy"
                      decoding="async"
                      className="h-10 w-auto"
                    />
                  </li>
                )}
                {insurance.name && insurance.url && (
                  <li className="rounded-lg bg-cream-50 px-3 py-2">
                    <a href={insurance.url} target="_blank" rel="noopener noreferrer sponsored">
                      <img
                        src={insurance.logo}
                        alt={`${insurance.name} (opens in a new tab)`}
                        width={140}
                        height={40}
                        loading="lazy"
                        decoding="async"
                        className="h-10 w-auto"
                      />
                    </a>
                  </li>
                )}
              </ul>
            </section>
          )}
          <p className="text-xs text-cream-100/70">
            © {siteConfig.copyrightYear} {siteConfig.name}. All rights reserved.
            <span className="mt-1 block">Map data: ISTAT, openpolis (CC BY 4.0)</span>
          </p>
        </div>
      </div>
    </footer>
  )
}
