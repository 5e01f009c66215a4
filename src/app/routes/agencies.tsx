import { Landmark } from 'lucide-react'
import { Link } from 'react-router-dom'
import { PageHero } from '@/components/page-hero'
import { Seo } from '@/components/seo/seo'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { agencies, agenciesAreSamples } from '@/content/agencies'
import { AgencyList } from '@/features/agencies/components/agency-list'
import { ContactDialog } from '@/features/inquiry/components/contact-dialog'

export function AgenciesRoute() {
  return (
    <>
      <Seo
        title="Meet Our Local Italian Experts"
        description="Local travel agencies and genealogists across Italy who research your family and plan your heritage journey, from Sicily to Lombardy."
        path={paths.agencies()}
      />
      <PageHero
        eyebrow="Our partner agencies"
        title="Meet Our Local Italian Experts"
        description={
          <p>
            Independent agencies and researchers who live in the regions your family came from. They
            know the archives, the priests and the mayors, and the trattoria where your
            great-grandparents’ recipes still taste the same.
          </p>
        }
      />
      <div className="container grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_18rem] lg:py-16">
        <AgencyList
          agencies={agencies}
          contactAction={(agency) => (
            <ContactDialog
              title={`Contact ${agency.name}`}
              triggerLabel="Contact Agency"
              context={{ agencyId: agency.id }}
            />
          )}
          emptyAction={
            <Button asChild size="lg">
              <Link to={paths.contact()}>Contact us</Link>
            </Button>
          }
        />
        <aside
          aria-labelledby="why-local-heading"
          className="h-fit rounded-2xl border border-olive-200 bg-olive-50 p-6 lg:sticky lg:top-24"
        >
          <Landmark className="size-7 text-olive-600" aria-hidden="true" />
          <h2 id="why-local-heading" className="mt-3 text-xl font-semibold">
            Why Local Experts?
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-ink-soft">
            Records are kept in parish offices, town halls and provincial archives that rarely
            answer a foreign e-mail. A local partner can visit them, read the old handwriting, and
            open doors in your family’s town, while keeping your money in the local community.
          </p>
          {agenciesAreSamples && (
            <p className="mt-4 border-t border-olive-200 pt-4 text-xs leading-relaxed text-muted-foreground">
              The profiles shown are illustrative samples while our partner network is being
              confirmed.
            </p>
          )}
        </aside>
      </div>
    </>
  )
}
