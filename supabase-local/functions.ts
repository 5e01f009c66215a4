import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { StandInConfig } from './config.ts'
import { header, json, type Reply } from './http.ts'
import { bearerOf, verifyJwt } from './keys.ts'

/**
 * /functions/v1/<name>: runs `<functionsDir>/<name>/entry.ts`'s (else handler.ts's) `handleRequest(request, env)` with the
 * environment a hosted function gets, honouring `verify_jwt` from config.toml as the CLI's router does.
 * CORS is the function's own job (as on hosted Supabase); only the stand-in's own errors carry CORS headers.
 */

const SLUG = /^[A-Za-z][A-Za-z0-9_-]*$/

export type FunctionHandler = (
  request: Request,
  env: Record<string, string | undefined>,
) => Promise<Response>

export interface FunctionsContext {
  functionsDir: string
  config: StandInConfig
  /** Per-function overrides of config.toml's [functions.<name>] (tests use them for fixtures). */
  overrides: Record<string, { verifyJwt?: boolean }>
  env: () => Record<string, string | undefined>
  log: (line: string) => void
}

/** `KEY=value` lines, as `supabase secrets set --env-file` and `functions serve` read them. */
export function readEnvFile(path: string): Record<string, string> {
  if (!existsSync(path)) return {}
  const out: Record<string, string> = {}
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line)
    if (!match) continue
    let value = match[2] as string
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1)
    out[match[1] as string] = value
  }
  return out
}

const CORS = { 'Access-Control-Allow-Origin': '*' }

/**
 * Supabase's Edge Runtime gives functions `EdgeRuntime.waitUntil(promise)`: the answer goes out at once and the
 * worker stays alive until the promise settles. The stand-in provides the same global; `settleBackgroundTasks`
 * waits for everything handed to it (tests, shutdown).
 */
interface StandInEdgeRuntime {
  waitUntil(promise: Promise<unknown>): void
  /** The tasks not settled yet. Kept on the global itself: every copy of this module sees the same set. */
  pending: Set<Promise<unknown>>
}

interface EdgeRuntimeGlobal {
  EdgeRuntime?: StandInEdgeRuntime
}

export function installEdgeRuntime(): StandInEdgeRuntime {
  const global = globalThis as EdgeRuntimeGlobal
  if (global.EdgeRuntime) return global.EdgeRuntime
  const pending = new Set<Promise<unknown>>()
  global.EdgeRuntime = {
    pending,
    waitUntil(promise) {
      const task: Promise<unknown> = Promise.resolve(promise)
        .catch((error: unknown) =>
          console.error('[functions] background task failed:', (error as Error)?.message ?? error),
        )
        .finally(() => pending.delete(task))
      pending.add(task)
    },
  }
  return global.EdgeRuntime
}

export async function settleBackgroundTasks(): Promise<void> {
  const { pending } = installEdgeRuntime()
  while (pending.size > 0) await Promise.allSettled([...pending])
}

/**
 * The hosted gateway sits in front of every function (Cloudflare, then Supabase's API gateway): it sets
 * `cf-connecting-ip` and `x-real-ip` to the connecting address, replacing whatever the client sent, and appends
 * that address to `x-forwarded-for` as proxies do (so that header's leftmost entries are the client's own words).
 * The stand-in does the same with the socket's peer address (docs/decisions/081).
 */
export function gatewayHeaders(headers: Headers, peer: string): void {
  headers.set('cf-connecting-ip', peer)
  headers.set('x-real-ip', peer)
  const forwarded = headers.get('x-forwarded-for')
  headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${peer}` : peer)
}

export function createFunctionsRouter(ctx: FunctionsContext) {
  const cache = new Map<string, Promise<FunctionHandler>>()

  async function load(name: string): Promise<FunctionHandler | undefined> {
    // entry.ts, when a function has one, is what its index.ts serves (environment resolved); else handler.ts.
    const entry = join(ctx.functionsDir, name, 'entry.ts')
    const file = existsSync(entry) ? entry : join(ctx.functionsDir, name, 'handler.ts')
    if (!existsSync(file)) return undefined
    let loading = cache.get(name)
    if (!loading) {
      loading = import(pathToFileURL(file).href).then((module: { handleRequest?: unknown }) => {
        if (typeof module.handleRequest !== 'function') {
          throw new Error(`${file} must export handleRequest(request, env)`)
        }
        return module.handleRequest as FunctionHandler
      })
      cache.set(name, loading)
      loading.catch(() => cache.delete(name))
    }
    return loading
  }

  return async (
    request: IncomingMessage,
    rest: string,
    url: URL,
    body: Buffer,
  ): Promise<Reply | { response: Response }> => {
    const match = /^\/([^/]+)(\/.*)?$/.exec(rest)
    const name = match?.[1] ?? ''
    const settings = ctx.config.functions[name]
    if (!SLUG.test(name) || settings?.enabled === false) {
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' }, CORS)
    }
    const verify = ctx.overrides[name]?.verifyJwt ?? settings?.verifyJwt ?? true
    if (verify && request.method !== 'OPTIONS') {
      const authorization = header(request, 'authorization')
      if (!authorization) return json(401, { msg: 'Error: Missing authorization header' }, CORS)
      const token = bearerOf(authorization, header(request, 'apikey'))
      try {
        if (!token) throw new Error('no token')
        await verifyJwt(token)
      } catch {
        return json(401, { msg: 'Invalid JWT' }, CORS)
      }
    }
    let handler: FunctionHandler | undefined
    try {
      handler = await load(name)
    } catch (error) {
      ctx.log(`function ${name} failed to load: ${(error as Error).stack ?? error}`)
      return json(
        500,
        { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' },
        CORS,
      )
    }
    if (!handler)
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' }, CORS)

    const headers = new Headers()
    for (const [key, value] of Object.entries(request.headers)) {
      if (value === undefined || key === 'host' || key === 'connection' || key === 'content-length')
        continue
      headers.set(key, Array.isArray(value) ? value.join(', ') : value)
    }
    // No proxy in front of the stand-in: the peer address is the client address.
    gatewayHeaders(headers, (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''))
    const method = request.method ?? 'GET'
    const fetchRequest = new Request(url.href, {
      method,
      headers,
      body:
        method === 'GET' || method === 'HEAD' || body.length === 0
          ? undefined
          : new Uint8Array(body),
    })
    try {
      installEdgeRuntime()
      const response = await handler(fetchRequest, { ...ctx.env() })
      return { response }
    } catch (error) {
      ctx.log(`function ${name} threw: ${(error as Error).stack ?? error}`)
      return json(
        500,
        { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
        CORS,
      )
    }
  }
}
