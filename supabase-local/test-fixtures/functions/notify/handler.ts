import { createClient } from '@supabase/supabase-js'

/** Test fixture: what a real function does: reads with the service role, then sends a mail through RESEND_API_URL. */
export async function handleRequest(
  _request: Request,
  env: Record<string, string | undefined>,
): Promise<Response> {
  const supabase = createClient(
    env.SUPABASE_URL as string,
    env.SUPABASE_SERVICE_ROLE_KEY as string,
    {
      auth: { persistSession: false, autoRefreshToken: false },
    },
  )
  const { count, error } = await supabase
    .from('admin_allowlist')
    .select('*', { count: 'exact', head: true })
  if (error) return Response.json({ error: error.message }, { status: 500 })
  const mail = await fetch(`${env.RESEND_API_URL}/emails`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.RESEND_API_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      from: env.MAIL_FROM,
      to: [env.TEAM_NOTIFICATION_EMAIL],
      subject: `There are ${count} admins`,
      text: 'Fixture mail',
    }),
  })
  return Response.json({ admins: count, mail: await mail.json(), mailStatus: mail.status })
}
