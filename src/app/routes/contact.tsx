import { useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { DeferredInquiryWizard } from '@/features/inquiry/components/deferred-inquiry-wizard'

const nextSteps = [
  { title: 'We read your story', text: 'A member of our team replies by email within 24 hours.' },
  {
    title: 'A first consultation call',
    text: 'We talk about your family, your questions and the trip you imagine.',
  },
  {
    title: 'Local experts take over',
    text: 'Genealogists and a local agency shape your journey home.',
  },
] as const

/** /contact: the inquiry wizard, with the context of ?agencyId=…&itinerary=… (docs/product/inquiry.md, "Context from agencies and itineraries"). */
export function ContactRoute() {
  const [params] = useSearchParams()
  const agencyId = params.get('agencyId') ?? undefined
  const itineraryId = params.get('itinerary') ?? undefined
  // From the town finder (docs/decisions/100): a comune's slug, or a place name as typed.
  const town = params.get('town') ?? undefined
  const place = params.get('place') ?? undefined
  // Stable while the query is: the deferred wizard must not re-render before it hydrates.
  const context = useMemo(
    () => ({ agencyId, itineraryId, town, place }),
    [agencyId, itineraryId, town, place],
  )
  return (
    <div className="bg-cream-50">
      <Seo
        title="Start Your Italian Heritage Journey"
        description="Tell us about your Italian family and the trip you dream of. Four short steps; we reply within 24 hours to plan your heritage journey."
        path="/contact"
      />
      <div className="container grid gap-10 py-12 sm:py-16 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:gap-y-14 lg:py-20">
        <div className="lg:col-span-4">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-olive-600">
            Your journey home
          </p>
          <h1 className="mt-3 font-display text-display-lg font-semibold text-ink">
            Start Your Italian Heritage Journey
          </h1>
          <p className="mt-5 max-w-md text-lg leading-relaxed text-ink-soft">
            Four short questions, about two minutes. Whatever you know about your family is enough
            to begin.
          </p>
        </div>
        <div className="lg:col-span-8 lg:col-start-5 lg:row-span-2 lg:row-start-1">
          <div className="rounded-2xl border border-cream-200 bg-white p-6 shadow-soft sm:p-10">
            <DeferredInquiryWizard context={context} variant="page" />
          </div>
        </div>
        {/* What happens next: beside the form on a wide screen, below it on a phone (issue 27). */}
        <ol
          aria-label="What happens next"
          className="space-y-5 lg:col-span-4 lg:col-start-1 lg:row-start-2 lg:-mt-6"
        >
          {nextSteps.map((item, index) => (
            <li key={item.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-terracotta-100 font-display text-base font-semibold text-terracotta-700"
              >
                {index + 1}
              </span>
              <span>
                <span className="block font-semibold text-ink">{item.title}</span>
                <span className="block text-sm leading-relaxed text-ink-soft">{item.text}</span>
              </span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  )
}
