import { CircleCheck, MailSearch } from 'lucide-react'
import { Link } from 'react-router-dom'
import { SocialLinks } from '@/components/layout/social-links'
import { Seo } from '@/components/seo/seo'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { ThankYouBooking } from '@/features/booking/components/thank-you-booking'
import { JourneyLinkCallout } from '@/features/journey/components/journey-link-callout'

export function ThankYouRoute() {
  return (
    <section className="relative overflow-hidden bg-cream-100">
      <Seo
        title="Thank You"
        description="Thank you for your request. Our team will reply by email within 24 hours."
        path={paths.thankYou()}
        noindex
      />
      <div className="container flex min-h-[70vh] items-center justify-center py-16">
        <div className="w-full max-w-xl rounded-2xl border border-cream-300/70 bg-white p-8 text-center shadow-lift sm:p-12">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-olive-50 text-olive-600">
            <CircleCheck className="size-9" aria-hidden="true" />
          </span>
          <h1 className="mt-6 text-display-md font-semibold">Thank you for your request!</h1>
          <p className="mt-4 text-lg leading-relaxed text-ink-soft">
            Our team will reply by email within 24 hours to schedule your first consultation call.
          </p>
          <p className="mt-5 flex items-start justify-center gap-2 rounded-xl bg-cream-50 p-4 text-left text-sm text-ink-soft">
            <MailSearch className="mt-0.5 size-5 shrink-0 text-terracotta-600" aria-hidden="true" />
            <span>
              Can’t find our email? Please check your spam or promotions folder, and add us to your
              contacts.
            </span>
          </p>
          <ThankYouBooking />
          <JourneyLinkCallout />
          <Button asChild size="lg" className="mt-8">
            <Link to={paths.home()}>Return Home</Link>
          </Button>
          <div className="mt-10 border-t border-cream-200 pt-6">
            <p className="text-sm font-semibold text-ink">Follow our stories while you wait</p>
            <SocialLinks tone="dark" className="mt-3 justify-center" />
          </div>
        </div>
      </div>
    </section>
  )
}
