/**
 * Every brand fact lives here, so the owners change them in one place (docs/product/rules.md, "Brand and configuration").
 * The values only the owners can give are `null` until they fill them in: every page shows something sensible
 * meanwhile (docs/decisions/130-owner-values-before-launch.md), and `npm run check:launch` lists each one still
 * missing (the list: src/content/launch-checklist.ts).
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
    /** OWNER VALUE: the public mailbox, e.g. 'hello@…'. Until set, pages point to the contact form. */
    general: null as string | null,
    /** OWNER VALUE: the privacy mailbox, e.g. 'privacy@…'. Until set, pages point to the contact form. */
    privacy: null as string | null,
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
      /** OWNER VALUE: the chamber of commerce's name (and its logo at `logo`). Until set, no logo is shown. */
      name: null as string | null,
      logo: '/images/partners/chamber-of-commerce.svg',
    },
    insurance: {
      /** OWNER VALUE: the insurance partner's name (and its logo at `logo`). Until set, it is not named. */
      name: null as string | null,
      logo: '/images/partners/insurance-partner.svg',
      /** OWNER VALUE: the partner's affiliate link (https). Until set, there is no link to follow. */
      url: null as string | null,
      /**
       * OWNER VALUE: true once the owners have checked that the named partner is a certified B Corp (its entry in
       * B Lab's directory). Until then the site makes no B Corp claim (docs/decisions/248).
       */
      bCorpCertified: false as boolean,
      /**
       * OWNER VALUE: the share of each purchase's revenue the partner gives to a planet-impact fund, in percent, as
       * the partner's own terms state it. Until set, the site states no pledge (docs/decisions/248).
       */
      planetFundPercent: null as number | null,
    },
  },
  /**
   * OWNER VALUE: the how-it-works video's embed URL (`https://www.youtube-nocookie.com/embed/<id>`), loaded only
   * when the visitor asks for it. Until set, /how-it-works shows no video section.
   */
  howItWorksVideoUrl: null as string | null,
} as const

export type SiteConfig = typeof siteConfig

/** Where a visitor writes until the owners set the mailboxes: the contact form (docs/decisions/130). */
export const CONTACT_FORM_WORDS = 'through the contact form on our website'

/** "at hello@…" once the mailbox is set, "through the contact form on our website" until then. */
export function writeToWords(mailbox: string | null): string {
  return mailbox ? `at ${mailbox}` : CONTACT_FORM_WORDS
}
