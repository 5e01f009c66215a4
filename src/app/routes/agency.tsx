import { useParams } from 'react-router-dom'
import { AgencyPage } from '@/features/agency-handoff/components/agency-page'

/**
 * /agency/{token}: the agency's private hand-off page (docs/product/agency-handoff.md). Outside the site layout,
 * never prerendered or indexed, no referrer sent (the hosting rules, docs/decisions/192); the page brings its own
 * message catalog (docs/decisions/217), which no public page loads.
 */
export function AgencyRoute() {
  const { token = '' } = useParams()
  return <AgencyPage token={token} />
}
