/**
 * Every URL of the app is built here, and only here.
 */
export const paths = {
  home: () => '/',
  itineraries: (region?: string) =>
    region ? `/itineraries?${new URLSearchParams({ region })}` : '/itineraries',
  itinerary: (id: string) => `/itineraries/${encodeURIComponent(id)}`,
  agencies: (region?: string) =>
    region ? `/agencies?${new URLSearchParams({ region })}` : '/agencies',
  contact: (context?: { agencyId?: string; itinerary?: string; town?: string; place?: string }) => {
    const params = new URLSearchParams()
    if (context?.agencyId) params.set('agencyId', context.agencyId)
    if (context?.itinerary) params.set('itinerary', context.itinerary)
    // From the town finder: a comune's slug, or a place name as the visitor typed it (ADR 100).
    if (context?.town) params.set('town', context.town)
    if (context?.place) params.set('place', context.place)
    const query = params.toString()
    return query ? `/contact?${query}` : '/contact'
  },
  findYourTown: (town?: string) =>
    town ? `/find-your-town?${new URLSearchParams({ town })}` : '/find-your-town',
  aboutUs: () => '/about-us',
  about: () => '/about',
  ourValues: () => '/our-values',
  blog: () => '/blog',
  region: (slug: string) => `/blog/${slug}`,
  rootTourism: () => '/blog/what-is-root-tourism',
  researchGuide: () => '/blog/italian-family-research-guide',
  travelInsurance: () => '/travel-insurance',
  thankYou: () => '/thank-you',
  /** The family's private journey page (docs/decisions/150); without a token, 'Send me my link again'. */
  journey: (token?: string) => (token ? `/journey/${encodeURIComponent(token)}` : '/journey'),
  /**
   * Where Stripe Checkout sends the family back, the same for every family: no private link in any address Stripe
   * keeps (docs/decisions/238). supabase/functions/research-fee/checkout.ts `returnUrls` builds the same addresses.
   */
  paymentReturn: (outcome?: 'success' | 'cancelled') =>
    outcome ? `/journey/payment-return?payment=${outcome}` : '/journey/payment-return',
  /** The family books, moves or cancels its call with its private link (docs/decisions/160). */
  book: (token?: string) => (token ? `/book/${encodeURIComponent(token)}` : '/book'),
  /** The agency's private hand-off page (docs/product/agency-handoff.md); the token is in the path only. */
  agencyHandoff: (token?: string) => (token ? `/agency/${encodeURIComponent(token)}` : '/agency'),
  /** The researcher's private page (docs/product/research.md); the token is in the path only. */
  researchPage: (token?: string) =>
    token ? `/research/${encodeURIComponent(token)}` : '/research',
  /** A relative's read-only page of a family's research results (docs/decisions/270); the token in the path only. */
  sharedResults: (token?: string) => (token ? `/results/${encodeURIComponent(token)}` : '/results'),
  howItWorks: () => '/how-it-works',
  privacy: () => '/privacy',
  cookies: () => '/cookies',
  terms: () => '/terms',
  auth: () => '/auth',
  admin: () => '/admin',
  adminCalendar: () => '/admin/calendar',
  adminInquiry: (id: string) => `/admin/inquiries/${encodeURIComponent(id)}`,
  /** The inquiry page with its 'New note' field in focus (the card's 'Call done: record the outcome'). */
  adminInquiryNote: (id: string) => `/admin/inquiries/${encodeURIComponent(id)}#new-note`,
  adminAgencies: () => '/admin/agencies',
  adminResearchers: () => '/admin/researchers',
  adminInsights: (weeks?: number) => (weeks ? `/admin/insights?weeks=${weeks}` : '/admin/insights'),
} as const
