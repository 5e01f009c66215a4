// The thin Deno entry (Supabase Edge Runtime). entry.ts resolves the environment (the secret API key from
// SUPABASE_SECRET_KEYS, the legacy SUPABASE_SERVICE_ROLE_KEY as the fallback; ADR 098) and handler.ts holds the logic.
import { resolveServerEnv } from '../_shared/server-env.ts'
import { handleRequest } from './entry.ts'

const { keySource, warnings } = resolveServerEnv(Deno.env.toObject())
console.log(`send-form-notification: server key from ${keySource}`)
for (const warning of warnings) console.warn(`send-form-notification: ${warning}`)

Deno.serve((request: Request) => handleRequest(request, Deno.env.toObject()))
