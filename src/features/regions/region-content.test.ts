import { loadRegionFallback, loadRegionMarkdown } from '@/content/region-articles'
import { regionIds, regionNames } from '@/content/region-ids'
import { findRegion, regions } from '@/content/regions'
import { regionCards } from '@/content/regions/region-cards'
import { regionFallbacks } from '@/content/regions/region-fallbacks'
import { regionPages } from '@/content/regions/region-pages'
import markdown from '@/content/articles/what-is-root-tourism.md?raw'
import { parseRegionMarkdown } from './parse-region-markdown'
import { resolveRegionContent } from './region-article-source'
import { loadRegionContent } from './region-content'

// Content contract: the invariants every region record and article must keep, whoever edits the words.

test('there are eight regions, in the order of regionIds, with unique slugs equal to the lower-cased name', () => {
  expect(regions).toHaveLength(8)
  expect(regions.map((region) => region.slug)).toEqual([...regionIds])
  expect(new Set(regions.map((region) => region.slug)).size).toBe(8)
  for (const region of regions) {
    expect(region.name).toBe(regionNames[region.id])
    expect(region.slug).toBe(region.name.toLowerCase())
    expect(findRegion(region.slug)).toBe(region)
  }
  expect(findRegion('lombardy')).toBeUndefined()
  expect(findRegion(undefined)).toBeUndefined()
})

test('every region record is complete (cards, page copy and fallback article together)', async () => {
  // The Region record (docs/product/rules.md, "Region") is split by where each part is used (ADR 066): every part has all 8 regions.
  for (const copy of [regionCards, regionPages, regionFallbacks]) {
    expect(Object.keys(copy).sort()).toEqual([...regionIds].sort())
  }
  for (const region of regions) {
    const { callToAction, seo } = regionPages[region.id]
    const fullContent = { ...(await loadRegionFallback(region.id)), callToAction }
    expect(fullContent).toEqual({ ...regionFallbacks[region.id], callToAction })
    for (const text of [
      region.description,
      region.excerpt,
      fullContent.subtitle,
      fullContent.introduction,
      fullContent.callToAction.title,
      fullContent.callToAction.description,
      fullContent.callToAction.buttonText,
      seo.title,
      seo.description,
    ]) {
      expect(typeof text, region.slug).toBe('string')
      expect(text.trim(), region.slug).not.toBe('')
    }
    expect(fullContent.sections.length, region.slug).toBeGreaterThan(0)
    for (const section of fullContent.sections) {
      expect(section.title.trim(), region.slug).not.toBe('')
      expect(section.content.trim(), region.slug).not.toBe('')
    }
    expect(seo.keywords.length, region.slug).toBeGreaterThan(0)
  }
})

test('region cards carry only the card texts', () => {
  for (const region of regions) {
    expect(Object.keys(region).sort()).toEqual(
      ['description', 'excerpt', 'heroImage', 'id', 'image', 'name', 'slug'].sort(),
    )
  }
})

// The file names in public/images/regions, resolved by Vite when the test is transformed (nothing is loaded).
const publicImages = Object.keys(import.meta.glob('/public/images/regions/*.svg')).map((file) =>
  file.replace(/^\/public/, ''),
)

test('every region image exists in public/', () => {
  expect(publicImages.length).toBeGreaterThanOrEqual(16)
  for (const region of regions) {
    expect(publicImages, region.slug).toContain(region.image)
    expect(publicImages, region.slug).toContain(region.heroImage)
  }
})

test('every region markdown exists and parses into sections', async () => {
  for (const region of regions) {
    const parsed = parseRegionMarkdown(await loadRegionMarkdown(region.slug))
    expect(parsed, region.slug).not.toBeNull()
    expect(parsed!.sections.length, region.slug).toBeGreaterThanOrEqual(3)
  }
})

test('the root-tourism guide parses into sections', () => {
  const parsed = parseRegionMarkdown(markdown)
  expect(parsed).not.toBeNull()
  expect(parsed!.sections.length).toBeGreaterThanOrEqual(5)
})

test('loadRegionContent reads the region markdown once and caches it', async () => {
  const sicily = findRegion('sicily')!
  const first = loadRegionContent(sicily)
  expect(loadRegionContent(sicily)).toBe(first)
  const content = await first
  expect(content.source).toBe('markdown')
  expect(content.titleHtml).toBe('Sicily')
  expect(content.subtitleHtml).toBe('Where Your Family&#x27;s Story Meets the Mediterranean')
  expect(content.bodyHtml).toContain(
    '<h2 class="text-display-md font-semibold">An Island of Nine Provinces</h2>',
  )
})

test('missing or malformed markdown falls back to the region record', async () => {
  const calabria = findRegion('calabria')!
  const fallback = regionFallbacks.calabria
  for (const markdown of [
    undefined,
    'no title here\n\n## Section\n\ntext',
    '# Calabria: x\n\nIntro only.',
  ]) {
    expect(await resolveRegionContent(calabria, markdown)).toEqual({
      title: 'Calabria',
      subtitle: fallback.subtitle,
      introduction: fallback.introduction,
      sections: fallback.sections,
      source: 'fallback',
    })
  }
})

test('a markdown title without subtitle keeps the record subtitle', async () => {
  const marche = findRegion('marche')!
  const content = await resolveRegionContent(marche, '# Marche\n\nIntro.\n\n## One\n\nText.')
  expect(content).toMatchObject({
    title: 'Marche',
    subtitle: regionFallbacks.marche.subtitle,
    source: 'markdown',
  })
})

test('the fallback article is only loaded when the markdown cannot be used', async () => {
  const puglia = findRegion('puglia')!
  let loads = 0
  const fallback = async () => {
    loads += 1
    return regionFallbacks.puglia
  }
  await resolveRegionContent(puglia, '# Puglia: Sub\n\nIntro.\n\n## One\n\nText.', fallback)
  expect(loads).toBe(0)
  await resolveRegionContent(puglia, undefined, fallback)
  expect(loads).toBe(1)
})
