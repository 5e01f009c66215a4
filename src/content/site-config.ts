/**
 * Every brand fact lives here, so the owners change them in one place (docs/product/rules.md, "Brand and configuration").
 * Values marked PLACEHOLDER are for the owners to fill in.
 */
export const siteConfig = {
  name: 'Radici',
  tagline: 'Italian Heritage Journeys',
  description:
    'Radici turns your family tree into a tailor-made trip to Italy, with local travel agencies and genealogists who know the archives, villages and traditions of your ancestors.',
  keywords: [
    'Italian heritage travel',
    'ancestral tourism Italy',
    'root tourism',
    'Italian genealogy',
    'Italian-American family history',
  ],
  copyrightYear: 2025,
  contact: {
    // PLACEHOLDER mailboxes: the owners replace them with the real ones.
    general: 'hello@radici.example',
    privacy: 'privacy@radici.example',
  },
  social: {
    facebook: 'https://www.facebook.com/radici.travel',
    instagram: 'https://www.instagram.com/radici.travel',
    linkedin: 'https://www.linkedin.com/company/radici-travel',
  },
  /** External legal pages; when empty the footer links to the site's own /privacy, /cookies and /terms. */
  legal: {
    privacyUrl: '',
    cookiesUrl: '',
    termsUrl: '',
  },
  partners: {
    chamberOfCommerce: {
      // PLACEHOLDER: the owners name the chamber of commerce and provide its logo.
      name: 'Chamber of Commerce (partner name to be confirmed)',
      logo: '/images/partners/chamber-of-commerce.svg',
    },
    insurance: {
      // PLACEHOLDER: the owners name the insurance partner and its affiliate link.
      name: 'Travel insurance partner (name to be confirmed)',
      logo: '/images/partners/insurance-partner.svg',
      url: 'https://insurance-partner.example/radici',
    },
  },
  /** The how-it-works video, loaded only when the visitor asks for it. */
  howItWorksVideoUrl: 'https://www.youtube-nocookie.com/embed/VIDEO_ID_TO_BE_CONFIRMED',
} as const

export type SiteConfig = typeof siteConfig
