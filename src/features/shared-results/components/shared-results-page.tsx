import { useCallback } from 'react'
import { paths } from '@/config/paths'
import { ResearchReport } from '@/components/research-report'
import {
  LinkLoadFailed,
  LinkLoading,
  LinkNotFound,
  PrivateLinkPage,
} from '@/components/private-link/private-link-page'
import { useLinkView } from '@/lib/private-link/use-link-view'
import type { SharedResults } from '@/lib/contracts/research'
import { readSharedResults } from '@/features/shared-results/api/results-client'

const NOT_FOUND = {
  title: 'This link is not valid',
  body: 'The link may be incomplete, or the family has stopped sharing it. If you think this is a mistake, ask the relative who sent it to you.',
}

/**
 * /results/{token}: a family's research results as a relative reads them (docs/product/research.md, "Sharing the
 * results with relatives"; docs/decisions/270). English only; the same report the family reads
 * (src/components/research-report.tsx) in the private links' page (ADR 263). A stopped, wrong or unknown link is
 * the one plain not-found page.
 */
export function SharedResultsPage({ token }: { token: string }) {
  // The page has one language: the view carries it for the private links' shared hook.
  const read = useCallback(
    async () => ({ ...(await readSharedResults(token)), language: 'en' as const }),
    [token],
  )
  const { view, loaded, load } = useLinkView<SharedResults & { language: 'en' }>(read)
  const notFound = 'state' in view && view.state === 'not-found'
  const title = notFound
    ? NOT_FOUND.title
    : loaded?.familyName
      ? `The ${loaded.familyName} family’s research results`
      : 'A family’s research results'

  return (
    <PrivateLinkPage
      language="en"
      tagline="Heritage journeys"
      title={title}
      path={paths.sharedResults()}
    >
      {notFound ? (
        <LinkNotFound title={title} body={NOT_FOUND.body} />
      ) : loaded ? (
        <>
          <div className="grid grid-cols-1 gap-2">
            <h1 className="font-display text-display-md font-semibold text-ink">{title}</h1>
            <p className="text-ink">
              A relative shared this with you: the research report on your family’s Italian
              ancestors, as Radici’s researcher wrote it. It is read-only, and the family can stop
              sharing it at any time.
            </p>
          </div>
          <section
            aria-labelledby="shared-report"
            className="rounded-2xl border border-cream-300/70 bg-white p-5 sm:p-6 print:border-0 print:p-0"
          >
            <h2 id="shared-report" className="sr-only">
              The research report
            </h2>
            <div className="mt-4">
              <ResearchReport report={loaded.report} />
            </div>
          </section>
        </>
      ) : 'state' in view && view.state === 'failed' ? (
        <LinkLoadFailed
          text="The results could not be loaded. Please check the connection and try again."
          retry="Try again"
          onRetry={() => void load()}
        />
      ) : (
        <LinkLoading text="Loading the research results…" />
      )}
    </PrivateLinkPage>
  )
}
