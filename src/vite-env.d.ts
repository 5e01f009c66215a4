/// <reference types="vite/client" />

/** Always set: vite.config.ts checks them (src/config/env-schema.ts) and fills local defaults for local builds. */
interface ImportMetaEnv {
  readonly VITE_SITE_URL: string
  readonly VITE_SUPABASE_URL: string
  readonly VITE_SUPABASE_PUBLISHABLE_KEY: string
  readonly VITE_ADMIN_EMAILS: string
  readonly VITE_NEWSLETTER_FORM_URL: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** A markdown article rendered to HTML by the build (scripts/build/vite-article-plugin.ts, ADR 110). */
declare module '*.md?article' {
  import type { RenderedArticle } from '@/lib/article/article-body'
  const article: RenderedArticle
  export default article
}

/** The comuni's search data, built at build time by scripts/build/vite-comuni-index.ts (docs/decisions/100). */
declare module 'virtual:comuni-index' {
  export const regions: string[]
  /** The English name of each region of `regions`, in the same order (src/content/italian-regions.ts). */
  export const regionNames: string[]
  /** [sigla, name, region index] */
  export const provinces: Array<[string, string, number]>
  /** One line per comune: "name<TAB>province index". */
  export const towns: string
}
