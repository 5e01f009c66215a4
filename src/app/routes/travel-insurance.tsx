import { BadgeCheck, ExternalLink, Leaf, ShieldCheck } from 'lucide-react'
import { LastReviewed } from '@/components/last-reviewed'
import { PageHero } from '@/components/page-hero'
import { Seo } from '@/components/seo/seo'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { articleReviews } from '@/content/article-reviews'
import { siteConfig } from '@/content/site-config'
import { insuranceBenefits } from '@/content/travel-insurance'
import { SuggestCorrection } from '@/features/corrections/components/suggest-correction'

/** An affiliate link: opens the partner's page in a new tab and says so. */
const affiliateLink = { target: '_blank', rel: 'noopener noreferrer sponsored' } as const

export function TravelInsuranceRoute() {
  const { name, url, logo, bCorpCertified, planetFundPercent } = siteConfig.partners.insurance
  /** Named and linked only once the owners set both (docs/decisions/130-owner-values-before-launch.md). */
  const partner = name && url ? { name, url, logo } : null
  /** Claims about the partner only once the owners have checked them for the named partner (docs/decisions/248). */
  const bCorp = partner !== null && bCorpCertified
  const planetFund = partner !== null && planetFundPercent ? planetFundPercent : null
  return (
    <>
      <Seo
        title="Travel Insurance for Your Heritage Journey"
        description={`Travel insurance for your trip to Italy from our partner${bCorp ? ', a certified B Corp' : ''}: medical care abroad, trip cancellation, baggage and assistance.${planetFund ? ` At least ${planetFund}% of revenue from every purchase goes to a planet-impact fund.` : ''}`}
        path={paths.travelInsurance()}
      />
      <PageHero
        eyebrow="Travel insurance"
        title="Travel with peace of mind"
        description={
          <>
            <p>
              {bCorp
                ? 'We have partnered with a travel insurer that is a certified B Corp, so you can protect your journey and the planet at the same time.'
                : 'Protect your journey with travel insurance from a partner we choose for families traveling to Italy.'}
            </p>
            <LastReviewed date={articleReviews[paths.travelInsurance()]} />
          </>
        }
      />

      <div className="container grid gap-10 py-14 lg:grid-cols-[minmax(0,1fr)_24rem] lg:py-20">
        <div>
          <section aria-labelledby="partner-heading">
            <p className="eyebrow">Our partner</p>
            <h2 id="partner-heading" className="mt-2 text-display-md font-semibold">
              {bCorp ? 'A certified B Corp insurer' : 'Travel insurance for your journey'}
            </h2>
            <p className="prose-radici mt-4">
              {bCorp &&
                'Certified B Corporations meet high standards of social and environmental performance, transparency and accountability. '}
              {partner ? (
                <>
                  Our partner,{' '}
                  <a
                    href={partner.url}
                    {...affiliateLink}
                    className="font-semibold text-terracotta-700 underline underline-offset-2"
                  >
                    {partner.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                  , offers travel insurance you can buy online in a few minutes, for trips of any
                  length.
                </>
              ) : (
                <>
                  We will name our partner and link to its plans on this page shortly; until then,
                  ask us about cover when you plan your journey.
                </>
              )}
            </p>
            <h3 className="mt-8 text-xl font-semibold">What a travel policy can cover</h3>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {insuranceBenefits.map((benefit) => (
                <li
                  key={benefit.title}
                  className="rounded-xl border border-cream-300/70 bg-white p-5 shadow-soft"
                >
                  <ShieldCheck className="size-6 text-olive-600" aria-hidden="true" />
                  <h4 className="mt-3 text-lg font-semibold">{benefit.title}</h4>
                  <p className="mt-1 text-sm text-ink-soft">{benefit.description}</p>
                </li>
              ))}
            </ul>
          </section>

          {planetFund && (
            <section
              aria-labelledby="planet-heading"
              className="mt-12 flex flex-col gap-5 rounded-2xl bg-olive-700 p-8 text-cream-50 sm:flex-row"
            >
              <Leaf className="size-10 shrink-0 text-gold-300" aria-hidden="true" />
              <div>
                <h2 id="planet-heading" className="text-2xl font-semibold text-cream-50">
                  Every policy gives back
                </h2>
                <p className="mt-2 text-cream-100/90">
                  At least {planetFund}% of the revenue from your purchase goes to a planet-impact
                  fund that supports environmental projects.
                </p>
              </div>
            </section>
          )}
          <SuggestCorrection page={paths.travelInsurance()} />
        </div>

        {partner && (
          <aside aria-labelledby="quote-heading">
            <div className="rounded-2xl border border-cream-300/70 bg-white p-6 text-center shadow-lift lg:sticky lg:top-24">
              <img
                src={partner.logo}
                alt=""
                width={140}
                height={40}
                loading="lazy"
                decoding="async"
                className="mx-auto h-10 w-auto"
              />
              <h2 id="quote-heading" className="mt-5 text-2xl font-semibold">
                Get covered in minutes
              </h2>
              <p className="mt-2 text-sm text-ink-soft">
                Compare plans and their exact cover, and buy online directly from our partner.
              </p>
              {bCorp && (
                <p className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-olive-50 px-3 py-1 text-xs font-semibold text-olive-700">
                  <BadgeCheck className="size-4" aria-hidden="true" />
                  Certified B Corp
                </p>
              )}
              <a
                href={partner.url}
                {...affiliateLink}
                className={buttonVariants({ size: 'lg', className: 'mt-6 w-full' })}
              >
                Get a Quote from the partner
                <ExternalLink aria-hidden="true" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <p className="mt-4 text-xs leading-relaxed text-muted-foreground">
                {siteConfig.name} may receive a commission when you buy through this link, at no
                extra cost to you.
              </p>
            </div>
          </aside>
        )}
      </div>
    </>
  )
}
