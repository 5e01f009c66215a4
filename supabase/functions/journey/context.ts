import { rateLimited, tooMany } from '../_shared/rate-limit.ts'
import {
  afterResponse,
  positive,
  serviceClient,
  userClient,
  type Env,
  type ServiceClient,
} from '../_shared/request.ts'
import { readJson } from '../_shared/read-json.ts'

/** What every route of the journey function shares (docs/decisions/151); the rate limit is book-call's too (162). */
export { afterResponse, serviceClient, userClient, type Env, type ServiceClient }
export { positive, rateLimited, readJson, tooMany }

export const BUCKET = 'journey-files'

export interface Ctx {
  env: Env
  db: ServiceClient
  cors: Record<string, string>
}

export function json(
  body: unknown,
  status: number,
  headers: Record<string, string> = {},
): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: {
      ...(body === null ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      ...headers,
    },
  })
}

export function invalid(fields: Record<string, string>, cors: Record<string, string>): Response {
  return json({ error: 'invalid_request', fields }, 400, cors)
}

/** A bare 404: says nothing about why (unknown, expired, revoked link; another inquiry's file). */
export function notFound(cors: Record<string, string>): Response {
  return json({ error: 'not_found' }, 404, cors)
}
