import rootTourism from '@/content/articles/what-is-root-tourism.md?article'
import { regionIds, regionNames } from '@/content/region-ids'
import { regionPages } from '@/content/region-pages'
import { findRegion, regions } from '@/content/regions'
import type { RegionFallback } from '@/content/regions/types'
import { renderArticleMarkdown } from '@/lib/article/render-markdown'
import {
  loadRegionFallback,
  loadRegionMarkdownArticle,
  resolveRegionArticle,
} from './region-article-source'
import { loadRegionContent } from './region-content'

const regionFallbacks = Object.fromEntries(
  await Promise.all(regionIds.map(async (id) => [id, await loadRegionFallback(id)] as const)),
) as Record<(typeof regionIds)[number], RegionFallback>

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
  // The Region record (docs/product/rules.md, "Region") is one folder per region, a file per use (ADR 111).
  for (const copy of [regionPages, regionFallbacks]) {
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

test('every region markdown exists and follows the article rules, with sections', async () => {
  for (const region of regions) {
    const article = await loadRegionMarkdownArticle(region.id)
    expect(article?.ok, region.slug).toBe(true)
    expect(article!.bodyHtml.match(/<section /g)!.length, region.slug).toBeGreaterThanOrEqual(3)
  }
})

test('the root-tourism guide follows the article rules, with sections', () => {
  expect(rootTourism.ok).toBe(true)
  expect(rootTourism.bodyHtml.match(/<section /g)!.length).toBeGreaterThanOrEqual(5)
})

test('loadRegionContent reads the region markdown once and caches it', async () => {
  const sicily = findRegion('sicily')!
  const first = loadRegionContent(sicily)
  expect(loadRegionContent(sicily)).toBe(first)
  const content = await first
  expect(content.source).toBe('markdown')
  expect(content.titleHtml).toBe('Sicily')
  expect(content.subtitleHtml).toBe('Where Your Family&#39;s Story Meets the Mediterranean')
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
    const article = markdown === undefined ? undefined : renderArticleMarkdown(markdown)
    const content = await resolveRegionArticle(calabria, article)
    expect(content).toMatchObject({ titleHtml: 'Calabria', source: 'fallback' })
    expect(content.subtitleHtml).toBe(fallback.subtitle.replace(/'/g, '&#39;'))
    const dom = document.createElement('div')
    dom.innerHTML = content.bodyHtml
    expect(dom.firstElementChild!.textContent).toBe(fallback.introduction)
    expect([...dom.querySelectorAll('section > h2')].map((h) => h.textContent)).toEqual(
      fallback.sections.map((section) => section.title),
    )
  }
})

test('a markdown title without subtitle keeps the record subtitle', async () => {
  const marche = findRegion('marche')!
  const content = await resolveRegionArticle(
    marche,
    renderArticleMarkdown('# Marche\n\nIntro.\n\n## One\n\nText.'),
  )
  expect(content).toMatchObject({
    titleHtml: 'Marche',
    subtitleHtml: regionFallbacks.marche.subtitle.replace(/'/g, '&#39;'),
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
  await resolveRegionArticle(
    puglia,
    renderArticleMarkdown('# Puglia: Sub\n\nIntro.\n\n## One\n\nText.'),
    fallback,
  )
  expect(loads).toBe(0)
  await resolveRegionArticle(puglia, undefined, fallback)
  expect(loads).toBe(1)
})
