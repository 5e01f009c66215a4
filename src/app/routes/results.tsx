import { useParams } from 'react-router-dom'
import { SharedResultsPage } from '@/features/shared-results/components/shared-results-page'

/**
 * /results/{token}: a relative's read-only page of a family's research results (docs/product/research.md,
 * "Sharing the results with relatives"; docs/decisions/270). Outside the site layout, never prerendered or indexed,
 * no referrer sent (the hosting rules, docs/decisions/192), never recorded as a visit or a lead source.
 */
export function ResultsRoute() {
  const { token = '' } = useParams()
  return <SharedResultsPage token={token} />
}
