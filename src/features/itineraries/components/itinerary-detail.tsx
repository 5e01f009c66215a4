import { ArrowLeft, CalendarDays, Check, MapPin, MessageCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ImageWithFallback } from '@/components/image-with-fallback'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { agenciesAreSamples } from '@/content/agencies'
import { ITINERARY_IMAGE_SIZE, itinerariesAreSamples, type Itinerary } from '@/content/itineraries'

/** What every sample itinerary can be tailored to (docs/product/public-site.md, "Itinerary detail"). */
export const customizationOptions = [
  'The specific towns and villages of your family',
  'Cultural experiences based on your family traditions',
  'Genealogical research support before and during the trip',
  'The accommodation comfort level you prefer',
] as const

/** Said in words on every sample journey's page (docs/content.md, "Sample content"). */
export const SAMPLE_JOURNEY_NOTE =
  'Sample journey: written to show what a heritage trip can look like. It is not yet a trip a real agency offers.'

/**
 * `reviewed` ("Last reviewed", under the title) and `afterDetail` ("Suggest a correction", after the journey) are
 * mounted by the route: features do not import each other (docs/decisions/196).
 */
export function ItineraryDetail({
  itinerary,
  reviewed,
  afterDetail,
}: {
  itinerary: Itinerary
  reviewed?: ReactNode
  afterDetail?: ReactNode
}) {
  return (
    <article>
      <header className="relative isolate overflow-hidden bg-ink">
        <ImageWithFallback
          src={itinerary.image}
          alt=""
          {...ITINERARY_IMAGE_SIZE}
          loading="eager"
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover opacity-90"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/85 via-ink/45 to-ink/10" />
        <div className="container flex min-h-[22rem] flex-col justify-end pb-10 pt-24 sm:min-h-[28rem] sm:pb-14">
          <Link
            to={paths.itineraries()}
            className="mb-auto inline-flex items-center gap-2 self-start rounded-full bg-cream-50/90 px-4 py-2 text-sm font-semibold text-ink transition-colors hover:bg-white"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            All itineraries
          </Link>
          <p className="mt-10 inline-flex items-center gap-1.5 self-start rounded-full bg-cream-50 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-terracotta-700">
            <MapPin className="size-3.5" aria-hidden="true" />
            {itinerary.region}
          </p>
          <h1 className="mt-4 max-w-3xl text-display-lg font-semibold text-cream-50">
            {itinerary.title}
          </h1>
          <p className="mt-3 inline-flex items-center gap-2 text-lg font-medium text-cream-100">
            <CalendarDays className="size-5" aria-hidden="true" />
            {itinerary.duration} Ancestral Journey
          </p>
          {reviewed}
          {itinerariesAreSamples && (
            <p className="mt-4 max-w-2xl self-start rounded-xl bg-cream-50 px-4 py-2 text-sm font-semibold text-ink">
              {SAMPLE_JOURNEY_NOTE}
            </p>
          )}
          <a
            href="#plan-this-journey"
            className={buttonVariants({ variant: 'light', className: 'mt-6 self-start lg:hidden' })}
          >
            Plan this journey
          </a>
        </div>
      </header>

      <div className="container grid gap-12 py-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-20">
        <div className="space-y-14">
          <section aria-labelledby="overview-heading">
            <h2 id="overview-heading" className="text-display-md font-semibold">
              Overview
            </h2>
            <p className="prose-radici mt-5">{itinerary.overview}</p>
          </section>

          <section aria-labelledby="highlights-heading">
            <h2 id="highlights-heading" className="text-display-md font-semibold">
              Highlights
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {itinerary.highlights.map((highlight) => (
                <li
                  key={highlight}
                  className="flex gap-3 rounded-xl border border-cream-300/70 bg-white p-4 shadow-soft"
                >
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-olive-50 text-olive-600">
                    <Check className="size-4" aria-hidden="true" />
                  </span>
                  <span className="text-ink-soft">{highlight}</span>
                </li>
              ))}
            </ul>
          </section>

          <section
            aria-labelledby="customize-heading"
            className="rounded-2xl bg-cream-100 p-6 sm:p-10"
          >
            <p className="eyebrow">Made for your family</p>
            <h2 id="customize-heading" className="mt-2 text-display-md font-semibold">
              Customize this itinerary
            </h2>
            <p className="mt-4 text-ink-soft">
              This journey is a starting point. With your local expert you can tailor:
            </p>
            <ul className="mt-5 space-y-3">
              {customizationOptions.map((option) => (
                <li key={option} className="flex gap-3 text-ink">
                  <Check className="mt-1 size-4 shrink-0 text-terracotta-600" aria-hidden="true" />
                  <span>{option}</span>
                </li>
              ))}
            </ul>
          </section>
          {afterDetail}
        </div>

        <aside
          id="plan-this-journey"
          aria-labelledby="plan-heading"
          className="scroll-mt-24 lg:relative"
        >
          <div className="rounded-2xl border border-cream-300/70 bg-white p-6 shadow-lift lg:sticky lg:top-24">
            <h2 id="plan-heading" className="text-2xl font-semibold">
              Plan this journey
            </h2>
            <dl className="mt-5 space-y-3 text-sm">
              <div className="flex justify-between gap-4 border-b border-cream-200 pb-3">
                <dt className="text-muted-foreground">Region</dt>
                <dd className="font-semibold text-ink">{itinerary.region}</dd>
              </div>
              <div className="flex justify-between gap-4 border-b border-cream-200 pb-3">
                <dt className="text-muted-foreground">Duration</dt>
                <dd className="font-semibold text-ink">{itinerary.duration}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Style</dt>
                <dd className="font-semibold text-ink">Fully customizable</dd>
              </div>
            </dl>
            <p className="mt-5 text-sm leading-relaxed text-ink-soft">
              {itinerariesAreSamples || agenciesAreSamples
                ? 'Tell us about your family and we will put you in touch with a local heritage expert who can plan a journey like this one. Sharing your story is free and commits you to nothing.'
                : 'Talk to the local heritage expert who designed this journey. Sharing your story is free and commits you to nothing.'}
            </p>
            <Link
              to={paths.contact({ agencyId: itinerary.agencyId, itinerary: itinerary.id })}
              className={buttonVariants({ size: 'lg', className: 'mt-6 w-full' })}
            >
              <MessageCircle aria-hidden="true" />
              Contact Heritage Expert
            </Link>
          </div>
        </aside>
      </div>
    </article>
  )
}
