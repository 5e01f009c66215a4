import { expect, test } from 'vitest'
import { countSource, leadSource, newVisit, notePage, readVisit, VISIT_KEY } from './visit-record'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

test('a visit keeps its first page, the referring host and the campaign', () => {
  const visit = newVisit(
    new URL(
      'https://radici.example/blog/sicily?utm_source=newsletter&utm_medium=email&utm_campaign=autumn',
    ),
    'https://news.example.org/issue/12?id=secret',
  )
  expect(visit).toEqual({
    landingPage: '/blog/sicily',
    referrerHost: 'news.example.org',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'autumn',
    pages: ['/blog/sicily'],
  })
})

test('the site itself is no referrer, and long campaign values are cut', () => {
  const visit = newVisit(
    new URL(`https://radici.example/?utm_source=${'x'.repeat(150)}`),
    'https://radici.example/blog',
  )
  expect(visit.referrerHost).toBeNull()
  expect(visit.utmSource).toHaveLength(100)
})

test('pages are noted as the visitor moves; the first page and source stay', () => {
  const storage = memoryStorage()
  notePage(storage, new URL('https://radici.example/blog/sicily?utm_source=newsletter'), '')
  notePage(storage, new URL('https://radici.example/itineraries'), '')
  const visit = notePage(storage, new URL('https://radici.example/contact'), '')
  expect(visit.pages).toEqual(['/itineraries', '/contact'])
  expect(readVisit(storage)).toMatchObject({ landingPage: '/blog/sicily', utmSource: 'newsletter' })
  expect(storage.getItem(VISIT_KEY)).not.toBeNull()
})

test('on /contact the wizard was opened on the page before; elsewhere on the page itself', () => {
  const storage = memoryStorage()
  notePage(storage, new URL('https://radici.example/blog/sicily'), '')
  const visit = notePage(storage, new URL('https://radici.example/contact'), '')
  expect(leadSource(visit, '/contact', '/contact')?.openedOn).toBe('/blog/sicily')
  expect(leadSource(visit, '/itineraries', '/contact')?.openedOn).toBe('/itineraries')
  expect(leadSource(null, '/contact', '/contact')).toBeNull()
})

test('the count source is utm_source, else the referring host, else direct, in the shape the function accepts', () => {
  const base = newVisit(new URL('https://radici.example/'), '')
  expect(countSource(base)).toBe('direct')
  expect(countSource({ ...base, referrerHost: 'www.google.com' })).toBe('www.google.com')
  expect(countSource({ ...base, utmSource: 'Spring Newsletter!' })).toBe('spring-newsletter-')
  expect(countSource(null)).toBe('direct')
})

test('on /contact before it is noted, the last page noted is where the wizard was opened', () => {
  const storage = memoryStorage()
  const visit = notePage(storage, new URL('https://radici.example/blog/sicily'), '')
  expect(leadSource(visit, '/contact', '/contact')?.openedOn).toBe('/blog/sicily')
})

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE'

test('a private page (/journey, /book, /agency, /research, /results) is never noted, nor sent as a source (docs/decisions/192)', () => {
  const storage = memoryStorage()
  notePage(storage, new URL('https://radici.example/blog/sicily'), '')
  for (const path of [
    `/book/${TOKEN}`,
    `/journey/${TOKEN}`,
    `/agency/${TOKEN}`,
    `/research/${TOKEN}`,
    `/results/${TOKEN}`,
    '//book/x',
  ])
    notePage(storage, new URL(`https://radici.example${path}`), '')
  const visit = readVisit(storage)
  expect(JSON.stringify(visit)).not.toContain(TOKEN)
  expect(visit?.pages).toEqual(['/blog/sicily'])
  // A record written before this rule still never sends a private path.
  const old = { ...visit!, landingPage: `/book/${TOKEN}`, pages: [`/journey/${TOKEN}`] }
  const source = leadSource(old, `/book/${TOKEN}`, '/contact')
  expect(source?.landingPage).toBeNull()
  expect(source?.openedOn).toBeNull()
})

test('a visit that starts on a private page keeps no landing page', () => {
  const visit = newVisit(new URL(`https://radici.example/book/${TOKEN}`), '')
  expect(JSON.stringify(visit)).not.toContain(TOKEN)
  expect(leadSource(visit, '/contact', '/contact')?.landingPage).toBeNull()
})
