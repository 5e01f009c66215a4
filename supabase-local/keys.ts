import { jwtVerify, SignJWT, type JWTPayload } from 'jose'

/** The Supabase CLI's well-known local JWT secret and demo keys (never used in production). */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

const secret = new TextEncoder().encode(JWT_SECRET)

export type Claims = JWTPayload & { role?: string; email?: string; session_id?: string }

export async function signJwt(claims: Claims): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret)
}

export class JwtError extends Error {
  constructor(
    message: string,
    readonly expired: boolean,
  ) {
    super(message)
  }
}

/** Verifies an HS256 token signed with the local secret (30 s clock skew, as PostgREST allows). */
export async function verifyJwt(token: string): Promise<Claims> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      clockTolerance: 30,
    })
    return payload as Claims
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'ERR_JWT_EXPIRED') throw new JwtError('JWT expired', true)
    throw new JwtError(
      code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED'
        ? 'JWT cryptographic operation failed'
        : 'JWT could not be decoded',
      false,
    )
  }
}

/** The gateway's key check: the API keys it knows, new-format keys mapped to their JWT (as the CLI's Kong does). */
export function apiKeyToJwt(apikey: string | null | undefined): string | undefined {
  if (!apikey) return undefined
  if (apikey === ANON_KEY || apikey === PUBLISHABLE_KEY) return ANON_KEY
  if (apikey === SERVICE_ROLE_KEY || apikey === SECRET_KEY) return SERVICE_ROLE_KEY
  return undefined
}

/** The bearer token a request acts with: Authorization, or the apikey when it is absent or a new-format key. */
export function bearerOf(
  authorization: string | undefined,
  apikey: string | undefined,
): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? '')
  const token = match?.[1]?.trim()
  if (token && !token.startsWith('sb_')) return token
  return apiKeyToJwt(apikey) ?? (token ? apiKeyToJwt(token) : undefined)
}
