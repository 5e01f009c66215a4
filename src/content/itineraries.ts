/**
 * Sample itineraries (docs/product/rules.md, "Itinerary"). They are inspiration, not products: every trip is tailor-made.
 * Each itinerary links to the partner agency that would run it (`agencyId`, see ./agencies.ts).
 * Regions include Veneto and Lazio, which have no blog page (docs/product/rules.md, "Relations").
 */
import type { AgencyId } from './agencies'

/**
 * OWNER VALUE: true while the itineraries are samples written for illustration. Every page that shows one says so
 * in words; the owners set it to false once each journey is one a partner agency really offers.
 */
export const itinerariesAreSamples = true

export const itineraryIds = [
  'sicily-roots',
  'calabria-origins',
  'campania-heritage',
  'puglia-discovery',
  'veneto-legacy',
  'lazio-discovery',
] as const

export type ItineraryId = (typeof itineraryIds)[number]

export interface Itinerary {
  id: ItineraryId
  title: string
  /** The region's English name, e.g. 'Sicily'; the ?region= filter matches it case-insensitively. */
  region: string
  /** Shown as written, e.g. '10 Days'. */
  duration: string
  highlights: readonly string[]
  /** Self-hosted artwork, 1200 × 800. */
  image: string
  agencyId: AgencyId
  overview: string
}

export const ITINERARY_IMAGE_SIZE = { width: 1200, height: 800 } as const

export const itineraries: readonly Itinerary[] = [
  {
    id: 'sicily-roots',
    title: 'Sicilian Roots Journey',
    region: 'Sicily',
    duration: '10 Days',
    highlights: [
      'A morning in the diocesan archive with a local genealogist',
      'Walk the streets of your ancestral town with a village historian',
      'Family-style lunch in a countryside masseria',
      'Valley of the Temples at golden hour',
      'Palermo markets and street food with a local guide',
    ],
    image: '/images/itineraries/sicily-roots.svg',
    agencyId: 'sicilia-heritage',
    overview:
      'Well over a million Sicilians left the island between 1876 and 1915, most of them for the Americas, and many of their great- and great-great-grandchildren now live in New York, New Orleans and Chicago. This journey starts in Palermo, then follows your family line inland to the town your ancestors left. A genealogist prepares the parish and civil records before you arrive, so you can stand in front of the baptismal register that carries your great-grandparents’ names, visit the church where they married and share a meal with the people who still live there. The last days slow down between the temples of Agrigento and the Baroque towns of the south-east.',
  },
  {
    id: 'calabria-origins',
    title: 'Calabrian Origins Tour',
    region: 'Calabria',
    duration: '8 Days',
    highlights: [
      'Civil records research in the provincial state archive',
      'A day in your family’s hill town with a local guide',
      'Cooking class: ’nduja, fileja pasta and peperoncino',
      'The coast of Tropea and the Costa degli Dei',
      'Sila mountain forests and villages',
    ],
    image: '/images/itineraries/calabria-origins.svg',
    agencyId: 'calabria-explorer',
    overview:
      'Calabria sent more than half a million emigrants abroad between 1880 and 1914, most of them to the Americas, often whole streets of a village at a time. On this journey you divide your days between the archives and the places they describe: the state archive where birth and marriage acts are kept, the hill town your family came from, and the road to Naples that most Calabrian emigrants took to reach their ship. On a journey like this, the partner agency arranges meetings with the town hall and, where possible, with families who share your surname.',
  },
  {
    id: 'campania-heritage',
    title: 'Campania Heritage Trail',
    region: 'Campania',
    duration: '9 Days',
    highlights: [
      'Naples’ historic center and the emigrants’ port',
      'Parish research in the hinterland of Avellino or Salerno',
      'Pizza and sfogliatella with a Neapolitan family',
      'The Amalfi Coast by boat',
      'Pompeii with an archaeologist guide',
    ],
    image: '/images/itineraries/campania-heritage.svg',
    agencyId: 'campania-heritage',
    overview:
      'For millions of emigrants the journey to America started at the port of Naples. This trail begins where they boarded and then heads inland, to the small towns of Irpinia, Sannio and Cilento where most Campanian families came from. Between archive visits you will taste the food your grandmother tried to recreate, walk through Pompeii and spend a day on the Amalfi Coast.',
  },
  {
    id: 'puglia-discovery',
    title: 'Puglia Discovery Journey',
    region: 'Puglia',
    duration: '10 Days',
    highlights: [
      'A night in a restored trullo in the Itria Valley',
      'Archive visit and town walk in your ancestral comune',
      'Olive harvest or olive-oil tasting in an old masseria',
      'Orecchiette lesson with the women of Bari Vecchia',
      'Baroque Lecce and the Salento coast',
    ],
    image: '/images/itineraries/puglia-discovery.svg',
    agencyId: 'puglia-heritage',
    overview:
      'Puglia is a long, sunlit region of olive groves, white towns and two seas. This journey takes you from Bari down through the Itria Valley to Lecce, with time set aside in the town your family left. A researcher works with the municipal and church records before and during your stay, and a local host introduces you to the rhythm of the piazza, the bakery and the Sunday lunch.',
  },
  {
    id: 'veneto-legacy',
    title: 'Veneto Family Legacy',
    region: 'Veneto',
    duration: '11 Days',
    highlights: [
      'Research in the parish archives of the Venetian countryside',
      'Venice beyond the crowds, with a local historian',
      'Prosecco hills between Conegliano and Valdobbiadene',
      'The Dolomites and the mountain villages of Belluno',
      'Emigration museum visit and family-history workshop',
    ],
    image: '/images/itineraries/veneto-legacy.svg',
    agencyId: 'veneto-explorer',
    overview:
      'Before the great southern emigration, the Veneto, which the statistics of the time counted together with Friuli, was Italy’s leading region of emigration: many of its people left for the rest of Europe, many for Brazil and Argentina, and later for the United States. This journey follows their roads: from the farming villages of the plain and the foothills to Venice and the mountains. Parish books in this region are often beautifully kept, so a genealogist can frequently trace a family back several centuries.',
  },
  {
    id: 'lazio-discovery',
    title: 'Lazio Ancestral Discovery',
    region: 'Lazio',
    duration: '8 Days',
    highlights: [
      'Rome through the eyes of a local family',
      'Archive research in the province of Frosinone or Rieti',
      'Medieval hill towns of the Ciociaria',
      'Cooking with a nonna: fettuccine and abbacchio',
      'The lakes and villas of the Castelli Romani',
    ],
    image: '/images/itineraries/lazio-discovery.svg',
    agencyId: 'lazio-heritage',
    overview:
      'Many Italian-Americans with roots in Lazio come not from Rome but from the hill towns to its south and east. This journey pairs a few days in the Eternal City with a slower stay in the Ciociaria, where a researcher helps you read the parish books and the town hall registers, and where a local family welcomes you to its table.',
  },
]

export function findItinerary(id: string): Itinerary | undefined {
  return itineraries.find((itinerary) => itinerary.id === id)
}
