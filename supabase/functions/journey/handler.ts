import {
  addressGate,
  context,
  database,
  jobsSecret,
  journeyLink,
  teamSession,
} from '../_shared/gates.ts'
import type { LinkLimits } from '../_shared/rate-limit.ts'
import { functionApp, UUID, type Cors } from '../_shared/router.ts'
import { json, notFound, type Env } from './context.ts'
import { removeAbandonedUploads } from './cleanup.ts'
import { beginUpload, completeUpload, deleteFile, fileLink, fileUrl } from './files.ts'
import { requestLink, teamLink } from './links.ts'
import { deleteStory, loadStory, saveStory } from './story.ts'
import {
  acceptPlan,
  answer,
  declinePlan,
  familyMessage,
  familyPlan,
  saveDraft,
  sendPlan,
} from './plan.ts'
import { loadSharing, saveSharing } from './sharing.ts'
import type { ServiceClient } from '../_shared/request.ts'

/**
 * journey: the family's private journey page's API (docs/decisions/151-journey-story.md), one route a line below
 * (the gates: _shared/gates.ts; adding an endpoint: docs/functions.md).
 * - with the scheduled jobs' secret: POST /journey/cleanup (abandoned uploads, removed files' bytes; cleanup.ts);
 * - with the team's access token (Authorization), as the signed-in admin: the link, the plan, a file's URL;
 * - from the client's address: POST /journey/link {email}, 'Send me my link again' (always 202; rate-limited);
 * - with X-Journey-Token, the private link's token (ADR 150), checked on every call: the story, the plan, the
 *   sharing, the files.
 * A missing, malformed, unknown, expired or revoked token is a bare 404, as is any path not below. The token travels
 * in a header, never in the URL, so no access log holds it.
 */
export type { Env }

/** Per 10 minutes: 1,200 requests an address, 30 wrong links an address, 600 requests a link. */
const JOURNEY_LIMITS: LinkLimits = {
  windowSeconds: 600,
  perAddress: 1200,
  misses: 30,
  perLink: 600,
}

const app = functionApp('journey', {
  methods: ['GET', 'POST', 'PUT', 'DELETE'],
  tokenHeader: 'x-journey-token',
  noReferrer: true,
})
app.use('*', database)

app.post('/cleanup', jobsSecret, async (c) =>
  json(await removeAbandonedUploads(c.get('db')), 200, c.get('cors')),
)

// The team's routes: the caller's own access token, so row-level security decides what it may reach.
// (`/team/:path{.+}`, not `/team/*`, which also matches `/team` itself: that one is a family path, as before.)
app.use('/team/:path{.+}', teamSession)
app.post(`/team/:inquiry{${UUID}}/link`, (c) =>
  teamLink(context(c), c.req.raw, c.get('admin'), c.req.param('inquiry')),
)
app.put(`/team/:inquiry{${UUID}}/plan`, (c) =>
  saveDraft(context(c), c.req.raw, c.get('admin'), c.req.param('inquiry')),
)
app.post(`/team/:inquiry{${UUID}}/plan/send`, (c) =>
  sendPlan(context(c), c.get('admin'), c.req.param('inquiry')),
)
app.post(`/team/:inquiry{${UUID}}/plan/answer`, (c) =>
  answer(context(c), c.req.raw, c.get('admin'), c.req.param('inquiry')),
)
app.get(`/team/files/:id{${UUID}}/url`, (c) =>
  teamFileUrl(context(c), c.get('admin'), c.req.param('id'), c.req.query('download') !== undefined),
)
app.all('/team/:path{.+}', (c) => notFound(c.get('cors')))

// The family's routes are limited per address: without one, refused (docs/decisions/194).
app.use('*', addressGate('journey'))
app.post('/link', (c) => requestLink(context(c), c.req.raw, c.get('ip')))

// Every other path needs a live link; guessing is bounded per address (a wrong link counts as a miss).
app.use(
  '*',
  journeyLink({ header: 'x-journey-token', prefix: 'JOURNEY', scope: '', limits: JOURNEY_LIMITS }),
)
app.get('/story', async (c) =>
  json(await loadStory(context(c), c.get('inquiryId')), 200, c.get('cors')),
)
app.put('/story', (c) => saveStory(context(c), c.req.raw, c.get('inquiryId')))
app.delete('/story', (c) => deleteStory(context(c), c.get('inquiryId')))
app.get('/plan', (c) => familyPlan(context(c), c.get('inquiryId')))
app.post('/plan/accept', (c) => acceptPlan(context(c), c.req.raw, c.get('inquiryId'), c.get('ip')))
app.post('/plan/decline', (c) => declinePlan(context(c), c.req.raw, c.get('inquiryId')))
app.post('/plan/messages', (c) => familyMessage(context(c), c.req.raw, c.get('inquiryId')))
app.put('/sharing', (c) => saveSharing(context(c), c.req.raw, c.get('inquiryId')))
app.all('/sharing', async (c) =>
  json(await loadSharing(context(c), c.get('inquiryId')), 200, c.get('cors')),
)
app.post('/files', (c) => beginUpload(context(c), c.req.raw, c.get('inquiryId')))
app.post(`/files/:id{${UUID}}/complete`, (c) =>
  completeUpload(context(c), c.req.raw, c.get('inquiryId'), c.req.param('id')),
)
app.get(`/files/:id{${UUID}}/url`, (c) =>
  fileUrl(context(c), c.get('inquiryId'), c.req.param('id'), c.req.query('download') !== undefined),
)
app.delete(`/files/:id{${UUID}}`, (c) =>
  deleteFile(context(c), c.get('inquiryId'), c.req.param('id')),
)

export function handleRequest(request: Request, env: Env): Promise<Response> {
  return Promise.resolve(app.fetch(request, env))
}

/** Only a row the admin may read (RLS: admins only) gets a URL. */
async function teamFileUrl(
  ctx: { env: Env; db: ServiceClient; cors: Cors },
  admin: ServiceClient,
  id: string,
  download: boolean,
): Promise<Response> {
  const row = await admin
    .from('journey_files')
    .select('object_path, file_name, content_type')
    .eq('id', id)
    .eq('status', 'stored')
    .maybeSingle()
  if (row.error || !row.data) return notFound(ctx.cors)
  return await fileLink(ctx, row.data, download)
}
