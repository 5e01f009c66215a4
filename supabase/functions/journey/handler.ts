import { addressMissing, requireAddress } from '../_shared/client-address.ts'
import { allowedOrigins, browserGate, CORS_ALLOW_HEADERS } from '../_shared/cors.ts'
import {
  addressWait,
  linkLimits,
  linkWait,
  resolveLimited,
  type LinkLimits,
} from '../_shared/rate-limit.ts'
import {
  json,
  notFound,
  serviceClient,
  tooMany,
  userClient,
  type Ctx,
  type Env,
} from './context.ts'
import { isRetryCaller } from '../_shared/request.ts'
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

/**
 * journey: the family's private journey page's API (docs/decisions/151-journey-story.md).
 *   POST /journey/link {email}                       'Send me my link again' (always 202; rate-limited)
 *   with X-Journey-Token: the private link's token (ADR 150), checked on every call:
 *   GET|PUT|DELETE /journey/story                    load, save (version-checked), 'Delete my story'
 *   POST /journey/files {name,size,type}             a pending file and its signed upload URL
 *   POST /journey/files/{id}/complete                the bytes' type check; keeps or refuses the file
 *   GET  /journey/files/{id}/url[?download]          a one-minute signed URL
 *   DELETE /journey/files/{id}
 *   with the team's access token (Authorization), as the signed-in admin:
 *   POST /journey/team/{inquiry}/link {send}         a new link, e-mailed to the family or shown once
 *   GET  /journey/team/files/{id}/url[?download]     a one-minute signed URL
 *   PUT  /journey/team/{inquiry}/plan                 the plan's draft; POST …/plan/send, …/plan/answer (plan.ts)
 *   the family's plan (plan.ts): GET /journey/plan, POST /journey/plan/accept|decline|messages
 *   with the scheduled jobs' secret (pg_cron on hosted Supabase, a timer in the stand-in):
 *   POST /journey/cleanup                            abandoned uploads, bytes of removed files, orphans (cleanup.ts)
 * A missing, malformed, unknown, expired or revoked token is a bare 404. The token travels in a header, never in
 * the URL, so no access log holds it.
 */
export type { Env }

/** Per 10 minutes: 1,200 requests an address, 30 wrong links an address, 600 requests a link. */
const JOURNEY_LIMITS: LinkLimits = {
  windowSeconds: 600,
  perAddress: 1200,
  misses: 30,
  perLink: 600,
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const FILE_ROUTE = new RegExp(`^/files/(${UUID})(/complete|/url)?$`, 'i')
const TEAM_LINK = new RegExp(`^/team/(${UUID})/link$`, 'i')
const TEAM_FILE = new RegExp(`^/team/files/(${UUID})/url$`, 'i')
const TEAM_PLAN = new RegExp(`^/team/(${UUID})/plan(/send|/answer)?$`, 'i')

export async function handleRequest(request: Request, env: Env): Promise<Response> {
  const { cors, refusal } = browserGate(
    request,
    allowedOrigins(env),
    ['GET', 'POST', 'PUT', 'DELETE'],
    {
      'Access-Control-Allow-Headers': `${CORS_ALLOW_HEADERS}, x-journey-token`,
      'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    },
  )
  if (refusal) return refusal

  const route = new URL(request.url).pathname.replace(/^.*?\/journey(?=\/|$)/, '') || '/'
  const method = request.method
  try {
    if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY)
      throw new Error('Supabase environment missing')
    const ctx: Ctx = { env, db: serviceClient(env), cors }
    if (route === '/cleanup' && method === 'POST') {
      if (!(await isRetryCaller(request, env))) return json({ error: 'unauthorized' }, 401, cors)
      return json(await removeAbandonedUploads(ctx.db), 200, cors)
    }
    if (route.startsWith('/team/')) return await team(ctx, request, route)
    // The family's routes are limited per address: without one, refused (docs/decisions/194).
    const address = requireAddress(request.headers, env.CLIENT_IP_HEADER)
    if ('missing' in address) return addressMissing(address.missing, 'journey', cors)
    const ip = address.ip
    if (route === '/link' && method === 'POST') return await requestLink(ctx, request, ip)

    // Guessing is bounded per address: 404s count, and too many of them stop the address for a while.
    const limits = linkLimits(env, 'JOURNEY', JOURNEY_LIMITS)
    const wait = await addressWait(ctx, ip, limits, '')
    if (wait > 0) return tooMany(wait, cors)
    const token = request.headers.get('x-journey-token')
    const link = await resolveLimited(ctx, token, ip, limits)
    if (link.outcome === 'rate_limited') return tooMany(link.wait, cors)
    if (link.outcome === 'not_found') return notFound(cors)
    const perLink = await linkWait(ctx, token as string, limits, '')
    if (perLink > 0) return tooMany(perLink, cors)
    const inquiryId = link.inquiryId

    if (route === '/story') {
      if (method === 'GET') return json(await loadStory(ctx, inquiryId), 200, cors)
      if (method === 'PUT') return await saveStory(ctx, request, inquiryId)
      if (method === 'DELETE') return await deleteStory(ctx, inquiryId)
    }
    if (route === '/plan' && method === 'GET') return await familyPlan(ctx, inquiryId)
    if (route === '/plan/accept' && method === 'POST')
      return await acceptPlan(ctx, request, inquiryId, ip)
    if (route === '/plan/decline' && method === 'POST')
      return await declinePlan(ctx, request, inquiryId)
    if (route === '/plan/messages' && method === 'POST')
      return await familyMessage(ctx, request, inquiryId)
    if (route === '/sharing')
      return method === 'PUT'
        ? await saveSharing(ctx, request, inquiryId)
        : json(await loadSharing(ctx, inquiryId), 200, cors)
    if (route === '/files' && method === 'POST') return await beginUpload(ctx, request, inquiryId)
    const file = FILE_ROUTE.exec(route)
    if (file) {
      const [, id, action] = file as unknown as [string, string, string | undefined]
      if (action === '/complete' && method === 'POST')
        return await completeUpload(ctx, request, inquiryId, id)
      if (action === '/url' && method === 'GET')
        return await fileUrl(ctx, inquiryId, id, new URL(request.url).searchParams.has('download'))
      if (action === undefined && method === 'DELETE') return await deleteFile(ctx, inquiryId, id)
    }
    return notFound(cors)
  } catch (error) {
    console.error('journey failed:', error instanceof Error ? error.message : 'unknown error')
    return json({ error: 'server_error' }, 500, cors)
  }
}

/** The team's routes: the caller's own access token, so row-level security decides what it may reach. */
async function team(ctx: Ctx, request: Request, route: string): Promise<Response> {
  const accessToken = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!accessToken || accessToken.startsWith('sb_'))
    return json({ error: 'unauthorized' }, 401, ctx.cors)
  const admin = userClient(ctx.env, accessToken)
  const link = TEAM_LINK.exec(route)
  if (link && request.method === 'POST') return teamLink(ctx, request, admin, link[1] as string)
  const plan = TEAM_PLAN.exec(route)
  if (plan) {
    const [, inquiry, action] = plan as unknown as [string, string, string | undefined]
    if (action === undefined && request.method === 'PUT')
      return saveDraft(ctx, request, admin, inquiry)
    if (action === '/send' && request.method === 'POST') return sendPlan(ctx, admin, inquiry)
    if (action === '/answer' && request.method === 'POST')
      return answer(ctx, request, admin, inquiry)
  }
  const file = TEAM_FILE.exec(route)
  if (file && request.method === 'GET') {
    // Only a row the admin may read (RLS: admins only) gets a URL.
    const row = await admin
      .from('journey_files')
      .select('object_path, file_name, content_type')
      .eq('id', file[1] as string)
      .eq('status', 'stored')
      .maybeSingle()
    if (row.error || !row.data) return notFound(ctx.cors)
    const download = new URL(request.url).searchParams.has('download')
    return await fileLink(ctx, row.data, download)
  }
  return notFound(ctx.cors)
}
