/** Test fixture: answers with what it received and the environment names it was given. */
export async function handleRequest(
  request: Request,
  env: Record<string, string | undefined>,
): Promise<Response> {
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  }
  if (request.method === 'OPTIONS') return new Response('ok', { headers: cors })
  const body = request.method === 'GET' ? null : await request.json().catch(() => null)
  return Response.json(
    {
      method: request.method,
      body,
      forwardedFor: request.headers.get('x-forwarded-for'),
      authorization: request.headers.get('authorization'),
      env: {
        SUPABASE_URL: env.SUPABASE_URL,
        hasAnonKey: Boolean(env.SUPABASE_ANON_KEY),
        hasServiceRoleKey: Boolean(env.SUPABASE_SERVICE_ROLE_KEY),
        RESEND_API_URL: env.RESEND_API_URL,
        RESEND_API_KEY: env.RESEND_API_KEY,
        TEAM_NOTIFICATION_EMAIL: env.TEAM_NOTIFICATION_EMAIL,
        MAIL_FROM: env.MAIL_FROM,
        EXTRA: env.EXTRA,
      },
    },
    { status: body && typeof body === 'object' && 'fail' in body ? 400 : 200, headers: cors },
  )
}
