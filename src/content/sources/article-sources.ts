import { antenatiFaq, ferragosto, fourMillion, seventeenMillion } from './shared-sources'
import type { ContentSource } from './types'

/** The sources of the research guide (src/content/articles/italian-family-research-guide.md). */
export const researchGuideSources: readonly ContentSource[] = [
  antenatiFaq,
  {
    claim:
      'Ellis Island opened in 1892; manifests add last residence from 1893 and birthplace and nearest relative from about 1906',
    figures: ['1892', '1893', '1906'],
    source:
      'FamilySearch Wiki (National Institute for Genealogical Studies), "Immigration and Naturalization Records"',
    url: 'https://www.familysearch.org/en/wiki/United_States_Immigration_Online_Genealogy_Records',
  },
  {
    claim: 'USCIS Genealogy Program: naturalization certificate files from 1906',
    figures: ['1906'],
    source: 'USCIS, "Researching Individuals" and "Genealogy"',
    url: 'https://www.uscis.gov/records/genealogy',
  },
  {
    claim: 'World War I draft registration 1917-1918',
    figures: ['1917', '1918'],
    source: 'US National Archives, "World War I Draft Registration Cards"',
    url: 'https://www.archives.gov/',
  },
  {
    claim:
      'Antenati publishes births older than 100 years, marriages and deaths older than 70 years',
    figures: ['100', '70'],
    source: 'Portale Antenati, "Istruzioni per l\'uso"',
    url: 'http://www.antenati.san.beniculturali.it/il-portale/istruzioni-per-luso/',
  },
  {
    claim:
      'FamilySearch microfilmed Italian civil registers from the 1970s; agreement with the archives administration in 2011',
    figures: ['1970'],
    source: 'Il mondo degli archivi, "Il piacere della ricerca"',
    url: 'https://ilmondodegliarchivi.org/il-piacere-della-ricerca-navigando-fra-le-fonti-genealogiche',
  },
  {
    claim:
      'draft lists cover men aged 17 to 20, kept in almost all state archives; "renitente" outcome',
    figures: ['17', '20'],
    source: 'Portale Antenati, "Military draft lists"',
    url: 'https://antenati.cultura.gov.it/tools/the-sources-for-genealogical-research-held-by-state-archives/military-draft-lists/?lang=en',
  },
  {
    claim:
      "Decree-Law 36 of 28 March 2025, converted by Law 74/2025 in May 2025; parent or grandparent born in Italy, or two years' residence of an Italian parent; applications by 11:59 pm on 27 March 2025 under the old rules",
    figures: ['36', '28', '2025', '74', '11', '59', '27'],
    source: 'Arletti Partners (2025); Adnkronos (2025); WeTheItalians, 21 May 2025',
    url: 'https://arlettipartners.com/italian-citizenship-by-descent-changes-in-2025',
  },
  {
    claim:
      "in March 2026 the Constitutional Court declared the Turin court's questions on Decree-Law 36/2025 partly unfounded and partly inadmissible",
    figures: ['2026'],
    source: 'Avvenire, 12 March 2026, "Cittadinanza, la Consulta conferma"',
    url: 'https://www.avvenire.it/attualita/cittadinanza-la-consulta-conferma-non-basta-un-antenato-per-essere-italiani_105762',
  },
  fourMillion,
]

/** The sources of /blog/what-is-root-tourism. */
export const rootTourismSources: readonly ContentSource[] = [
  fourMillion,
  seventeenMillion,
  antenatiFaq,
  ferragosto,
  {
    claim: '2024 named the Year of Italian Roots in the World',
    figures: ['2024'],
    source: 'Italian Ministry of Foreign Affairs, "Turismo delle radici"',
    url: 'https://www.esteri.it/',
  },
  {
    claim: 'parish records often reach the 1700s and earlier',
    figures: ['1700'],
    source: 'Portale Antenati, "Istruzioni per l\'uso"',
    url: 'http://www.antenati.san.beniculturali.it/il-portale/istruzioni-per-luso/',
  },
]
