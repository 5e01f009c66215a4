import { useParams } from 'react-router-dom'
import { ResearchPage } from '@/features/research/components/researcher-page/research-page'

/**
 * /research/{token}: the researcher's private page (docs/product/research.md). Outside the site layout, never
 * prerendered or indexed, no referrer sent (the hosting rules, docs/decisions/192); the page brings its own message
 * catalogs (docs/decisions/263), which no public page loads.
 */
export function ResearchRoute() {
  const { token = '' } = useParams()
  return <ResearchPage token={token} />
}
