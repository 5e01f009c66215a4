// The thin Deno entry (Supabase Edge Runtime): all logic lives in handler.ts, which takes its environment as a parameter.
import { handleRequest } from './handler.ts'

Deno.serve((request: Request) => handleRequest(request, Deno.env.toObject()))
