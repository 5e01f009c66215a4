import type { AgencyLanguage } from './agency-intl'

/**
 * What a withdrawn agency's page says (docs/product/agency-handoff.md, "The agency's page"; docs/decisions/256): the
 * journey went to another agency, or the team closed the link. The page shows this outcome alone.
 */
export const WITHDRAWN_MESSAGES: Record<AgencyLanguage, { heading: string; body: string }> = {
  it: {
    heading: 'Questo viaggio è stato ritirato',
    body: 'Il viaggio è stato affidato a un’altra agenzia oppure Radici ha chiuso questo link: il programma non è più disponibile e non è possibile rispondere. Vi chiediamo di cancellare i dati della famiglia che avete conservato.',
  },
  en: {
    heading: 'This journey has been withdrawn',
    body: 'The journey has gone to another agency, or Radici has closed this link: the brief is no longer available and no answer is possible. Please delete any of the family’s details you kept.',
  },
}
