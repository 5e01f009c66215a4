/**
 * The client's address for the per-address rate limit, from the one header the deployment's gateway sets and a
 * client cannot forge (docs/decisions/081-client-address.md). CLIENT_IP_HEADER names it; the default is
 * `cf-connecting-ip`, which Cloudflare (in front of Supabase's API gateway) sets to the connecting address,
 * replacing any value the client sent. `x-forwarded-for` is accepted only as "the entry the last proxy appended"
 * (the rightmost): the entries to its left are whatever the client wrote. `none` turns the per-address limit off.
 * No header, or a value that is not an IP address: null (no per-address limit; the per-e-mail limit still holds).
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
