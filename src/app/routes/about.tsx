import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { LastReviewed } from '@/components/last-reviewed'
import { PageHero } from '@/components/page-hero'
import { Seo } from '@/components/seo/seo'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { articleReviews } from '@/content/article-reviews'
import { founderIntroductionPending, founders } from '@/content/founders'
import { journeySteps } from '@/content/journey-steps'
import { siteConfig } from '@/content/site-config'
import { SuggestCorrection } from '@/features/corrections/components/suggest-correction'

/** Serves /about-us and /about; the canonical URL is /about-us for both. */
export function AboutRoute() {
  return (
    <>
      <Seo
        title="About Us"
        description="Meet the founders of Radici and our mission: helping people of Italian descent reconnect with the towns, records and families of their ancestors."
        path={paths.aboutUs()}
      />
      <PageHero
        eyebrow="About us"
        title="We help Italian families find their way home"
        description={
          <>
            <p>
              {siteConfig.name} means “roots” in Italian. We started it to give every descendant of
              Italian emigrants a simple, trustworthy way to stand where their family story began.
            </p>
            <LastReviewed date={articleReviews[paths.aboutUs()]} />
          </>
        }
      />

      <section aria-labelledby="founders-heading" className="container py-16 lg:py-20">
        <p className="eyebrow">The founders</p>
        <h2 id="founders-heading" className="mt-2 text-display-md font-semibold">
          Meet the people behind {siteConfig.name}
        </h2>
        <ul className="mt-10 grid gap-8 md:grid-cols-2">
          {founders.map((founder, index) => (
            <li
              key={index}
              className="flex flex-col gap-6 rounded-2xl border border-cream-300/70 bg-white p-6 shadow-soft sm:flex-row sm:p-8"
            >
              <div
                aria-hidden="true"
                className="flex size-24 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-terracotta-200 to-gold-300 font-display text-3xl font-semibold text-terracotta-800"
              >
                {founder.initials}
              </div>
              <div>
                <h3 className="text-xl font-semibold">{founder.name ?? 'Co-founder'}</h3>
                <p className="mt-1 text-sm font-semibold text-terracotta-700">{founder.role}</p>
                <p className="mt-3 text-ink-soft">{founder.bio ?? founderIntroductionPending}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="mission-heading" className="bg-olive-700 text-cream-50">
        <div className="container grid gap-8 py-16 lg:grid-cols-[1fr_1.4fr] lg:items-center lg:py-20">
          <div>
            <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold-300">
              Our mission
            </p>
            <h2 id="mission-heading" className="mt-2 text-display-md font-semibold text-cream-50">
              Turn family trees into journeys that matter
            </h2>
          </div>
          <div className="space-y-4 text-lg leading-relaxed text-cream-100/90">
            <p>
              In 2021, 15.9 million Americans reported Italian ancestry (US Census Bureau, American
              Community Survey). Many know the name of a town, a faded photograph, a recipe, and
              little else. We connect them with the local experts who can turn those fragments into
              a family history and a trip.
            </p>
            <p>
              We work only with independent agencies and researchers who live in the regions they
              cover, so every journey supports the small communities our travelers’ ancestors came
              from.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="container py-16 lg:py-20">
        <p className="eyebrow">How It Works</p>
        <h2 id="how-heading" className="mt-2 text-display-md font-semibold">
          Three steps to your heritage journey
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {journeySteps.map((step, index) => (
            <li
              key={step.title}
              className="rounded-2xl border border-cream-300/70 bg-white p-6 shadow-soft"
            >
              <span
                className="font-display text-4xl font-semibold text-terracotta-500"
                aria-hidden="true"
              >
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-3 text-xl font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-ink-soft">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to={paths.contact()}>Start Your Journey</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.blog()}>
              Explore the regions
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
      <div className="container max-w-4xl pb-16">
        <SuggestCorrection page={paths.aboutUs()} />
      </div>
    </>
  )
}
