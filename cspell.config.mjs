// The spell check of the site's words in American English (docs/decisions/133-american-english.md):
// `npm run spell` (part of `npm test`). Italian names and places are in cspell-words.txt; British spellings are
// refused with the British → American table of american-british-english-translator (its data, not a list of ours).
import { readFileSync } from 'node:fs'

const britishToAmerican = JSON.parse(
  readFileSync(
    new URL(
      './node_modules/american-british-english-translator/data/british_spellings.json',
      import.meta.url,
    ),
    'utf8',
  ),
)

/**
 * Forms the table lists as British that American dictionaries also give (Merriam-Webster: "canceled or
 * cancelled", "cancellation", "dialogue", "archaeology"); 'cancelled' is also the inquiries' status value.
 */
export const alsoAmerican = [
  'dialogue',
  'dialogues',
  'cancelled',
  'cancelling',
  'cancellation',
  'cancellations',
  'archaeologist',
  'archaeologists',
  'archaeological',
  'archaeology',
]

/**
 * British words that are not spelling variants, so the table above does not list them, and that American English
 * does not use: our own short list (docs/decisions/196-content-round-two.md). "Inquiry" is the site's word.
 */
export const britishWords = [
  'enquiry',
  'enquiries',
  'enquire',
  'enquired',
  'enquires',
  'enquiring',
  'learnt',
  'spelt',
  'spoilt',
  'whilst',
  'amongst',
  'fortnight',
  'fortnights',
]

export default {
  version: '0.2',
  language: 'en-US',
  files: [
    'src/content/**/*.ts',
    'src/content/**/*.md',
    'src/app/routes/*.tsx',
    'src/features/**/*.tsx',
    'src/components/**/*.tsx',
  ],
  ignorePaths: ['**/*.test.ts', '**/*.test.tsx', 'src/lib/database*.ts'],
  dictionaryDefinitions: [{ name: 'radici', path: './cspell-words.txt', addWords: true }],
  dictionaries: ['radici'],
  flagWords: [
    ...Object.keys(britishToAmerican).filter((word) => !alsoAmerican.includes(word)),
    ...britishWords,
  ],
  // Addresses, paths and class names are not prose.
  ignoreRegExpList: [
    'Urls',
    'Email',
    '/className=(["\'`{])[^"\'`}]*\\1?/g',
    '/\\b[a-z]+(?:-[a-z0-9]+)+\\b/g',
  ],
}
