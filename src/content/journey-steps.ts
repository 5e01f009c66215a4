/**
 * The three steps of a Radici journey (docs/product/README.md, "What the product is"): the one list the home
 * page's steps (components/marketing/journey-steps.tsx) and /about-us's "How It Works" both show.
 */
export interface JourneyStep {
  title: string
  description: string
}

export const journeySteps: readonly JourneyStep[] = [
  {
    title: 'Share your story',
    description:
      'Tell us about your family through our short inquiry form: names, places, the little you know. We follow up with an offer of a free video-call consultation to listen to the whole story.',
  },
  {
    title: 'Get connected with local experts',
    description:
      'We introduce you to the local travel agency and genealogist in Italy best placed to research your family and plan your trip: people who know the archives, villages and traditions of the region your family came from.',
  },
  {
    title: 'Take your personalized heritage journey',
    description:
      'Walk the streets your ancestors walked, read their names in the parish books and share a table with the people who live there today: a trip built around your family tree.',
  },
]
