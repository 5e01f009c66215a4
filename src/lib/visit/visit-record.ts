/**
 * Where this visit came from, kept in the tab's session storage for the visit (docs/decisions/170): the first
 * page, the referring site (host only), utm_source/medium/campaign, and the last two pages seen (so that /contact
 * knows the page the visitor came from). It goes out only with an inquiry (as its lead source) and, when the
 * visitor allowed Analytics, as the source of the counts. Nothing here is a visitor id.
 *
 * src/boot.ts writes the record as the first page loads (before any link can be followed); this module keeps
 * the pages up to date as the app navigates, and writes the record itself where boot.ts does not run (/auth,
 * /admin, the dev server). The two must agree on the key and the shape.
 */
export const VISIT_KEY = 'radici.visit'

export interface VisitRecord {
  landingPage: string
  referrerHost: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  /** The page before the current one (or null), then the current one. */
  pages: string[]
}

const MAX_TEXT = 100

/**
 * The private pages (their URLs hold a private link: docs/decisions/192-private-paths.md): never noted in the
 * visit, never sent as a lead source. The server refuses them too (send-form-notification's lead-source.ts).
 */
const PRIVATE_PATH = /^\/+(?:journey|book|agency|research|results)(?:[/?#]|$)/i

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATH.test(path)
}

function param(query: URLSearchParams, name: string): string | null {
  const value = query.get(name)?.trim().slice(0, MAX_TEXT)
  return value ? value : null
}

/** A new record for a visit that starts at `url` with `referrer` (document.referrer). */
export function newVisit(url: URL, referrer: string): VisitRecord {
  const page = isPrivatePath(url.pathname) ? null : url.pathname
  let host: string | null
  try {
    host = referrer ? new URL(referrer).hostname.toLowerCase() : null
  } catch {
    host = null
  }
  return {
    landingPage: page ?? '',
    referrerHost: host && host !== url.hostname.toLowerCase() ? host : null,
    utmSource: param(url.searchParams, 'utm_source'),
    utmMedium: param(url.searchParams, 'utm_medium'),
    utmCampaign: param(url.searchParams, 'utm_campaign'),
    pages: page ? [page] : [],
  }
}

export function readVisit(storage: Pick<Storage, 'getItem'> | null): VisitRecord | null {
  try {
    const raw = storage?.getItem(VISIT_KEY)
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<VisitRecord>
    return typeof value.landingPage === 'string' && Array.isArray(value.pages)
      ? (value as VisitRecord)
      : null
  } catch {
    return null
  }
}

/** Notes that `pathname` is now shown (a new record when there is none); the updated record. */
export function notePage(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  url: URL,
  referrer: string,
): VisitRecord {
  const visit = readVisit(storage) ?? newVisit(url, referrer)
  // A private page is not noted (its path holds the link); the visit goes on without it.
  if (isPrivatePath(url.pathname)) return visit
  if (visit.pages.at(-1) !== url.pathname) visit.pages = [...visit.pages.slice(-1), url.pathname]
  try {
    storage?.setItem(VISIT_KEY, JSON.stringify(visit))
  } catch {
    // Storage blocked or full: the visit simply has no recorded source.
  }
  return visit
}

export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * The lead source sent with an inquiry (send-form-notification's `source`). `openedOn` is the page the wizard
 * was opened on; on /contact itself, the page the visitor came from, when there was one.
 */
export interface LeadSource {
  landingPage: string | null
  referrerHost: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  openedOn: string | null
}

const SITE_PATH = /^\/[A-Za-z0-9/._~-]{0,199}$/
const sitePath = (path: string | null | undefined) =>
  path && SITE_PATH.test(path) && !isPrivatePath(path) ? path : null

export function leadSource(
  visit: VisitRecord | null,
  currentPath: string,
  contactPath: string,
): LeadSource | null {
  if (!visit) return null
  // The page before /contact: the last one noted, unless /contact itself has been noted already.
  const last = visit.pages.at(-1)
  const previous = last !== currentPath ? last : visit.pages.at(-2)
  const openedOn = currentPath === contactPath && previous ? previous : currentPath
  return {
    landingPage: sitePath(visit.landingPage),
    referrerHost:
      visit.referrerHost && /^[a-z0-9.-]{1,253}$/.test(visit.referrerHost)
        ? visit.referrerHost
        : null,
    utmSource: visit.utmSource,
    utmMedium: visit.utmMedium,
    utmCampaign: visit.utmCampaign,
    openedOn: sitePath(openedOn),
  }
}

/** The source a count carries when Analytics is allowed: utm_source, else the referring host, else 'direct'. */
export function countSource(visit: VisitRecord | null): string {
  const raw = visit?.utmSource ?? visit?.referrerHost ?? 'direct'
  const clean = raw
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, 100)
  return clean || 'direct'
}
