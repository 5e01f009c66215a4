/**
 * Puglia: its id (the /blog/puglia slug, the lower-cased name) and name. Everything else about it is in this
 * folder: card.ts, page.ts, fallback.ts, article.md (docs/content.md).
 */
export const region = { id: 'puglia', name: 'Puglia' } as const
