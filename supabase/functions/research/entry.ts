// What index.ts serves, minus Deno.serve (the local stand-in runs this file): resolves the environment a hosted
// function receives (secret key from SUPABASE_SECRET_KEYS, legacy fallback; ADR 098), then runs the handler.
import { resolveServerEnv, type RawEnv } from '../_shared/server-env.ts'
import { handleRequest as handle } from './handler.ts'

export function handleRequest(request: Request, rawEnv: RawEnv): Promise<Response> {
  return handle(request, resolveServerEnv(rawEnv).env)
}
