import { env } from '@/config/env'
import { defaultShareCard, SHARE_CARD_SIZE, type ShareCard } from '@/config/share-cards'
import { siteConfig } from '@/content/site-config'
import { formatTitle } from './format-title'

export interface SeoProps {
  title: string
  description: string
  /** Path of the page's canonical URL, e.g. "/blog/sicily". Made absolute with the configured site URL. */
  path: string
  keywords?: readonly string[]
  /** The page's share card (src/config/share-cards.ts): a 1200 × 630 JPEG drawn at build time, with its alt. */
  image?: ShareCard
  type?: 'website' | 'article'
  /** Pages that must never be indexed (admin, auth, thank-you). */
  noindex?: boolean
  jsonLd?: Record<string, unknown> | Array<Record<string, unknown>>
}

export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path
  return `${env.siteUrl}${path.startsWith('/') ? path : `/${path}`}`
}

/**
 * One component sets all of a page's metadata (docs/product/public-site.md, "Page metadata").
 * React 19 hoists <title>, <meta> and <link> into <head> wherever they render (in the browser and in the
 * prerender), so no head manager is needed: react-helmet-async 3 only passed them through on React 19 and
 * cost ~5 KB gzip in every page's JavaScript (docs/decisions/061-javascript-budget.md).
 * The JSON-LD data block stays where the page renders it (search engines read it anywhere in the document).
 */
export function Seo({
  title,
  description,
  path,
  keywords = siteConfig.keywords,
  image = defaultShareCard,
  type = 'website',
  noindex = false,
  jsonLd,
}: SeoProps) {
  const fullTitle = formatTitle(title)
  const url = absoluteUrl(path)
  const imageUrl = absoluteUrl(image.path)
  const robots = noindex ? 'noindex, nofollow' : 'index, follow'
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords.join(', ')} />
      <meta name="robots" content={robots} />
      {/* A noindex page (admin, auth, thank-you, 404) declares no canonical URL: the 404 page is served for
          any unknown path, so its HTML must not name one. */}
      {!noindex && <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={siteConfig.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {!noindex && <meta property="og:url" content={url} />}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:type" content="image/jpeg" />
      <meta property="og:image:width" content={String(SHARE_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SHARE_CARD_SIZE.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={image.alt} />
      {jsonLd && (
        <script
          type="application/ld+json"
          // JSON, with "<" escaped so that no string inside can close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
        />
      )}
    </>
  )
}
