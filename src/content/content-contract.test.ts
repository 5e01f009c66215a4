import { z } from 'zod'
import { agencies, agencyIds, findAgency } from './agencies'
import { findItinerary, itineraries, itineraryIds } from './itineraries'
import { regionNames } from './region-ids'

// Every self-hosted SVG under public/images, as text, keyed by its public URL.
const publicSvgs = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('/public/images/**/*.svg', {
      eager: true,
      query: '?raw',
      import: 'default',
    }),
  ).map(([file, text]) => [file.replace(/^\/public/, ''), text]),
)

const itinerarySchema = z.object({
  id: z.enum(itineraryIds),
  title: z.string().min(5),
  region: z.string().min(3),
  duration: z.string().regex(/^\d+ Days$/),
  highlights: z.array(z.string().min(5)).min(3),
  image: z.string().regex(/^\/images\/itineraries\/[a-z-]+\.svg$/),
  agencyId: z.enum(agencyIds),
  overview: z.string().min(200),
})

const agencySchema = z.object({
  id: z.enum(agencyIds),
  name: z.string().min(3),
  location: z.string().includes(', '),
  regions: z.array(z.string().min(3)).min(1),
  description: z.string().min(40),
  expertise: z.array(z.string().min(3)).min(1),
  image: z.string().regex(/^\/images\/agencies\/[a-z-]+\.svg$/),
  logoImage: z.string().regex(/^\/images\/agencies\/[a-z-]+-logo\.svg$/),
  testimonial: z.object({
    text: z.string().min(20),
    // First name, initial and hometown: never a real person's full name.
    author: z.string().regex(/^[A-Z][a-z]+ [A-Z]\., .+$/),
  }),
})

test('six itineraries with the spec ids and durations, each valid', () => {
  expect(itineraries.map((i) => [i.id, i.duration])).toEqual([
    ['sicily-roots', '10 Days'],
    ['calabria-origins', '8 Days'],
    ['campania-heritage', '9 Days'],
    ['puglia-discovery', '10 Days'],
    ['veneto-legacy', '11 Days'],
    ['lazio-discovery', '8 Days'],
  ])
  for (const itinerary of itineraries) itinerarySchema.parse(itinerary)
  expect(new Set(itineraries.map((i) => i.id)).size).toBe(itineraries.length)
})

test('eight agencies with the spec ids, each valid', () => {
  expect(agencies.map((a) => a.id)).toEqual([
    'sicilia-heritage',
    'tuscany-roots',
    'calabria-explorer',
    'campania-heritage',
    'puglia-heritage',
    'veneto-explorer',
    'lombardy-roots',
    'lazio-heritage',
  ])
  for (const agency of agencies) agencySchema.parse(agency)
  expect(new Set(agencies.map((a) => a.id)).size).toBe(agencies.length)
  expect(new Set(agencies.map((a) => a.name)).size).toBe(agencies.length)
})

test('every itinerary links to an agency that covers its region', () => {
  for (const itinerary of itineraries) {
    const agency = findAgency(itinerary.agencyId)
    expect(agency, itinerary.id).toBeDefined()
    expect(agency?.regions).toContain(itinerary.region)
  }
})

test('the relations of docs/product/rules.md hold', () => {
  const blogRegions = new Set(Object.values(regionNames))
  const itineraryRegions = new Set(itineraries.map((i) => i.region))
  const agencyRegions = new Set(agencies.flatMap((a) => a.regions))
  // Itinerary regions include Veneto and Lazio, which have no blog region.
  for (const region of ['Veneto', 'Lazio']) {
    expect(itineraryRegions.has(region)).toBe(true)
    expect(blogRegions.has(region)).toBe(false)
  }
  // The agency list adds Lombardy and Tuscany, which have no itinerary.
  for (const region of ['Lombardy', 'Tuscany']) {
    expect(agencyRegions.has(region)).toBe(true)
    expect(itineraryRegions.has(region)).toBe(false)
  }
})

test('the cards exercise the spec limits: some agencies have more than 3 tags, some testimonials pass 120 chars', () => {
  expect(agencies.some((a) => a.expertise.length > 3)).toBe(true)
  expect(agencies.some((a) => a.expertise.length <= 3)).toBe(true)
  expect(agencies.some((a) => a.testimonial.text.length > 120)).toBe(true)
  expect(agencies.some((a) => a.testimonial.text.length <= 120)).toBe(true)
})

test('every image exists in public/ and is a small SVG', () => {
  const images = [
    ...itineraries.map((i) => i.image),
    ...agencies.flatMap((a) => [a.image, a.logoImage]),
  ]
  for (const image of images) {
    const svg = publicSvgs[image]
    expect(svg, image).toBeDefined()
    expect(svg, image).toMatch(/^<svg [^>]*width="\d+" height="\d+"/)
    expect(new TextEncoder().encode(svg).length, image).toBeLessThan(15_000)
  }
})

test('lookups find known ids and nothing else', () => {
  expect(findItinerary('sicily-roots')?.region).toBe('Sicily')
  expect(findItinerary('nope')).toBeUndefined()
  expect(findAgency('lombardy-roots')?.regions).toEqual(['Lombardy'])
  expect(findAgency('')).toBeUndefined()
})
