import { type ComponentType, type LazyExoticComponent } from 'react'
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { AppReadySignal } from '@/components/app-ready-signal'
import { SiteLayout } from '@/components/layout/site-layout'
import { lazyWithPreload } from '@/lib/lazy-with-preload'

/**
 * The one route table (docs/product/public-site.md, "Routes"). Every screen is its own lazily loaded chunk, so a page
 * ships only its own code; /auth and /admin sit outside the shared layout.
 * URLs are built with `paths` (src/config/paths.ts); keep the two in step.
 */
type RouteModule = Record<string, unknown>

// Once preloaded, a page renders (and hydrates) without suspending: the prerendered HTML is never swapped for a fallback.
const page = lazyWithPreload

export const pages = {
  home: page(() => import('./routes/home'), 'HomeRoute'),
  itineraries: page(() => import('./routes/itineraries'), 'ItinerariesRoute'),
  itinerary: page(() => import('./routes/itinerary'), 'ItineraryRoute'),
  agencies: page(() => import('./routes/agencies'), 'AgenciesRoute'),
  contact: page(() => import('./routes/contact'), 'ContactRoute'),
  about: page(() => import('./routes/about'), 'AboutRoute'),
  ourValues: page(() => import('./routes/our-values'), 'OurValuesRoute'),
  blog: page(() => import('./routes/blog'), 'BlogRoute'),
  region: page(() => import('./routes/region'), 'RegionRoute'),
  rootTourism: page(() => import('./routes/root-tourism'), 'RootTourismRoute'),
  researchGuide: page(() => import('./routes/research-guide'), 'ResearchGuideRoute'),
  findYourTown: page(() => import('./routes/find-your-town'), 'FindYourTownRoute'),
  travelInsurance: page(() => import('./routes/travel-insurance'), 'TravelInsuranceRoute'),
  thankYou: page(() => import('./routes/thank-you'), 'ThankYouRoute'),
  book: page(() => import('./routes/book'), 'BookRoute'),
  howItWorks: page(() => import('./routes/how-it-works'), 'HowItWorksRoute'),
  privacy: page(() => import('./routes/privacy'), 'PrivacyRoute'),
  cookies: page(() => import('./routes/cookies'), 'CookiesRoute'),
  terms: page(() => import('./routes/terms'), 'TermsRoute'),
  auth: page(() => import('./routes/auth'), 'AuthRoute'),
  admin: page(() => import('./routes/admin'), 'AdminRoute'),
  adminInquiry: page(() => import('./routes/admin-inquiry'), 'AdminInquiryRoute'),
  adminInsights: page(() => import('./routes/admin-insights'), 'AdminInsightsRoute'),
  adminCalendar: page(() => import('./routes/admin-calendar'), 'AdminCalendarRoute'),
  journey: page(() => import('./routes/journey'), 'JourneyRoute'),
  agencyHandoff: page(() => import('./routes/agency'), 'AgencyRoute'),
  researchPage: page(() => import('./routes/research'), 'ResearchRoute'),
  sharedResults: page(() => import('./routes/results'), 'ResultsRoute'),
  adminAgencies: page(() => import('./routes/admin-agencies'), 'AdminAgenciesRoute'),
  adminResearchers: page(() => import('./routes/admin-researchers'), 'AdminResearchersRoute'),
  notFound: page(() => import('./routes/not-found'), 'NotFoundRoute'),
} satisfies Record<
  string,
  { Component: LazyExoticComponent<ComponentType>; preload: () => Promise<RouteModule> }
>

export type PageKey = keyof typeof pages

/** Route path → page, in match order. Used by the router, the prerender and the tests. */
export const routeTable: Array<{ path: string; page: PageKey; layout: boolean }> = [
  { path: '/', page: 'home', layout: true },
  { path: '/itineraries', page: 'itineraries', layout: true },
  { path: '/itineraries/:id', page: 'itinerary', layout: true },
  { path: '/agencies', page: 'agencies', layout: true },
  { path: '/contact', page: 'contact', layout: true },
  { path: '/about-us', page: 'about', layout: true },
  { path: '/about', page: 'about', layout: true },
  { path: '/our-values', page: 'ourValues', layout: true },
  { path: '/blog', page: 'blog', layout: true },
  { path: '/blog/what-is-root-tourism', page: 'rootTourism', layout: true },
  { path: '/blog/italian-family-research-guide', page: 'researchGuide', layout: true },
  { path: '/blog/:slug', page: 'region', layout: true },
  { path: '/find-your-town', page: 'findYourTown', layout: true },
  { path: '/travel-insurance', page: 'travelInsurance', layout: true },
  { path: '/thank-you', page: 'thankYou', layout: true },
  { path: '/book/:token', page: 'book', layout: true },
  { path: '/how-it-works', page: 'howItWorks', layout: true },
  { path: '/privacy', page: 'privacy', layout: true },
  { path: '/cookies', page: 'cookies', layout: true },
  { path: '/terms', page: 'terms', layout: true },
  { path: '/auth', page: 'auth', layout: false },
  { path: '/admin', page: 'admin', layout: false },
  { path: '/admin/inquiries/:id', page: 'adminInquiry', layout: false },
  { path: '/admin/insights', page: 'adminInsights', layout: false },
  { path: '/admin/calendar', page: 'adminCalendar', layout: false },
  { path: '/journey', page: 'journey', layout: false },
  // Back from Stripe Checkout: one address for every family, no private link in it (ADR 238).
  { path: '/journey/payment-return', page: 'journey', layout: false },
  { path: '/journey/:token', page: 'journey', layout: false },
  { path: '/agency/:token', page: 'agencyHandoff', layout: false },
  { path: '/research/:token', page: 'researchPage', layout: false },
  { path: '/results/:token', page: 'sharedResults', layout: false },
  { path: '/admin/agencies', page: 'adminAgencies', layout: false },
  { path: '/admin/researchers', page: 'adminResearchers', layout: false },
  { path: '*', page: 'notFound', layout: true },
]

/** The route table entries a URL path matches (layout routes have no entry of their own). */
export function matchPage(pathname: string): PageKey | undefined {
  const matches = matchRoutes(
    routeTable.map((route) => ({ path: route.path, page: route.page })),
    pathname,
  )
  return matches?.at(-1)?.route.page
}

/** Loads the page module(s) of a URL, so that rendering it does not suspend. Used before hydrating and by the prerender. */
export async function preloadPage(pathname: string): Promise<void> {
  const key = matchPage(pathname)
  if (key) await pages[key].preload()
}

/**
 * Work a client-only page needs from the network, started with its code rather than after it: the journey page's
 * story (src/features/journey/api/early-story.ts). Called once, by src/main.tsx, for the page the app opens on.
 */
export function startEarlyWork(pathname: string): void {
  // The journey page's fallback page has run the module already (ADR 228): then this asks for nothing more.
  if (pathname.startsWith('/journey/'))
    void import('@/features/journey/api/early-story').then(
      (module) => {
        const token = module.journeyTokenIn(pathname)
        if (token) module.loadStoryEarly(token)
      },
      () => undefined, // the page asks for itself
    )
}

function element(key: PageKey) {
  const { Component } = pages[key]
  return <Component />
}

export function createRoutes(options: { newsletter?: React.ReactNode } = {}): RouteObject[] {
  return [
    {
      element: <SiteLayout newsletter={options.newsletter} />,
      children: routeTable
        .filter((route) => route.layout)
        .map((route) => ({ path: route.path, element: element(route.page) })),
    },
    ...routeTable
      .filter((route) => !route.layout)
      .map((route) => ({
        path: route.path,
        element: (
          <>
            {element(route.page)}
            <AppReadySignal />
          </>
        ),
      })),
  ]
}
