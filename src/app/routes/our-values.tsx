import { Gem, Handshake, Landmark, MapPinned } from 'lucide-react'
import { Link } from 'react-router-dom'
import { LastReviewed } from '@/components/last-reviewed'
import { PageHero } from '@/components/page-hero'
import { Seo } from '@/components/seo/seo'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { articleReviews } from '@/content/article-reviews'
import { overtourism, values, type Value } from '@/content/values'
import { SuggestCorrection } from '@/features/corrections/components/suggest-correction'

const icons: Record<Value['id'], typeof Gem> = {
  authenticity: Landmark,
  'local-expertise': MapPinned,
  'hidden-treasures': Gem,
  'cultural-bridge': Handshake,
}

export function OurValuesRoute() {
  return (
    <>
      <Seo
        title="Our Values"
        description="Authenticity, local expertise, hidden treasures and a cultural bridge: why Radici sends heritage travelers to the small towns of Italy instead of the crowded hot spots."
        path={paths.ourValues()}
      />
      <PageHero
        eyebrow="Our values"
        title="Travel that gives back to the places you come from"
        description={
          <>
            <p>Four principles shape every journey we plan with our local partners.</p>
            <LastReviewed date={articleReviews[paths.ourValues()]} />
          </>
        }
      />

      <section aria-labelledby="values-heading" className="container py-16 lg:py-20">
        <h2 id="values-heading" className="sr-only">
          What we stand for
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => {
            const Icon = icons[value.id]
            return (
              <li
                key={value.id}
                className="rounded-2xl border border-cream-300/70 bg-white p-6 shadow-soft"
              >
                <span className="flex size-12 items-center justify-center rounded-full bg-terracotta-50 text-terracotta-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-xl font-semibold">{value.title}</h3>
                <p className="mt-2 text-ink-soft">{value.description}</p>
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-label="Overtourism and root tourism" className="bg-cream-100">
        <div className="container grid gap-8 py-16 md:grid-cols-2 lg:py-20">
          {[overtourism.problem, overtourism.solution].map((block, index) => (
            <div
              key={block.title}
              className={
                index === 0
                  ? 'rounded-2xl border border-cream-300 bg-white/70 p-8'
                  : 'rounded-2xl bg-olive-700 p-8 text-cream-50 shadow-lift'
              }
            >
              <h2
                className={
                  index === 0
                    ? 'text-display-md font-semibold'
                    : 'text-display-md font-semibold text-cream-50'
                }
              >
                {block.title}
              </h2>
              <div
                className={
                  index === 0 ? 'mt-4 space-y-4 text-ink-soft' : 'mt-4 space-y-4 text-cream-100/90'
                }
              >
                {block.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </div>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="values-cta-heading"
        className="container py-16 text-center lg:py-20"
      >
        <h2 id="values-cta-heading" className="text-display-md font-semibold">
          Travel with purpose
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-ink-soft">
          Learn more about who we are, read about the regions, or tell us about your family.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={paths.contact()}>Start Your Journey</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.aboutUs()}>About Us</Link>
          </Button>
          <Button asChild size="lg" variant="ghost">
            <Link to={paths.blog()}>Read the blog</Link>
          </Button>
        </div>
      </section>
      <div className="container max-w-4xl pb-16">
        <SuggestCorrection page={paths.ourValues()} />
      </div>
    </>
  )
}
