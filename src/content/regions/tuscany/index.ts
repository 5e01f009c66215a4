/**
 * Tuscany: its id (the /blog/tuscany slug, the lower-cased name) and name. Everything else about it is in this
 * folder: card.ts, page.ts, fallback.ts, article.md (docs/content.md).
 */
export const region = { id: 'tuscany', name: 'Tuscany' } as const
