/**
 * Molise: its id (the /blog/molise slug, the lower-cased name) and name. Everything else about it is in this
 * folder: card.ts, page.ts, fallback.ts, article.md (docs/content.md).
 */
export const region = { id: 'molise', name: 'Molise' } as const
