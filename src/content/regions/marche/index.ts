/**
 * Marche: its id (the /blog/marche slug, the lower-cased name) and name. Everything else about it is in this
 * folder: card.ts, page.ts, fallback.ts, article.md (docs/content.md).
 */
export const region = { id: 'marche', name: 'Marche' } as const
