/**
 * Abruzzo: its id (the /blog/abruzzo slug, the lower-cased name) and name. Everything else about it is in this
 * folder: card.ts, page.ts, fallback.ts, article.md (docs/content.md).
 */
export const region = { id: 'abruzzo', name: 'Abruzzo' } as const
