/**
 * The client's address for the per-address rate limit, from the one header the deployment's gateway sets and a
 * client cannot forge (docs/decisions/081-client-address.md). CLIENT_IP_HEADER names it; the default is
 * `cf-connecting-ip`, which Cloudflare (in front of Supabase's API gateway) sets to the connecting address,
 * replacing any value the client sent. `x-forwarded-for` is accepted only as "the entry the last proxy appended"
 * (the rightmost): the entries to its left are whatever the client wrote. `none` turns the per-address limit off.
 * No header, or a value that is not an IP address: null (no per-address limit; the per-e-mail limit still holds).
 * The functions a private link reaches and the correction form refuse such a request instead (requireAddress,
 * docs/decisions/194-missing-client-address.md). An IPv6 address is limited by its /64 (addressBucket).
 * Every per-address limit of every function keys its count with limitAddress or requireAddress, never with the raw
 * address (issue 44; docs/security.md): a test fails when a function reads the address any other way.
 */
export const DEFAULT_CLIENT_IP_HEADER = 'cf-connecting-ip'

const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const IPV6 = /^[0-9a-f:.]{2,45}$/i

export function isIpAddress(value: string): boolean {
  return IPV4.test(value) || (value.includes(':') && IPV6.test(value))
}

export function clientAddress(
  headers: Headers,
  headerName: string | undefined = DEFAULT_CLIENT_IP_HEADER,
): string | null {
  const name = (headerName || DEFAULT_CLIENT_IP_HEADER).trim().toLowerCase()
  if (name === 'none') return null
  const raw = headers.get(name)
  if (raw === null) return null
  const value =
    name === 'x-forwarded-for' ? (raw.split(',').at(-1) ?? '').trim() : raw.split(',')[0]!.trim()
  const address = value.toLowerCase().replace(/^::ffff:(?=\d+\.)/, '')
  return isIpAddress(address) ? address : null
}

/**
 * The part of an address a limit counts: an IPv4 address whole, an IPv6 address by its /64 (one customer's
 * network gets a /64, so its other addresses are the same bucket; docs/decisions/194).
 */
export function addressBucket(address: string): string {
  if (!address.includes(':')) return address
  const groups = expandIpv6(address)
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address
}

/** The eight 16-bit groups of an IPv6 address (with an IPv4 tail converted), or undefined when malformed. */
function expandIpv6(address: string): string[] | undefined {
  let text = address.toLowerCase()
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return undefined
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined
  return groups.map((group) => group.replace(/^0+(?=.)/, ''))
}

/**
 * The one key of every per-address limit: the client's address bucket (an IPv6 address's /64), or null when no
 * address came (no header, or CLIENT_IP_HEADER=none). The inquiry form and the page counts take null as "no
 * per-address limit" (their other limits still hold); the functions a private link reaches use requireAddress.
 */
export function limitAddress(
  headers: Headers,
  headerName: string | undefined = DEFAULT_CLIENT_IP_HEADER,
): string | null {
  const ip = clientAddress(headers, headerName)
  return ip === null ? null : addressBucket(ip)
}

/**
 * The address a per-address limit needs (docs/decisions/194): `{ ip }` (null only when CLIENT_IP_HEADER is
 * `none`, the deployment's explicit choice), or `{ missing }` naming the header that did not come: the caller
 * answers 503 (addressMissing) rather than let the limit switch off without a word.
 */
export function requireAddress(
  headers: Headers,
  headerName: string | undefined = DEFAULT_CLIENT_IP_HEADER,
): { ip: string | null } | { missing: string } {
  const name = (headerName || DEFAULT_CLIENT_IP_HEADER).trim().toLowerCase()
  if (name === 'none') return { ip: null }
  const ip = limitAddress(headers, name)
  return ip === null ? { missing: name } : { ip }
}

/** The 503 for a request without the client-address header, logged loudly (the deployment is misconfigured). */
export function addressMissing(header: string, fn: string, cors: Record<string, string>): Response {
  console.error(
    `${fn}: no client address in the ${header} header (CLIENT_IP_HEADER): refused; docs/decisions/194`,
  )
  return new Response(
    JSON.stringify({
      error: 'client_address_missing',
      message: 'This service is not available right now: please try again later.',
    }),
    {
      status: 503,
      headers: {
        ...cors,
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': '60',
      },
    },
  )
}
