import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'

export const FINDER_TITLE = 'Find Your Ancestral Town'
export const FINDER_DESCRIPTION =
  'Type the town your family came from, as you heard it or saw it on a passenger list: see its province and region, where its civil records are kept, and the local experts who know it.'

/** The finder's own title and description (a found town has its own: ./town-answer.tsx). */
export function FinderSeo() {
  return <Seo title={FINDER_TITLE} description={FINDER_DESCRIPTION} path={paths.findYourTown()} />
}
