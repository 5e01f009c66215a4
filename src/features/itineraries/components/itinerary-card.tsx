import { CalendarDays, Check, MapPin, Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ImageWithFallback } from '@/components/image-with-fallback'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { ITINERARY_IMAGE_SIZE, itinerariesAreSamples, type Itinerary } from '@/content/itineraries'

export interface ItineraryCardProps {
  itinerary: Itinerary
  /** The 'Contact Expert' control, composed by the route (a feature never imports another feature). */
  contactAction?: ReactNode
  /** Load the image eagerly (first cards above the fold). */
  priority?: boolean
}

export function ItineraryCard({ itinerary, contactAction, priority = false }: ItineraryCardProps) {
  const headingId = `itinerary-${itinerary.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="group flex w-full flex-col overflow-hidden rounded-2xl border border-cream-300/70 bg-white shadow-soft transition-shadow hover:shadow-lift"
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-cream-200">
        <ImageWithFallback
          src={itinerary.image}
          alt=""
          {...ITINERARY_IMAGE_SIZE}
          loading={priority ? 'eager' : 'lazy'}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        <span className="absolute left-4 top-4 inline-flex items-center gap-1.5 rounded-full bg-ink/80 px-3 py-1 text-xs font-semibold text-cream-50 backdrop-blur">
          <CalendarDays className="size-3.5" aria-hidden="true" />
          {itinerary.duration}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-olive-50 px-3 py-1 text-xs font-semibold text-olive-700">
          <MapPin className="size-3.5" aria-hidden="true" />
          {itinerary.region}
        </p>
        <h2 id={headingId} className="mt-3 text-2xl font-semibold leading-tight">
          <Link
            to={paths.itinerary(itinerary.id)}
            className="rounded-sm transition-colors hover:text-terracotta-700"
          >
            {itinerary.title}
          </Link>
        </h2>
        <h3 className="sr-only">Highlights</h3>
        <ul className="mt-4 space-y-2 text-sm text-ink-soft">
          {itinerary.highlights.map((highlight) => (
            <li key={highlight} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-olive-500" aria-hidden="true" />
              <span>{highlight}</span>
            </li>
          ))}
        </ul>
        <p className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-gold-600">
          <Sparkles className="size-4" aria-hidden="true" />
          {itinerariesAreSamples ? 'Sample journey, customizable' : 'Customizable Itinerary'}
        </p>
        <div className="mt-auto pt-6">
          <div className="flex flex-wrap items-center gap-3 border-t border-cream-200 pt-5 [&>*]:flex-1">
            <Link
              to={paths.itinerary(itinerary.id)}
              className={buttonVariants({ variant: 'outline' })}
            >
              View details<span className="sr-only">: {itinerary.title}</span>
            </Link>
            {contactAction}
          </div>
        </div>
      </div>
    </article>
  )
}
