import {
  assignRequestSchema,
  researcherRequestSchema,
  researcherSaveSchema,
  reviewRequestSchema,
  shareCreateRequestSchema,
  type ResearcherSave,
  type ShareCreateRequest,
} from '../_shared/contracts/research.ts'
import {
  addressGate,
  context,
  database,
  journeyLink,
  partnerLink,
  teamSession,
  validBody,
} from '../_shared/gates.ts'
import { json } from '../_shared/json.ts'
import type { LinkLimits } from '../_shared/rate-limit.ts'
import type { Env } from '../_shared/request.ts'
import { functionApp, UUID } from '../_shared/router.ts'
import { familyResearch } from './family.ts'
import { familyPhotoUrl } from './photos.ts'
import { researcherAction, type ResearcherAction } from './researcher.ts'
import { createShare, familyShares, revokeShare, sharedResults } from './shares.ts'
import {
  assign,
  review,
  saveResearcher,
  teamPhoto,
  teamResearch,
  type AssignBody,
  type ReviewBody,
} from './team.ts'

/**
 * research (docs/product/research.md, docs/decisions/261): the paid research, done through the researcher's
 * private link and delivered on the family's page; one route a line below (the gates: _shared/gates.ts; adding an
 * endpoint: docs/functions.md). POST only.
 *   with the researcher's link token (x-research-token): POST /research {action: view | saveSearch | deleteSearch
 *                                                          | saveRecord | deleteRecord | fileUrl | submit
 *                                                          | beginPhoto | completePhoto | deletePhoto | photoUrl}
 *   with the team's access token:  POST /research/team/researchers/{id} {the researcher}
 *                                  POST /research/team/{inquiry}            (the state and the draft)
 *                                  POST /research/team/{inquiry}/assign     {researcherId}
 *                                  POST /research/team/{inquiry}/review     {action: publish | return}
 *                                  POST /research/team/{inquiry}/photos/{photo}   (a one-minute URL)
 *   with the family's link token (x-journey-token): POST /research/family
 *                                                   POST /research/family/photos/{photo} (once published)
 *                                  POST /research/family/shares                (the live links for relatives)
 *                                  POST /research/family/shares/create         {label}
 *                                  POST /research/family/shares/{id}/revoke
 *   with a relative's link token (x-results-token): POST /research/shared   (docs/decisions/270)
 * A missing, malformed, unknown, withdrawn or expired researcher's link is a bare 404, as is any other path.
 */
export type { Env }

/** The family's reads, per 10 minutes: the journey page's own limits. */
const FAMILY_LIMITS: LinkLimits = { windowSeconds: 600, perAddress: 1200, misses: 30, perLink: 600 }

/** A record carries up to 20,000 characters of transcription and translation, and 20 people. */
const RESEARCHER_MAX_BYTES = 96 * 1024

const app = functionApp('research', {
  tokenHeader: 'x-research-token, x-journey-token, x-results-token',
  noReferrer: true,
})
app.use('*', database)

app.post(
  `/team/researchers/:id{${UUID}}`,
  teamSession,
  validBody(researcherSaveSchema, { maxBytes: 4096 }),
  (c) =>
    saveResearcher(context(c), c.get('admin'), c.req.param('id'), c.get('body') as ResearcherSave),
)
app.post(
  `/team/:inquiry{${UUID}}/assign`,
  teamSession,
  validBody(assignRequestSchema, { maxBytes: 1024 }),
  (c) =>
    assign(
      context(c),
      c.get('admin'),
      c.req.raw,
      c.req.param('inquiry'),
      c.get('body') as AssignBody,
    ),
)
app.post(
  `/team/:inquiry{${UUID}}/review`,
  teamSession,
  validBody(reviewRequestSchema, { maxBytes: 4096 }),
  (c) =>
    review(
      context(c),
      c.get('admin'),
      c.req.raw,
      c.req.param('inquiry'),
      c.get('body') as ReviewBody,
    ),
)
app.post(`/team/:inquiry{${UUID}}/photos/:photo{${UUID}}`, teamSession, (c) =>
  teamPhoto(context(c), c.get('admin'), c.req.raw, c.req.param('inquiry'), c.req.param('photo')),
)
app.post(`/team/:inquiry{${UUID}}`, teamSession, (c) =>
  teamResearch(context(c), c.get('admin'), c.req.raw, c.req.param('inquiry')),
)

const familyLink = journeyLink({
  header: 'x-journey-token',
  prefix: 'JOURNEY',
  scope: 'research-family-',
  limits: FAMILY_LIMITS,
})
app.post('/family', addressGate('research'), familyLink, async (c) =>
  json(await familyResearch(c.get('db'), c.get('inquiryId')), 200, c.get('cors')),
)
app.post('/family/shares', addressGate('research'), familyLink, async (c) =>
  json(await familyShares(c.get('db'), c.get('inquiryId')), 200, c.get('cors')),
)
app.post(
  '/family/shares/create',
  addressGate('research'),
  familyLink,
  validBody(shareCreateRequestSchema, { maxBytes: 1024 }),
  (c) => createShare(context(c), c.get('inquiryId'), c.get('body') as Required<ShareCreateRequest>),
)
app.post(`/family/shares/:id{${UUID}}/revoke`, addressGate('research'), familyLink, (c) =>
  revokeShare(context(c), c.get('inquiryId'), c.req.param('id')),
)

/** A relative's read-only link: the partner links' gate, its own keys and settings (RESULTS_RATE_LIMIT_*). */
app.post(
  '/shared',
  addressGate('research'),
  partnerLink({ header: 'x-results-token', scope: 'research-shared', env: 'RESULTS' }),
  (c) => sharedResults(context(c), c.get('linkHash')),
)

app.post(
  `/family/photos/:photo{${UUID}}`,
  addressGate('research'),
  journeyLink({
    header: 'x-journey-token',
    prefix: 'JOURNEY',
    scope: 'research-family-',
    limits: FAMILY_LIMITS,
  }),
  (c) =>
    familyPhotoUrl(
      { db: c.get('db'), cors: c.get('cors') },
      c.get('inquiryId'),
      c.req.param('photo'),
    ),
)

app.post(
  '/',
  addressGate('research'),
  partnerLink({ header: 'x-research-token', scope: 'research', env: 'RESEARCH' }),
  validBody(researcherRequestSchema, { maxBytes: RESEARCHER_MAX_BYTES }),
  (c) => researcherAction(context(c), c.get('linkHash'), c.get('body') as ResearcherAction),
)

export function handleRequest(request: Request, env: Env): Promise<Response> {
  return Promise.resolve(app.fetch(request, env))
}
