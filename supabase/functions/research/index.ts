// The thin Deno entry (Supabase Edge Runtime); entry.ts resolves the environment and handler.ts holds the logic.
import { resolveServerEnv } from '../_shared/server-env.ts'
import { handleRequest } from './entry.ts'

const { keySource, warnings } = resolveServerEnv(Deno.env.toObject())
console.log(`research: server key from ${keySource}`)
for (const warning of warnings) console.warn(`research: ${warning}`)

Deno.serve((request: Request) => handleRequest(request, Deno.env.toObject()))
