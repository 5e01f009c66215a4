import type { ReactNode } from 'react'

export const HOME_HERO_IMAGE = {
  src: '/images/regions/home-hero.svg',
  width: 1600,
  height: 1000,
} as const

/**
 * The home hero: 90% of the viewport high (docs/product/public-site.md, "Home"). Its artwork is the page's LCP element, so it is
 * eager, high priority and sized; the height comes from CSS alone, so nothing shifts when it arrives.
 */
export function HomeHero({
  title,
  lead,
  actions,
}: {
  title: string
  lead: string
  actions: ReactNode
}) {
  return (
    <section
      aria-labelledby="home-hero-title"
      data-testid="home-hero"
      className="relative isolate flex min-h-[90vh] items-center overflow-hidden bg-cream-100 supports-[min-height:1svh]:min-h-[90svh]"
    >
      <img
        src={HOME_HERO_IMAGE.src}
        alt=""
        width={HOME_HERO_IMAGE.width}
        height={HOME_HERO_IMAGE.height}
        fetchPriority="high"
        loading="eager"
        decoding="sync"
        className="absolute inset-0 -z-20 h-full w-full object-cover object-[72%_50%]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-cream-50/95 via-cream-50/80 to-cream-50/40 md:bg-gradient-to-r md:from-cream-50 md:via-cream-50/90 md:to-cream-50/20 lg:via-cream-50/80 lg:to-cream-50/0"
      />
      <div className="container py-16 sm:py-24">
        <div className="max-w-2xl">
          <p className="eyebrow">Italian heritage journeys</p>
          <h1 id="home-hero-title" className="mt-4 text-balance text-display-xl font-semibold">
            {title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-soft sm:text-xl sm:leading-relaxed">
            {lead}
          </p>
          <div className="mt-9 flex flex-wrap items-center gap-4">{actions}</div>
        </div>
      </div>
    </section>
  )
}
