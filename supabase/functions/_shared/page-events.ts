/**
 * What the site counts (docs/decisions/170-lead-sources-and-counts.md): the events and the pages the
 * count-events function accepts. Anything else is a 400 and nothing is stored.
 *
 * To count a new event (the journey's 'story_started', the booking's 'call_booked'): add its name here, in the
 * browser's list (src/lib/visit/page-events.ts, a test keeps the two equal), and call countEvent('<name>')
 * where it happens. The Insights page lists every event it finds.
 */
export const PAGE_EVENTS = [
  'visit',
  'wizard_opened',
  'step_2',
  'step_3',
  'step_4',
  'submitted',
] as const
export type PageEvent = (typeof PAGE_EVENTS)[number]

/** The public site's pages with a fixed path (src/app/routes.tsx); /auth and /admin are never counted. */
export const STATIC_PAGES = [
  '/',
  '/itineraries',
  '/agencies',
  '/contact',
  '/about-us',
  '/about',
  '/our-values',
  '/blog',
  '/find-your-town',
  '/travel-insurance',
  '/thank-you',
  '/how-it-works',
  '/privacy',
  '/cookies',
  '/terms',
] as const

/** An itinerary or an article: /itineraries/<id>, /blog/<slug>. */
export const DYNAMIC_PAGE = /^\/(?:itineraries|blog)\/[a-z0-9][a-z0-9-]{0,63}$/

export function isKnownPage(page: string): boolean {
  return (STATIC_PAGES as readonly string[]).includes(page) || DYNAMIC_PAGE.test(page)
}

export function isPageEvent(event: string): event is PageEvent {
  return (PAGE_EVENTS as readonly string[]).includes(event)
}
