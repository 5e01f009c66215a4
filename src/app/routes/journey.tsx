import { useLocation, useParams } from 'react-router-dom'
import { Logo } from '@/components/layout/logo'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { siteConfig } from '@/content/site-config'
import { BookCallOnDemand } from '@/features/booking/components/book-call-on-demand'
import { JourneyPage } from '@/features/journey/components/journey-page'
import { LinkRequest } from '@/features/journey/components/link-request'
import { PaymentReturn } from '@/features/journey/components/payment-return'

/**
 * /journey/{token}: the family's private page; /journey: 'Send me my link again' (docs/decisions/153);
 * /journey/payment-return: back from Stripe Checkout, on the way to the family's page (docs/decisions/238).
 * Outside the site layout: nothing but the page (no third-party anything), never indexed, no referrer sent.
 */
export function JourneyRoute() {
  const { token } = useParams()
  const returning = useLocation().pathname === paths.paymentReturn()
  return (
    <div className="min-h-screen bg-cream-50">
      <Seo
        title={
          returning
            ? 'Back from the payment'
            : token
              ? 'Your journey home'
              : 'Send me my link again'
        }
        description="Your private Radici journey page."
        path={paths.journey()}
        noindex
      />
      <meta name="referrer" content="no-referrer" />
      <header className="border-b border-cream-200 bg-white">
        <div className="container flex h-16 items-center">
          <a
            href={paths.home()}
            rel="noreferrer"
            aria-label={`${siteConfig.name} ${siteConfig.tagline}, home`}
          >
            <Logo />
          </a>
        </div>
      </header>
      <main id="main">
        {returning ? (
          <PaymentReturn />
        ) : token ? (
          // The first video call, booked with the same private link (docs/decisions/160), near the top of a
          // page that opened; an invalid link shows nothing but its message (docs/product/journey.md).
          <JourneyPage token={token} call={<BookCallOnDemand token={token} />} />
        ) : (
          <LinkRequest />
        )}
      </main>
    </div>
  )
}
