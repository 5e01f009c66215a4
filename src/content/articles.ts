/**
 * Blog articles other than the region pages. The words are in ./articles/<slug>.md; the facts a page shows
 * around them (docs/product/public-site.md, "Root-tourism guide") are here.
 */
export const rootTourismArticle = {
  slug: 'what-is-root-tourism',
  title: 'What Is Root Tourism?',
  description:
    'What root tourism is, why it is growing and how to plan an ancestral journey to Italy: a guide for Italian-Americans tracing their family roots.',
  keywords: [
    'root tourism',
    'ancestral travel',
    'Italian heritage travel',
    'Italian genealogy trip',
  ],
  image: '/images/regions/home-hero.svg',
  publishedAt: '2024-01-15',
  publishedLabel: 'January 15, 2024',
  readingTime: '8 min read',
} as const

/** The shared research guide every region article links to (docs/content.md). */
export const researchGuideArticle = {
  slug: 'italian-family-research-guide',
  title: 'Italian Family Research Guide',
  description:
    'Find the Italian town your ancestors came from: passenger lists, naturalization papers, Antenati, FamilySearch, state archives, draft lists and the 2025 law.',
  keywords: [
    'Italian genealogy',
    'Antenati',
    'find ancestor comune',
    'Italian civil records',
    'Italian citizenship 2025',
  ],
} as const
