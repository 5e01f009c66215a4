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
      'Law no. 74 of 23 May 2025 (Gazzetta Ufficiale, Serie Generale no. 118 of 23 May 2025, in force the next day) converts Decree-Law no. 36 of 28 March 2025 with amendments; new article 3-bis of Law no. 91 of 5 February 1992: letter c) a first- or second-degree ascendant holds, or held at death, exclusively Italian citizenship; letter d) a citizen parent or adoptive parent resident in Italy for at least two continuous years after acquiring citizenship and before the birth or adoption; letters a), a-bis) and b) keep the rules of 27 March 2025 for administrative applications, appointments given and judicial claims by 23:59 Rome time on 27 March 2025',
    figures: [
      '74',
      '23',
      '2025',
      '118',
      '24',
      '36',
      '28',
      '3',
      '91',
      '5',
      '1992',
      '2',
      '11',
      '59',
      '27',
    ],
    source:
      'Law 23 May 2025, no. 74, Annex (amendments to article 1 of Decree-Law 36/2025), on Normattiva; text of the Annex also in Norma (DBI), "Legge 23 maggio 2025, n. 74"; Ministry of the Interior, circular no. 26185 of 28 May 2025',
    url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2025-05-23;74',
  },
  {
    claim:
      "on 12 March 2026 the Constitutional Court's press office announced that the Court of Turin's questions on article 1 of Decree-Law 36/2025 (referral order of 25 June 2025, no. 167 of the 2025 register) were declared partly unfounded and partly inadmissible",
    figures: ['12', '2026', '25', '167'],
    source:
      'Corte costituzionale, "Reg. ord. n. 167 del 2025"; ANCI, "Cittadinanza, la Consulta respinge i dubbi sul decreto del 2025", 13 March 2026; Avvenire, 12 March 2026',
    url: 'https://www.cortecostituzionale.it/scheda-ordinanza/2025/167',
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
