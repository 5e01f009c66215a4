import {
  createLocalJWKSet,
  decodeProtectedHeader,
  importJWK,
  jwtVerify,
  SignJWT,
  type JWK,
  type JWTPayload,
} from 'jose'

/** The Supabase CLI's well-known local JWT secret and demo keys (never used in production). */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'
/** The local NOTIFICATION_RETRY_SECRET: what the schedule sends to the e-mail retry job, as pg_cron does (ADR 082). */
export const NOTIFICATION_RETRY_SECRET = 'local-notification-retry-secret'

const secret = new TextEncoder().encode(JWT_SECRET)

/**
 * The stand-in's asymmetric signing key for user sessions (ES256, P-256), as a project with JWT signing keys has
 * (docs/decisions/098-publishable-and-secret-keys.md). Fixed, like the CLI's demo secret, so sessions kept in a
 * persistent data folder stay valid across restarts; it signs nothing but local sessions.
 */
const SIGNING_KEY: JWK = {
  kty: 'EC',
  crv: 'P-256',
  x: 'hDNi5v8sWHsf0c94GW9UbIgkL_a8HqPr7qAE4XW4RxU',
  y: 'iEL86ZgW0D2FaqTC4hdKMYyYXkWILgEEvnoO_m-kQfg',
  d: 'jehkkvAXJvUx2PeVe6bFEzTLUvkDXiKu4r11m1sVc8M',
}
export const SIGNING_KEY_ID = 'radici-local-es256-1'

/** What Auth serves at /auth/v1/.well-known/jwks.json and functions get as SUPABASE_JWKS. */
export const JWKS: { keys: JWK[] } = {
  keys: [
    {
      kty: 'EC',
      crv: 'P-256',
      x: SIGNING_KEY.x,
      y: SIGNING_KEY.y,
      kid: SIGNING_KEY_ID,
      alg: 'ES256',
      use: 'sig',
      key_ops: ['verify'],
    },
  ],
}
const publicKeys = createLocalJWKSet(JWKS)
const privateKey = importJWK(SIGNING_KEY, 'ES256')

export type Claims = JWTPayload & { role?: string; email?: string; session_id?: string }

/** Signs a user's access token with the asymmetric key (ES256, `kid` of the JWKS). */
export async function signJwt(claims: Claims): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: SIGNING_KEY_ID })
    .sign(await privateKey)
}

export class JwtError extends Error {
  constructor(
    message: string,
    readonly expired: boolean,
  ) {
    super(message)
  }
}

/**
 * Verifies a token (30 s clock skew, as PostgREST allows): ES256 against the JWKS (user sessions), or HS256 with
 * the legacy shared secret (the CLI's demo anon and service_role keys, still accepted).
 */
export async function verifyJwt(token: string): Promise<Claims> {
  try {
    const { alg } = decodeProtectedHeader(token)
    const { payload } =
      alg === 'HS256'
        ? await jwtVerify(token, secret, { algorithms: ['HS256'], clockTolerance: 30 })
        : await jwtVerify(token, publicKeys, { algorithms: ['ES256'], clockTolerance: 30 })
    return payload as Claims
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'ERR_JWT_EXPIRED') throw new JwtError('JWT expired', true)
    throw new JwtError(
      code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' || code === 'ERR_JWKS_NO_MATCHING_KEY'
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

/** A browser, as the platform tells one: every browser's User-Agent starts with "Mozilla/". */
export function isBrowserUserAgent(userAgent: string | undefined): boolean {
  return /^Mozilla\//.test(userAgent ?? '')
}

/**
 * The gateway refuses a secret key (sb_secret_…) that arrives from a browser, in `apikey` or as the bearer token:
 * a secret key in a web page is a leaked key. Returns the 401 message, or undefined when the request may pass.
 */
export function secretKeyFromBrowser(headers: {
  apikey?: string
  authorization?: string
  userAgent?: string
}): string | undefined {
  if (!isBrowserUserAgent(headers.userAgent)) return undefined
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '')?.[1]?.trim()
  if (headers.apikey?.startsWith('sb_secret_') || bearer?.startsWith('sb_secret_'))
    return 'Forbidden use of secret API key in browser'
  return undefined
}
