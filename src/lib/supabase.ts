import type { SupabaseClient } from '@supabase/supabase-js'
import { env } from '@/config/env'

/**
 * The one Supabase client, created lazily on first use. The dynamic import keeps supabase-js out of the
 * public pages' JavaScript and out of the prerender (it needs a WebSocket at creation on Node 20).
 * Only `lib/` and features' `api/` files call this; components never talk to Supabase directly.
 */
let client: Promise<SupabaseClient> | undefined

export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(env.supabaseUrl, env.supabasePublishableKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    }),
  )
  return client
}
