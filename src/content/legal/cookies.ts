import { siteConfig, writeToWords } from '@/content/site-config'
import type { LegalDocument } from './legal-document'

export const cookieCategoryIds = ['essential', 'functional', 'analytics', 'marketing'] as const
export type CookieCategoryId = (typeof cookieCategoryIds)[number]

export interface CookieCategory {
  id: CookieCategoryId
  label: string
  description: string
  /** The state shown before the visitor saves a choice (docs/product/public-site.md, "Legal pages"). */
  defaultEnabled: boolean
  /** Essential cookies keep the site working and cannot be switched off (docs/product/public-site.md, "Legal pages"). */
  required: boolean
}

/** The four preference rows: Essential and Functional on, Analytics and Marketing off by default. */
export const cookieCategories: readonly CookieCategory[] = [
  {
    id: 'essential',
    label: 'Essential',
    description:
      'Needed for the website to work, for example to remember your cookie choices and keep forms secure. They cannot be switched off.',
    defaultEnabled: true,
    required: true,
  },
  {
    id: 'functional',
    label: 'Functional',
    description:
      'Remember choices that make the site easier to use, such as a form you started filling in.',
    defaultEnabled: true,
    required: false,
  },
  {
    id: 'analytics',
    label: 'Analytics',
    description:
      'Help us understand, in aggregate and anonymously, which pages are useful so we can improve them.',
    defaultEnabled: false,
    required: false,
  },
  {
    id: 'marketing',
    label: 'Marketing',
    description: 'Used to measure our campaigns and show you relevant content on other websites.',
    defaultEnabled: false,
    required: false,
  },
]

export const cookiePolicy: LegalDocument = {
  title: 'Cookie Policy',
  lastUpdated: 'May 2, 2025',
  lastUpdatedIso: '2025-05-02',
  summary: `What cookies ${siteConfig.name} uses, and how you choose which ones you accept.`,
  sections: [
    {
      id: 'what-are-cookies',
      title: 'What Are Cookies?',
      paragraphs: [
        'Cookies are small text files that a website stores in your browser. Similar technologies, such as local storage, work the same way; in this policy we call them all cookies.',
      ],
    },
    {
      id: 'how-we-use-cookies',
      title: 'How We Use Cookies',
      paragraphs: [
        'We use a few essential cookies to run the site. We use other cookies only if you allow them below, and you can change your mind at any time on this page. Embedded videos load only when you press play.',
      ],
    },
    {
      id: 'questions',
      title: 'Questions',
      paragraphs: [
        `For any question about cookies or your privacy, write to us ${writeToWords(siteConfig.contact.privacy)}.`,
      ],
    },
  ],
}
