/**
 * /travel-insurance (docs/product/public-site.md, "Travel insurance"). The partner's name, logo, affiliate link, B Corp
 * certification and planet-fund pledge live in site-config (`partners.insurance`, owner values: docs/decisions/130
 * and 248).
 */

/** Typical cover of a travel policy, shown as general information (the owners align it with the partner's plans once the partner is named). */
export const insuranceBenefits = [
  {
    title: 'Medical care abroad',
    description: 'Emergency medical expenses and assistance while you are traveling in Italy.',
  },
  {
    title: 'Trip cancellation and delays',
    description:
      'Protection for the money you have paid if you have to cancel or cut your journey short.',
  },
  {
    title: 'Baggage and documents',
    description:
      'Help when luggage goes missing, including the family documents you bring with you.',
  },
  {
    title: '24/7 assistance',
    description: 'A team to call, day and night, wherever your journey takes you.',
  },
] as const
