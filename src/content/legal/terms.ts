import { siteConfig, writeToWords } from '@/content/site-config'
import type { LegalDocument } from './legal-document'

const { contact, name } = siteConfig

/** /terms (docs/product/public-site.md, "Legal pages"): 8 sections; a marketplace connecting travelers with local agencies; New York and US law. */
export const termsAndConditions: LegalDocument = {
  title: 'Terms and Conditions',
  lastUpdated: 'May 2, 2025',
  lastUpdatedIso: '2025-05-02',
  summary: `The terms that apply when you use the ${name} website and our matching service.`,
  sections: [
    {
      id: 'about-these-terms',
      title: '1. About These Terms',
      paragraphs: [
        `These terms apply to your use of the ${name} website and services. By using the website or sending us a request you accept them. If you do not agree, please do not use the service.`,
      ],
    },
    {
      id: 'our-service',
      title: '2. Our Service',
      paragraphs: [
        `${name} is a marketplace that connects travelers with independent local travel agencies and genealogical experts in Italy. We help you describe your family story and your trip, and we introduce you to the partner best suited to plan it.`,
        `${name} is not a tour operator or a travel agency. Your travel arrangements are made directly with the partner agency, under that agency’s own booking conditions, which it gives you before you book.`,
      ],
    },
    {
      id: 'your-requests',
      title: '3. Your Requests and Information',
      paragraphs: [
        'Please give accurate information when you contact us. You confirm that you have the right to share any information about relatives that you send us.',
        'Sending a request is free and does not commit you to book anything.',
      ],
    },
    {
      id: 'partners',
      title: '4. Partner Agencies and Experts',
      paragraphs: [
        'We select our partners carefully, but they are independent businesses. They are responsible for the services they provide, including bookings, prices, payments, cancellations and refunds.',
      ],
    },
    {
      id: 'research-results',
      title: '5. Genealogical Research',
      paragraphs: [
        'How far back a family can be traced depends on the records that have survived. Research is carried out with care, but no particular result can be guaranteed.',
      ],
    },
    {
      id: 'website-content',
      title: '6. Website Content',
      paragraphs: [
        `The texts, images and design of this website belong to ${name} or its licensors. Sample itineraries are for inspiration only: every journey is planned individually.`,
      ],
    },
    {
      id: 'liability',
      title: '7. Limitation of Liability',
      paragraphs: [
        `To the extent allowed by law, ${name} is not liable for the acts or omissions of partner agencies or experts, or for indirect or consequential losses arising from the use of the website.`,
      ],
    },
    {
      id: 'governing-law',
      title: '8. Governing Law and Contact',
      paragraphs: [
        'These terms are governed by the laws of the State of New York and the federal laws of the United States of America. Any dispute will be brought before the competent courts of the State of New York.',
        `Questions about these terms? Write to us ${writeToWords(contact.general)}.`,
      ],
    },
  ],
}
