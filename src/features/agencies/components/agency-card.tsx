import { MapPin, Quote } from 'lucide-react'
import type { ReactNode } from 'react'
import { ImageWithFallback } from '@/components/image-with-fallback'
import {
  AGENCY_IMAGE_SIZE,
  AGENCY_LOGO_SIZE,
  agenciesAreSamples,
  type Agency,
} from '@/content/agencies'
import { truncateTestimonial, visibleExpertise } from '@/features/agencies/lib/agency-filters'

export interface AgencyCardProps {
  agency: Agency
  /** The 'Contact Agency' control, composed by the route (a feature never imports another feature). */
  contactAction?: ReactNode
  priority?: boolean
}

export function AgencyCard({ agency, contactAction, priority = false }: AgencyCardProps) {
  const headingId = `agency-${agency.id}`
  const { shown, more } = visibleExpertise(agency.expertise)
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-cream-300/70 bg-white shadow-soft"
    >
      <div className="relative aspect-[8/5] bg-cream-200">
        <ImageWithFallback
          src={agency.image}
          alt=""
          {...AGENCY_IMAGE_SIZE}
          loading={priority ? 'eager' : 'lazy'}
          className="size-full object-cover"
        />
        <ImageWithFallback
          src={agency.logoImage}
          alt={`${agency.name} logo`}
          {...AGENCY_LOGO_SIZE}
          loading={priority ? 'eager' : 'lazy'}
          className="absolute -bottom-8 left-6 size-16 rounded-full border-4 border-white bg-cream-50 shadow-soft"
        />
      </div>
      <div className="flex flex-1 flex-col px-6 pb-6 pt-11">
        {agenciesAreSamples && (
          <p className="mb-2 w-fit rounded-full bg-gold-300 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-ink">
            Sample profile, not a real agency
          </p>
        )}
        <h2 id={headingId} className="text-2xl font-semibold leading-tight">
          {agency.name}
        </h2>
        <p className="mt-1.5 inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4 text-terracotta-600" aria-hidden="true" />
          {agency.location}
        </p>
        <p className="mt-4 text-ink-soft">{agency.description}</p>

        <h3 className="sr-only">Expertise</h3>
        <ul className="mt-5 flex flex-wrap gap-2">
          {shown.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-cream-100 px-3 py-1 text-xs font-semibold text-ink-soft"
            >
              {tag}
            </li>
          ))}
          {more > 0 && (
            // A native disclosure: the other tags open on a tap, before or without the app's JavaScript.
            <li className="has-[[open]]:basis-full">
              <details className="group">
                <summary className="w-fit cursor-pointer list-none rounded-full border border-cream-300 px-3 py-1 text-xs font-semibold text-terracotta-700 hover:bg-cream-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                  <span className="group-open:hidden">+{more} more</span>
                  <span className="hidden group-open:inline">Show fewer</span>
                </summary>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {agency.expertise.slice(shown.length).map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full bg-cream-100 px-3 py-1 text-xs font-semibold text-ink-soft"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          )}
        </ul>

        <figure className="mt-6 rounded-xl bg-cream-50 p-5">
          <Quote className="size-5 text-gold-500" aria-hidden="true" />
          <blockquote className="mt-2 font-display text-[1.05rem] italic leading-relaxed text-ink">
            <p>{truncateTestimonial(agency.testimonial.text)}</p>
          </blockquote>
          <figcaption className="mt-3 text-sm font-semibold text-ink-soft">
            — {agency.testimonial.author}
            {agenciesAreSamples && (
              <span className="mt-1 block font-normal">
                Sample testimonial, written for illustration
              </span>
            )}
          </figcaption>
        </figure>

        <div className="mt-auto pt-6">
          <div className="flex flex-wrap items-center justify-between gap-4 border-t border-cream-200 pt-5">
            <p className="text-sm text-ink-soft">
              <span className="font-semibold text-ink">Regions: </span>
              {agency.regions.join(', ')}
            </p>
            {contactAction}
          </div>
        </div>
      </div>
    </article>
  )
}
