/**
 * The parts of a region record (docs/product/rules.md, "Region"), one file each in the region's folder
 * (src/content/regions/<id>/), so that each page's scripts hold only the parts it shows (ADR 111):
 * index.ts (id, name), card.ts, page.ts, fallback.ts and article.md.
 */

/** The words of a region card (home page, /blog, "More heritage regions"). */
export interface RegionCardCopy {
  /** One or two sentences for region cards. */
  description: string
  /** One sentence of about twenty words. */
  excerpt: string
}

export interface RegionCallToAction {
  title: string
  description: string
  buttonText: string
}

export interface RegionSeo {
  title: string
  /** 150-160 characters, checked by region-content.test.ts. */
  description: string
  keywords: string[]
}

/** What a region page (/blog/{id}) shows around its article and puts in its head (fullContent.callToAction, seo). */
export interface RegionPageCopy {
  callToAction: RegionCallToAction
  seo: RegionSeo
}

export interface RegionSection {
  title: string
  /** Plain text; paragraphs separated by blank lines. */
  content: string
}

/** The region record's own article (fullContent: subtitle, introduction, sections), the markdown's fallback. */
export interface RegionFallback {
  subtitle: string
  introduction: string
  sections: RegionSection[]
}
