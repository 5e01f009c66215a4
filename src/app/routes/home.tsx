import { Link } from 'react-router-dom'
import { CtaBand } from '@/components/marketing/cta-band'
import { HomeHero } from '@/components/marketing/home-hero'
import { JourneySteps } from '@/components/marketing/journey-steps'
import { NewsletterTeaser } from '@/components/marketing/newsletter-teaser'
import { absoluteUrl, Seo } from '@/components/seo/seo'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { regions } from '@/content/regions'
import { siteConfig } from '@/content/site-config'
import { ContactDialog } from '@/features/inquiry/components/contact-dialog'
import { RegionGrid } from '@/features/regions/components/region-card'

const jsonLd = [
  {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    description: siteConfig.description,
    sameAs: Object.values(siteConfig.social),
  },
  {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteConfig.name,
    alternateName: `${siteConfig.name}: ${siteConfig.tagline}`,
    url: absoluteUrl('/'),
    inLanguage: 'en',
  },
]

export function HomeRoute() {
  return (
    <>
      <Seo
        title={`${siteConfig.name}: ${siteConfig.tagline}`}
        description={siteConfig.description}
        path={paths.home()}
        jsonLd={jsonLd}
      />
      <HomeHero
        title="Turn your family tree in a tailor made trip to Italy"
        lead="We connect you with local travel agencies and genealogists in Italy who know the archives, villages and traditions of your ancestors."
        actions={
          <>
            <ContactDialog
              title="Start Your Italian Heritage Journey"
              triggerLabel="Start Your Journey Home"
              triggerSize="lg"
            />
            <Button asChild variant="outline" size="lg" className="bg-cream-50/70">
              <Link to={paths.howItWorks()}>How it works</Link>
            </Button>
          </>
        }
      />
      <JourneySteps />
      <NewsletterTeaser />
      <section aria-labelledby="regions-title" className="bg-cream-100 py-20 sm:py-28">
        <div className="container">
          <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <div className="max-w-2xl">
              <p className="eyebrow">Where your story begins</p>
              <h2 id="regions-title" className="mt-3 text-display-lg font-semibold">
                Popular Heritage Regions
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
                Most Italian-American families trace their roots to these eight regions. Discover
                their land, their emigrants and how to find your family there.
              </p>
            </div>
            <Link
              to={paths.blog()}
              className="shrink-0 font-semibold text-primary underline-offset-4 hover:text-terracotta-800 hover:underline"
            >
              Explore all Italian regions →
            </Link>
          </div>
          <RegionGrid regions={regions} className="mt-12" />
          <p className="mt-10 text-lg text-ink-soft">
            Know the town but not the region?{' '}
            <Link
              to={paths.findYourTown()}
              className="font-semibold text-primary underline-offset-4 hover:text-terracotta-800 hover:underline"
            >
              Find your ancestral town →
            </Link>
          </p>
        </div>
      </section>
      <CtaBand
        id="closing-cta-title"
        title="Your family's story is waiting in Italy"
        text="Tell us what you know, even if it is only a surname and a village. We take it from there."
        action={
          <ContactDialog
            title="Contact Us"
            triggerLabel="Start Your Journey"
            triggerVariant="light"
            triggerSize="lg"
          />
        }
      />
    </>
  )
}
