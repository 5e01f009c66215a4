/** The three steps of a Radici journey (docs/product/README.md, "What the product is"), used by /about-us's 'How It Works'. */
export interface JourneyStep {
  title: string
  description: string
}

export const journeySteps: readonly JourneyStep[] = [
  {
    title: 'Share your story',
    description:
      'Tell us about your family and the trip you imagine in a short enquiry form. We follow up with an offer of a free video-call consultation.',
  },
  {
    title: 'Get connected with local experts',
    description:
      'We introduce you to the local travel agency and genealogist in Italy best placed to research your family and plan your trip.',
  },
  {
    title: 'Take your heritage journey',
    description:
      'Walk the streets your ancestors walked, read their names in the parish books and share a table with the people who live there today.',
  },
]
