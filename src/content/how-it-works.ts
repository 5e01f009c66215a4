/** The /how-it-works accordion (docs/product/public-site.md, "How it works"): three questions and their full answers. */
export type AnswerBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; title?: string; ordered?: boolean; items: readonly string[] }
  | { kind: 'facts'; items: readonly { term: string; detail: string }[] }

export interface HowItWorksItem {
  id: 'process' | 'research' | 'cost'
  question: string
  answer: readonly AnswerBlock[]
}

export const STARTING_PRICE_USD = 890

export const howItWorksItems: readonly HowItWorksItem[] = [
  {
    id: 'process',
    question: 'How does our process work?',
    answer: [
      {
        kind: 'list',
        ordered: true,
        items: [
          'You fill in our 4-step consultation form: which Italian regions you are interested in, when you would like to travel, and what you expect from the genealogical research.',
          'We ask you for additional information: any documents you have, your ancestors’ names, their birth dates, their town of origin and your travel preferences.',
          'We prepare a customized research and travel plan with our local partners and send it to you.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Would you rather talk it through? A call with our team is available on request at any step.',
      },
    ],
  },
  {
    id: 'research',
    question: 'What does our genealogical research include?',
    answer: [
      {
        kind: 'facts',
        items: [
          {
            term: 'Depth',
            detail:
              'Back to the 18th century (about 250-300 years), or to the 15th century when the records exist.',
          },
          {
            term: 'Family scope',
            detail: 'Your direct lineage, or your extended family.',
          },
          {
            term: 'Delivery formats',
            detail:
              'PDF reports, printed family books, interactive digital presentations, or a custom format.',
          },
          {
            term: 'What we need to start',
            detail: 'At minimum, a surname and a place of birth.',
          },
        ],
      },
    ],
  },
  {
    id: 'cost',
    question: 'How much does it cost?',
    answer: [
      {
        kind: 'paragraph',
        text: `Genealogical research starts from $${STARTING_PRICE_USD} USD.`,
      },
      {
        kind: 'list',
        title: 'The final price depends on where the records are kept:',
        items: [
          'Digital archives, searched remotely: civil registers online from 1809 in the south, 1820 in Sicily and 1866 in most of the rest of Italy, but only from 1870 in Lazio and Rome, 1871 in the Veneto and Friuli, and after 1918 in Trentino-Alto Adige and the formerly Austrian areas; earlier records (back to the 1700s) only in places.',
          'In-person research in state and municipal archives.',
          'Church archives (records from the 1500s, often written in Latin).',
        ],
      },
    ],
  },
]
