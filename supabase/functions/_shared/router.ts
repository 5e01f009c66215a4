/**
 * One Hono app per edge function (docs/decisions/250-one-router-per-function.md): its routes read as a table
 * (method, path, the gates it needs, the handler), and what every function shares is set up here once:
 * - the path: the part after the function's name (`/journey/story` hosted, `/functions/v1/journey/story` in the
 *   stand-in: both route as `/story`);
 * - the origin gate and CORS (browserGate, cors.ts): the preflight, a refused origin (403), a method the function
 *   does not offer (405); its headers, in `c.get('cors')`, go on every other answer;
 * - an unknown path: a JSON 404 `not_found` with those headers;
 * - one error handler: a 500 `server_error`, logged with the error's message only (never a token or a body).
 * The gates a route needs (the client address, a private link, the team's session, the jobs' secret, the body's
 * contract) are in gates.ts.
 */
import { Hono, type MiddlewareHandler } from 'hono'
import { allowedOrigins, browserGate, CORS_ALLOW_HEADERS } from './cors.ts'
import { json } from './json.ts'
import type { Env, ServiceClient } from './request.ts'

export type Cors = Record<string, string>

/** What the gates hand a route: `c.get('cors')` always, the others once their gate has run. */
export interface Variables {
  cors: Cors
  db: ServiceClient
  ip: string | null
  inquiryId: string
  linkHash: string
  admin: ServiceClient
  body: unknown
}

export interface FunctionEnv {
  Bindings: Env
  Variables: Variables
}

export type Gate = MiddlewareHandler<FunctionEnv>

export interface AppOptions {
  /** The methods the function offers (others are a 405); default POST. */
  methods?: string[]
  /** A header the browser may send beyond CORS_ALLOW_HEADERS (a private link's token). */
  tokenHeader?: string
  /** Pages reached by private links: no Referer leaves them (on every answer after the gate). */
  noReferrer?: boolean
  /**
   * false: the app does not put the origin gate in front of every route; the function puts `originGate(…)` after
   * the routes a server calls (a scheduled job's, Stripe's), which answer without CORS headers.
   */
  browser?: boolean
}

/** The part of the path after `/<name>`, `/` for the function itself. */
export function functionPath(url: string, name: string): string {
  return new URL(url).pathname.replace(new RegExp(`^.*?/${name}(?=/|$)`), '') || '/'
}

export function functionApp(name: string, options: AppOptions = {}): Hono<FunctionEnv> {
  const app = new Hono<FunctionEnv>({ getPath: (request) => functionPath(request.url, name) })
  if (options.browser !== false) app.use('*', originGate(options))
  app.notFound((c) => json({ error: 'not_found' }, 404, c.get('cors') ?? {}))
  app.onError((error, c) => {
    console.error(`${name} failed:`, error instanceof Error ? error.message : 'unknown error')
    return json({ error: 'server_error' }, 500, c.get('cors') ?? {})
  })
  return app
}

export function originGate({ methods = ['POST'], tokenHeader, noReferrer }: AppOptions = {}): Gate {
  const extra: Record<string, string> = {}
  if (tokenHeader) extra['Access-Control-Allow-Headers'] = `${CORS_ALLOW_HEADERS}, ${tokenHeader}`
  if (methods.join() !== 'POST')
    extra['Access-Control-Allow-Methods'] = `${methods.join(', ')}, OPTIONS`
  return async (c, next) => {
    const { cors, refusal } = browserGate(c.req.raw, allowedOrigins(c.env), methods, extra)
    if (refusal) return refusal
    c.set('cors', noReferrer ? { ...cors, 'Referrer-Policy': 'no-referrer' } : cors)
    await next()
  }
}

/** A path parameter that must be a UUID (`/files/:id{${UUID}}`): any other id is no route, so a 404. */
export const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'
