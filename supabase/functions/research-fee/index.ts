// The thin Deno entry (Supabase Edge Runtime): entry.ts resolves the environment, handler.ts holds the logic.
import { resolveServerEnv } from '../_shared/server-env.ts'
import { handleRequest } from './entry.ts'

const { keySource } = resolveServerEnv(Deno.env.toObject())
console.log(`research-fee: server key from ${keySource}`)

Deno.serve((request: Request) => handleRequest(request, Deno.env.toObject()))
