/**
 * Partner agencies (docs/product/rules.md, "Agency").
 *
 * SAMPLE partner profiles with fictional names, written to show how the directory works.
 * They are not real companies, and the testimonials are illustrative, not quotes from real people.
 * The owners replace them with the confirmed partners (name, description, logo, consented testimonial).
 *
 * The list adds Lombardy and Tuscany, which have no sample itinerary (docs/product/rules.md, "Relations").
 */
export const agencyIds = [
  'sicilia-heritage',
  'tuscany-roots',
  'calabria-explorer',
  'campania-heritage',
  'puglia-heritage',
  'veneto-explorer',
  'lombardy-roots',
  'lazio-heritage',
] as const

export type AgencyId = (typeof agencyIds)[number]

export interface Agency {
  id: AgencyId
  name: string
  /** City and region, as shown on the card. */
  location: string
  /** The regions the agency covers (English names); the ?region= filter matches them case-insensitively. */
  regions: readonly string[]
  description: string
  expertise: readonly string[]
  /** Self-hosted artwork, 800 × 500. */
  image: string
  /** Self-hosted monogram, 96 × 96. */
  logoImage: string
  testimonial: { text: string; author: string }
}

export const AGENCY_IMAGE_SIZE = { width: 800, height: 500 } as const
export const AGENCY_LOGO_SIZE = { width: 96, height: 96 } as const

/**
 * OWNER VALUE: true while the profiles are samples; every page that names an agency says so in words. The owners
 * set it to false once the profiles are their confirmed partners.
 */
export const agenciesAreSamples = true

export const agencies: readonly Agency[] = [
  {
    id: 'sicilia-heritage',
    name: 'Zagara Heritage Journeys',
    location: 'Palermo, Sicily',
    regions: ['Sicily'],
    description:
      'A small team of Sicilian guides and archive researchers who have helped families from Brooklyn to Buenos Aires find the towns their ancestors left.',
    expertise: [
      'Genealogical research',
      'Parish archives',
      'Village reunions',
      'Food traditions',
      'Civil records for family files',
    ],
    image: '/images/agencies/sicilia-heritage.svg',
    logoImage: '/images/agencies/sicilia-heritage-logo.svg',
    testimonial: {
      text: 'They found my great-grandfather’s baptism record before we even landed, and on the second day we were having coffee with cousins we never knew we had in the same little piazza.',
      author: 'Maria T., Staten Island, NY',
    },
  },
  {
    id: 'tuscany-roots',
    name: 'Cipresso Family Travel',
    location: 'Lucca, Tuscany',
    regions: ['Tuscany'],
    description:
      'Family-history journeys through the Garfagnana, Lunigiana and the hills around Lucca, the valleys that sent so many stonecutters and farmers abroad.',
    expertise: ['Archive research', 'Countryside stays', 'Wine and olive oil'],
    image: '/images/agencies/tuscany-roots.svg',
    logoImage: '/images/agencies/tuscany-roots-logo.svg',
    testimonial: {
      text: 'Thoughtful, patient and incredibly well organized. My father cried when he saw the house.',
      author: 'Daniel R., San Francisco, CA',
    },
  },
  {
    id: 'calabria-explorer',
    name: 'Due Mari Explorer',
    location: 'Cosenza, Calabria',
    regions: ['Calabria'],
    description:
      'Calabrian-born guides who know the hill towns between the Tyrrhenian and the Ionian seas, and the state archives where their records are kept.',
    expertise: [
      'State archives',
      'Hill-town walks',
      'Cooking classes',
      'Coastal itineraries',
      'Surname research',
      'Town-hall meetings',
    ],
    image: '/images/agencies/calabria-explorer.svg',
    logoImage: '/images/agencies/calabria-explorer-logo.svg',
    testimonial: {
      text: 'Our guide spoke to the mayor, the priest and half the village before we arrived. By the end of the week my kids were calling the town “ours”, and honestly so was I.',
      author: 'Joseph M., Providence, RI',
    },
  },
  {
    id: 'campania-heritage',
    name: 'Lanterna Heritage Travel',
    location: 'Naples, Campania',
    regions: ['Campania', 'Molise'],
    description:
      'From the port of Naples to the inland towns of Irpinia, Sannio and Molise: a Neapolitan agency that pairs careful research with warm hospitality.',
    expertise: ['Genealogical research', 'Emigration history', 'Private guides', 'Food tours'],
    image: '/images/agencies/campania-heritage.svg',
    logoImage: '/images/agencies/campania-heritage-logo.svg',
    testimonial: {
      text: 'The research report was beautiful. We framed the family tree.',
      author: 'Angela P., Hoboken, NJ',
    },
  },
  {
    id: 'puglia-heritage',
    name: 'Trullo & Ulivo Journeys',
    location: 'Bari, Puglia',
    regions: ['Puglia'],
    description:
      'Slow, personal journeys through the Itria Valley and the Salento, with time in the towns of your ancestors and at the tables of local families.',
    expertise: ['Parish archives', 'Masseria stays', 'Olive-oil traditions'],
    image: '/images/agencies/puglia-heritage.svg',
    logoImage: '/images/agencies/puglia-heritage-logo.svg',
    testimonial: {
      text: 'We came for two hours in my grandmother’s town and stayed for two days. Nothing was rushed, everything was arranged with such care, and the orecchiette lesson is a memory for life.',
      author: 'Lisa D., Cleveland, OH',
    },
  },
  {
    id: 'veneto-explorer',
    name: 'Laguna Archive Explorers',
    location: 'Treviso, Veneto',
    regions: ['Veneto'],
    description:
      'Researchers and guides specialized in the emigration from the Venetian countryside, the foothills and the mountains of Belluno.',
    expertise: [
      'Parish registers',
      'Emigration museums',
      'Dolomite villages',
      'Prosecco hills',
      'Latin record reading',
    ],
    image: '/images/agencies/veneto-explorer.svg',
    logoImage: '/images/agencies/veneto-explorer-logo.svg',
    testimonial: {
      text: 'They traced my family back to the 1600s. Seeing the handwriting in the parish book was unforgettable.',
      author: 'Paul G., Denver, CO',
    },
  },
  {
    id: 'lombardy-roots',
    name: 'Lago Radici Lombardia',
    location: 'Bergamo, Lombardy',
    regions: ['Lombardy'],
    description:
      'Heritage journeys among the lakes, valleys and mountain towns of Lombardy, from Bergamo’s valleys to the shores of Lake Como.',
    expertise: ['Archive research', 'Mountain villages', 'Lake stays', 'Family reunions'],
    image: '/images/agencies/lombardy-roots.svg',
    logoImage: '/images/agencies/lombardy-roots-logo.svg',
    testimonial: {
      text: 'A perfect balance between research and holiday. We learned so much about where we come from, and we had the time to enjoy the lake and the food as well. Highly recommended.',
      author: 'Carol B., Chicago, IL',
    },
  },
  {
    id: 'lazio-heritage',
    name: 'Ansa del Tevere Heritage',
    location: 'Rome, Lazio',
    regions: ['Lazio', 'Abruzzo'],
    description:
      'Based in Rome, this team reaches the hill towns of the Ciociaria and the mountain villages of Abruzzo that many Italian-American families came from.',
    expertise: ['Genealogical research', 'Rome with locals', 'Hill towns', 'Cooking with a nonna'],
    image: '/images/agencies/lazio-heritage.svg',
    logoImage: '/images/agencies/lazio-heritage-logo.svg',
    testimonial: {
      text: 'Rome was wonderful, but the day in the village where my grandfather was born was the heart of the whole trip.',
      author: 'Michael S., Boston, MA',
    },
  },
]

export function findAgency(id: string): Agency | undefined {
  return agencies.find((agency) => agency.id === id)
}
