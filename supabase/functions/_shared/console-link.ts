/**
 * `${SITE_URL}/admin/inquiries/${id}`: the lead's page in the admin console, for the team's e-mails (the new inquiry,
 * an agency that has not answered). Undefined when SITE_URL is missing or not an http(s) URL: no link, never a
 * broken one.
 */
export function inquiryPageUrl(siteUrl: string | undefined, id: string): string | undefined {
  if (!siteUrl) return undefined
  try {
    const base = new URL(siteUrl)
    if (base.protocol !== 'https:' && base.protocol !== 'http:') return undefined
    return new URL(`/admin/inquiries/${encodeURIComponent(id)}`, base.origin).href
  } catch {
    return undefined
  }
}
