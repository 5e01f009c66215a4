import { siteConfig } from '@/content/site-config'

/** Suffix ' | Radici' unless the title already contains the site name (docs/product/public-site.md, "Page metadata"). */
export function formatTitle(title: string, siteName: string = siteConfig.name): string {
  const trimmed = title.trim()
  if (!trimmed) return siteName
  if (trimmed.toLowerCase().includes(siteName.toLowerCase())) return trimmed
  return `${trimmed} | ${siteName}`
}
