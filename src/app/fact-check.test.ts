import aboutSource from '@/app/routes/about.tsx?raw'
import guideArticle from '@/content/articles/italian-family-research-guide.md?article'
import rootTourismArticle from '@/content/articles/what-is-root-tourism.md?article'
import { howItWorksItems } from '@/content/how-it-works'
import { itineraries } from '@/content/itineraries'
import calabriaArticle from '@/content/regions/calabria/article.md?article'
import campaniaArticle from '@/content/regions/campania/article.md?article'
import marcheArticle from '@/content/regions/marche/article.md?article'
import pugliaArticle from '@/content/regions/puglia/article.md?article'
import { card as sicilyCard } from '@/content/regions/sicily/card'
import sicilyArticle from '@/content/regions/sicily/article.md?article'
import { fallback as sicilyFallback } from '@/content/regions/sicily/fallback'
import type { RenderedArticle } from '@/lib/article/article-body'

/**
 * The second fact-check (issue 35; docs/decisions/195): each sentence found wrong or doubtful fails here, and the
 * corrected one, with its year, series or legal text, is required. The sources are in src/content/sources/.
 */
function render(article: RenderedArticle): { html: string; text: string } {
  if (!article.ok) throw new Error('the article breaks the article rules')
  const element = document.createElement('div')
  element.innerHTML = article.bodyHtml
  return { html: article.bodyHtml, text: (element.textContent ?? '').replace(/\s+/g, ' ') }
}

const guide = render(guideArticle)
const rootTourism = render(rootTourismArticle)

test('the ancestry figure is the Census Bureau’s for 2021, not the 2008 estimate', () => {
  expect(rootTourism.text).not.toMatch(/17\.8|17 million/)
  expect(rootTourism.text).toContain(
    "In the US Census Bureau's American Community Survey for 2021, 15.9 million Americans, 4.8 percent of the population, reported Italian ancestry",
  )
  const about = aboutSource.replace(/\s+/g, ' ')
  expect(about).not.toMatch(/17 million/)
  expect(about).toContain(
    'In 2021, 15.9 million Americans reported Italian ancestry (US Census Bureau, American Community Survey).',
  )
})

test('the draft cards name who had to register (NARA: men born 1872–1900)', () => {
  expect(guide.text).not.toMatch(/almost every man living in the United States/)
  expect(guide.text).toContain(
    'only men born between 1872 and 1900 had to register, so an emigrant born earlier has no card',
  )
})

test('FamilySearch is not promised as the place to see the state archives’ images', () => {
  expect(guide.text).not.toMatch(/free account is needed to see the images/i)
  expect(guide.text).toContain(
    'For the registers of the Italian state archives, though, the official place to see the images is Antenati',
  )
  expect(render(marcheArticle).text).not.toMatch(/FamilySearch films/)
})

test('the draft lists were drawn up by each comune; the districts kept the service records', () => {
  expect(guide.text).not.toMatch(/kept by military district/)
  // Round three (ADR 248): Antenati says "almost all state archives" keep them, "to varying degrees".
  expect(guide.text).not.toMatch(/holds the lists of all its comuni/)
  expect(guide.text).toContain(
    'almost all state archives keep the lists, though to varying extents',
  )
  expect(guide.text).toContain(
    'The service records (ruoli matricolari), kept by the military districts',
  )
})

test('the 1901–1914 shares rank no region: the ranks rested on one secondary study (ADR 248)', () => {
  const sicily = render(sicilyArticle).text
  const campania = render(campaniaArticle).text
  expect(sicily).not.toMatch(/second only to the Veneto/)
  expect(campania).not.toMatch(/third largest share/)
  expect(sicily).toContain(
    "Sicily alone supplied about 12.6 percent of all Italian emigrants, by one study's count of the official statistics",
  )
  expect(campania).toContain(
    "the region supplied about 11 percent of all Italian emigrants, by one study's count of the official statistics",
  )
})

test('the Sicilian emigration figure states its years and claims no million and a half', () => {
  const texts = [
    render(sicilyArticle).text,
    sicilyCard.description,
    sicilyCard.excerpt,
    JSON.stringify(sicilyFallback),
    ...itineraries.map((itinerary) => JSON.stringify(itinerary)),
  ]
  for (const text of texts) expect(text).not.toMatch(/1\.5 million Sicilians|million and a half/)
  expect(render(sicilyArticle).text).toContain(
    'Between 1876 and 1915, well over a million Sicilians emigrated',
  )
})

test('/how-it-works gives the registers’ start by region (Antenati FAQ: 1866, but Lazio 1870, the Veneto 1871, Trentino 1918)', () => {
  const text = JSON.stringify(howItWorksItems)
  expect(text).not.toMatch(/mostly from 1806-1820|continuous everywhere only from 1866/)
  expect(text).toContain(
    'only from 1870 in Lazio and Rome, 1871 in the Veneto and Friuli, and after 1918 in Trentino-Alto Adige',
  )
})

test('the citizenship section links the three legal texts, the 2026 decision’s referral and the Budget Law', () => {
  for (const href of [
    'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legge:2025-03-28;36',
    'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:1992-02-05;91',
    'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2025-05-23;74',
    'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2025-12-30;199',
    'https://www.cortecostituzionale.it/scheda-ordinanza/2025/167',
    'https://antenati.cultura.gov.it/information-on-the-use-of-portal-images/?lang=en',
  ])
    expect(guide.html).toContain(`href="${href}"`)
  expect(guide.text).toContain('On 12 March 2026 the Constitutional Court announced its decision')
  expect(guide.text).toContain('between 1 July 2025 and 31 December 2027')
  expect(guide.text).toContain('after two years of legal residence in Italy instead of three')
  expect(guide.text).toContain('three years from the birth, instead of one')
  expect(guide.text).toContain('from 1 January 2026')
  expect(guide.text).toContain('The images on Antenati have no legal value in an application')
})

// Round three (issue 47, docs/decisions/248-content-round-three.md; the check: docs/content-review-2026-11-28.md).
test('the doubtful claims are sourced from a scholarly table or rewritten to what the sources support', () => {
  const puglia = render(pugliaArticle).text
  expect(puglia).not.toMatch(/under 2 people per 1,000/)
  expect(puglia).toContain(
    "net emigration between 1871 and 1951 took about 21 percent of Puglia's natural growth, against 50 percent in Calabria",
  )
  const campania = render(campaniaArticle).text
  expect(campania).not.toMatch(/since 1903/)
  expect(campania).toContain('San Paolino for more than a century')
  const calabria = render(calabriaArticle).text
  expect(calabria).not.toMatch(/added it to its list of new Italian words in 2023/)
  expect(calabria).toContain('in March 2023 the newspaper la Repubblica reported')
  expect(guide.text).not.toMatch(/Each provincial capital has an Archivio di Stato/)
})

test('the 2026 judgment: what is confirmed, and the later referral named (no number could be confirmed)', () => {
  expect(guide.text).not.toMatch(/The Court publishes the decision's full text/)
  expect(guide.text).toContain(
    "The judgment's number and the date its full text was filed could not be confirmed on the Court's own site as of November 28, 2026",
  )
  expect(guide.text).toContain(
    'A later referral on the same rule, by the Court of Mantua in October 2025',
  )
})
