import { siteConfig, writeToWords } from '@/content/site-config'
import type { LegalDocument } from './legal-document'

const { contact, name } = siteConfig

/** /privacy (docs/product/public-site.md, "Legal pages"): last updated May 2, 2025; four sections: introduction, information collected, use, contact. */
export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: 'May 2, 2025',
  lastUpdatedIso: '2025-05-02',
  summary: `How ${name} collects, uses and protects the personal information you share with us.`,
  sections: [
    {
      id: 'introduction',
      title: 'Introduction',
      paragraphs: [
        `${name} helps people of Italian descent plan heritage journeys with local travel agencies and genealogists in Italy. To do that we need some information about you and your family. This policy explains, in plain English, what we collect, why, and the choices you have.`,
        'We only collect what we need to answer your request, we never sell your personal information, and we share it only with the partners who help plan your journey.',
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      paragraphs: [
        'We collect information you give us and a small amount of technical information:',
      ],
      list: [
        'Contact details: your first and last name, e-mail address and, if you choose, your phone number.',
        'Trip details: the regions you are interested in, when you would like to travel, how long, and what kind of genealogical research you would like.',
        'Family details you choose to share, such as ancestors’ names, dates and towns of origin, and documents you send us.',
        'Your private journey page, if you use it: the ancestors, documents checklist, travel wishes and files (scans and photos) you add there. They are kept in private storage at Supabase, our database and file storage provider, that only our team can read; a file opens only through a link that expires after one minute. Your page’s private link stops working 180 days after its last use, two years after it was made, or when we replace or revoke it; a new link you ask for replaces it the first time you use the new one. We keep your story as long as we keep your inquiry; “Delete my story” on the page removes the story and every file at once, for good, and we keep only a note that it was deleted; anything still uploading at that moment is removed within a few hours. A file whose upload was never finished is removed within three hours.',
        'Newsletter preferences, if you subscribe.',
        'Technical information such as your browser type and the pages you visit, collected through essential cookies and, only with your consent, analytics cookies (see our Cookie Policy).',
        'Where your request came from: the first page of your visit, the website that sent you (its name only, such as news.example.org, never the page), the campaign tags of the link you followed (utm_source, utm_medium, utm_campaign) and the page on which you opened the form (never your private journey or booking page, whose address holds your link). Your browser keeps them in this tab’s session storage until the tab is closed; they reach us only with a request you send, and are stored with it.',
        'Anonymous counts: per day and per page, how many times a page is shown and each step of the form is reached. No cookie is used and nothing is stored on your device for this, and we keep no IP address, no browser details and no identifier. Only if you turn on Analytics in the cookie preferences does a count also say which website or campaign brought you (never who you are).',
      ],
    },
    {
      id: 'how-we-use-your-information',
      title: 'How We Use Your Information',
      paragraphs: ['We use your information to:'],
      list: [
        'reply to your request and schedule your consultation call;',
        'prepare your research and travel plan, and share the relevant details with the local agency or genealogist who will work on it (only after you have asked us to);',
        'send you our newsletter, if you have subscribed (every e-mail has an unsubscribe link);',
        'keep the website secure and understand, in aggregate, how it is used so we can improve it.',
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      paragraphs: [
        `You can ask us at any time to see, correct or delete the personal information we hold about you, or to stop using it for a given purpose. Write to our privacy team ${writeToWords(contact.privacy)}. For any other question, write to us ${writeToWords(contact.general)}.`,
        'We answer every request within 30 days.',
      ],
    },
  ],
}
