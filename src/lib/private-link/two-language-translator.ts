import { createTranslator } from 'use-intl/core'
import { AGENCY_TIME_ZONE } from '@/lib/agency-formats'
import type { LinkLanguage } from './link-language'

export type { LinkLanguage } from './link-language'

/**
 * The translator of a page with an Italian and an English catalog of the same keys (each page's messages.ts makes
 * a missing key a type error): use-intl's ICU messages, in Italian or British English.
 */
export function twoLanguageTranslator<const Messages extends Record<string, unknown>>(
  language: LinkLanguage,
  catalogs: Record<LinkLanguage, Messages>,
) {
  return createTranslator({
    locale: language === 'en' ? 'en-GB' : 'it',
    messages: catalogs[language],
    // Every moment is shown in Italy's time: the agencies and the researchers are there.
    timeZone: AGENCY_TIME_ZONE,
  })
}
