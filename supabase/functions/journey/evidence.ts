import { hmac, sha256, type Env } from '../_shared/request.ts'

/**
 * The keyed hash of the address beside a plan's acceptance (docs/decisions/242-stripe-host-and-evidence-key.md):
 * HMAC-SHA-256 of the address (its limit bucket: an IPv6 address's /64) with ACCEPTANCE_EVIDENCE_KEY, its own
 * secret, never the server's API key. Each record keeps the id of the key that made it (a fingerprint of the key,
 * public.plan_acceptances.address_key_id), so after a rotation the old records are still checked with their own
 * key: the retired keys stay in ACCEPTANCE_EVIDENCE_OLD_KEYS (comma-separated), read only to verify.
 */
export const EVIDENCE_KEY_MIN_LENGTH = 32
/** What the records made before issue 44 were keyed with: the server's API key of that time. */
export const LEGACY_KEY_ID = 'legacy-server-key'

/** The key's id: the first 16 hex digits of a SHA-256 of it (the key cannot be told from it). */
export async function evidenceKeyId(key: string): Promise<string> {
  return (await sha256(`acceptance-evidence-key:${key}`)).slice(0, 16)
}

/** The current key, or undefined when unset or too short to be a secret. */
function currentKey(env: Env): string | undefined {
  const key = env.ACCEPTANCE_EVIDENCE_KEY?.trim()
  return key && key.length >= EVIDENCE_KEY_MIN_LENGTH ? key : undefined
}

/**
 * The address's evidence for a new acceptance: the hash and the key id, or both null without an address
 * (CLIENT_IP_HEADER=none) or without the key (logged: `npm run check:launch` names it; the acceptance itself is
 * still recorded, a family's "yes" is never refused for the team's missing setting).
 */
export async function addressEvidence(
  env: Env,
  address: string | null,
): Promise<{ address_hash: string | null; address_key_id: string | null }> {
  if (!address) return { address_hash: null, address_key_id: null }
  const key = currentKey(env)
  if (!key) {
    console.error(
      'journey: ACCEPTANCE_EVIDENCE_KEY is not set (or shorter than 32 characters): the acceptance is kept without its address hash (docs/decisions/242)',
    )
    return { address_hash: null, address_key_id: null }
  }
  return { address_hash: await hmac(key, address), address_key_id: await evidenceKeyId(key) }
}

/**
 * Whether a record's address hash was made from `address` (an address bucket): checked with the key its id names,
 * the current one or a retired one. A legacy record (keyed with the server's API key of its time) is checked
 * with each retired key. False when no key at hand has that id.
 */
export async function matchesAddressEvidence(
  env: Env,
  record: { address_hash: string | null; address_key_id: string | null },
  address: string,
): Promise<boolean> {
  if (!record.address_hash || !record.address_key_id) return false
  const retired = (env.ACCEPTANCE_EVIDENCE_OLD_KEYS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)
  const current = currentKey(env)
  const keys = [...(current ? [current] : []), ...retired]
  for (const key of keys) {
    const fits =
      record.address_key_id === LEGACY_KEY_ID
        ? retired.includes(key)
        : (await evidenceKeyId(key)) === record.address_key_id
    if (fits && (await hmac(key, address)) === record.address_hash) return true
  }
  return false
}
