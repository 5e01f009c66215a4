/**
 * The private links' two languages (the agency's page, the researcher's page; docs/decisions/217, 263): Italian by
 * default, English one tap away. Kept apart from the translator so that a page with one language (the relatives'
 * results page) does not load the translator's library.
 */
export type LinkLanguage = 'it' | 'en'

/** The other language: the one the switch offers. */
export const otherLanguage = (language: LinkLanguage): LinkLanguage =>
  language === 'it' ? 'en' : 'it'
