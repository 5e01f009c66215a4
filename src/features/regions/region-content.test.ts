import { loadRegionMarkdown } from '@/content/region-articles'
import { regionIds, regionNames } from '@/content/region-ids'
import { findRegion, regions } from '@/content/regions'
import markdown from '@/content/articles/what-is-root-tourism.md?raw'
import { parseRegionMarkdown } from './parse-region-markdown'
import { loadRegionContent, resolveRegionContent } from './region-content'

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

test('every region record is complete', () => {
  for (const region of regions) {
    for (const text of [
      region.description,
      region.excerpt,
      region.fullContent.subtitle,
      region.fullContent.introduction,
      region.fullContent.callToAction.title,
      region.fullContent.callToAction.description,
      region.fullContent.callToAction.buttonText,
      region.seo.title,
      region.seo.description,
    ]) {
      expect(typeof text, region.slug).toBe('string')
      expect(text.trim(), region.slug).not.toBe('')
    }
    expect(region.fullContent.sections.length, region.slug).toBeGreaterThan(0)
    for (const section of region.fullContent.sections) {
      expect(section.title.trim(), region.slug).not.toBe('')
      expect(section.content.trim(), region.slug).not.toBe('')
    }
    expect(region.seo.keywords.length, region.slug).toBeGreaterThan(0)
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
  expect(content.title).toBe('Sicily')
})

test('missing or malformed markdown falls back to the region record', () => {
  const calabria = findRegion('calabria')!
  for (const markdown of [
    undefined,
    'no title here\n\n## Section\n\ntext',
    '# Calabria: x\n\nIntro only.',
  ]) {
    expect(resolveRegionContent(calabria, markdown)).toEqual({
      title: 'Calabria',
      subtitle: calabria.fullContent.subtitle,
      introduction: calabria.fullContent.introduction,
      sections: calabria.fullContent.sections,
      source: 'fallback',
    })
  }
})

test('a markdown title without subtitle keeps the record subtitle', () => {
  const marche = findRegion('marche')!
  const content = resolveRegionContent(marche, '# Marche\n\nIntro.\n\n## One\n\nText.')
  expect(content).toMatchObject({
    title: 'Marche',
    subtitle: marche.fullContent.subtitle,
    source: 'markdown',
  })
})
