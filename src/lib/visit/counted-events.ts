/**
 * What the site counts (docs/decisions/170 and 174): the one list of events and pages. Plain data and two pure
 * functions, no imports: `npm run gen:types` copies this file to supabase/functions/_shared/counted-events.ts
 * for the count-events function (a function cannot import src/), and a test fails while the copy differs.
 *
 * - PAGE_EVENTS are counted in the browser (src/lib/visit/page-events.ts) and sent to count-events, which
 *   accepts these and nothing else, on the pages below only.
 * - SERVER_EVENTS are counted by the database in the transaction where they happen (the journey's first save
 *   with content, the first booking of a call; supabase/migrations/20261125950000_insights_stories_and_calls.sql),
 *   on the page named here. count-events refuses them: a browser cannot fake them.
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

export const SERVER_EVENTS = ['story_started', 'call_booked'] as const
export type ServerEvent = (typeof SERVER_EVENTS)[number]

/** The page a server event is counted on (the route without its private token). */
export const SERVER_EVENT_PAGES: Readonly<Record<ServerEvent, string>> = {
  story_started: '/journey',
  call_booked: '/book',
}

/** Every event, in the funnel's order: the wizard's, then the family's next steps. */
export const COUNTED_EVENTS = [...PAGE_EVENTS, ...SERVER_EVENTS] as const
export type CountedEvent = (typeof COUNTED_EVENTS)[number]

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

/** A page the browser may count events on. */
export function isKnownPage(page: string): boolean {
  return (STATIC_PAGES as readonly string[]).includes(page) || DYNAMIC_PAGE.test(page)
}

/** An event the browser may send (never a server event). */
export function isPageEvent(event: string): event is PageEvent {
  return (PAGE_EVENTS as readonly string[]).includes(event)
}
