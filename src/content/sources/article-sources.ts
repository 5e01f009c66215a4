import { antenatiFaq, ferragosto, fourMillion, italianAncestry2021 } from './shared-sources'
import type { ContentSource } from './types'

/** The sources of the research guide (src/content/articles/italian-family-research-guide.md). */
export const researchGuideSources: readonly ContentSource[] = [
  antenatiFaq,
  {
    claim:
      "the Statue of Liberty–Ellis Island Foundation's free passenger database covers arrivals at the port of New York from 1820 to 1957: Castle Garden 1820-1891, Ellis Island 1892-1924, passenger and crew lists 1925-1957",
    figures: ['1820', '1957'],
    source:
      "FamilySearch and the Statue of Liberty–Ellis Island Foundation, joint announcement of the completed 1820-1957 collection, with the Foundation's president (Church of Jesus Christ newsroom); CastleGarden.org FAQ (manifests from 1820)",
    url: 'https://news-jp.churchofjesuschrist.org/%E8%A8%98%E4%BA%8B/%E3%82%A8%E3%83%AA%E3%82%B9%E5%B3%B6%E7%A7%BB%E6%B0%91%E8%A8%98%E9%8C%B2%E3%81%AE%E3%83%87%E3%82%B8%E3%82%BF%E3%83%AB%E7%89%88%E3%81%8C%E5%AE%8C%E6%88%90',
    reviewed: '2026-11-28',
  },
  {
    claim:
      'passenger lists were written at the port of departure (by the shipping line, before sailing) and crossed the ocean with the passengers; inspectors at Ellis Island checked passengers against them and wrote no names down; the name-change story is a myth',
    figures: [],
    source:
      'Smithsonian Magazine, "Did Ellis Island Officials Really Change the Names of Immigrants?" (2017); L. Meszaros and K. Pennavaria, "GovDocs to the Rescue! Debunking an Immigration Myth", DttP (American Library Association). The National Park Service page named in issue 47 could not be found here',
    url: 'https://www.smithsonianmag.com/smithsonian-institution/ask-smithsonian-did-ellis-island-officials-really-change-names-immigrants-180961544/',
    reviewed: '2026-11-28',
  },
  {
    claim:
      'manifests add last residence from 1893 and birthplace and nearest relative from about 1906',
    figures: ['1893', '1906'],
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
    claim:
      'World War I draft registration 1917-1918: about 24 million cards in three registrations; all men in the United States born between 1872 and 1900 had to register',
    figures: ['24', '1917', '1918', '1872', '1900'],
    source:
      'US National Archives, "World War I Selective Service System Draft Registration Cards, 1917–1918" (M1509 descriptive pamphlet) and "World War I Draft Registration Cards" (National Archives at Atlanta)',
    url: 'https://www.archives.gov/atlanta/wwi-draft',
    reviewed: '2026-11-28',
  },
  {
    claim:
      'the cards of the first two registrations (June 1917; 1918) ask "Where were you born?"; the card of the third, September 12, 1918 (men 18 to 45 not yet registered), asks the date of birth but not the place. NARA\'s pamphlet says in general that all cards "should provide" date and place of birth, but its own list of questions and the cards themselves show no birthplace on the third card',
    figures: ['12', '1918'],
    source:
      'NARA M1509 pamphlet (questions of Card A); J. Smith (Ancestry), "About WWI Draft Cards"; The Belgian Researchers, "World War I Draft Registration Cards: 1917-1918" (the third card calls for name, address, age, date of birth, race, citizenship, occupation, employer, nearest relative)',
    url: 'https://sites.rootsweb.com/~inbr/WWIdrafts/WWIDraftIntro.htm',
    reviewed: '2026-11-28',
  },
  {
    claim:
      "each state archive serves a province, but what it holds follows the territorial boundaries of their time, as the State Archives' general directorate describes them; replaces 'each provincial capital has an Archivio di Stato', doubtful for the provinces created since 1992",
    figures: [],
    source:
      'General Directorate of Archives, description of the State Archives (quoted in a 2009 blog post); Portale Antenati, "Le fonti degli Archivi di Stato" (the duplicate registers went to the state archives of their provinces)',
    url: 'http://www.antenati.san.beniculturali.it/Le-fonti-degli-Archivi-di-Stato',
    reviewed: '2026-11-28',
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
      'draft lists drawn up by each comune in two originals, one to the draft office in the provincial or district capital; "almost all state archives preserve, albeit to varying degrees, the Draft lists" (not the lists "of all its comuni"); service records (ruoli matricolari) kept by the military districts; men aged 17 to 20; "renitente" outcome',
    figures: ['17', '20'],
    source: 'Portale Antenati, "Military draft lists"',
    url: 'https://antenati.cultura.gov.it/tools/the-sources-for-genealogical-research-held-by-state-archives/military-draft-lists/?lang=en',
    reviewed: '2026-11-28',
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
      'Decree-Law no. 36 of 28 March 2025 adds article 3-bis to Law no. 91 of 5 February 1992 (both linked by their Normattiva URN)',
    figures: ['36', '28', '2025', '3', '91', '5', '1992'],
    source: 'Decreto-legge 28 marzo 2025, n. 36, and Legge 5 febbraio 1992, n. 91, on Normattiva',
    url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legge:2025-03-28;36',
  },
  {
    claim:
      'reacquisition (article 17, paragraph 1, of Law 91/1992 as replaced by article 1-ter of Decree-Law 36/2025 as converted): born in Italy or resident there two continuous years, citizenship lost by 15 August 1992 under article 8 nos. 1 and 2 or article 12 of Law 555/1912, declaration between 1 July 2025 and 31 December 2027',
    figures: ['2', '15', '1992', '1', '2025', '31', '2027', '17', '91', '8', '12', '555', '1912'],
    source:
      'Law 91/1992 as amended, on Normattiva; Consulate General of Italy in Sydney and Consulate in Adelaide (Ministry of Foreign Affairs), "Riacquisto della cittadinanza italiana"',
    url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:1992-02-05;91',
  },
  {
    claim:
      'naturalization (article 9, paragraph 1, letter a, of Law 91/1992 as amended by article 1-bis of Decree-Law 36/2025 as converted): two years of legal residence instead of three for a foreigner whose parent or second-degree ascendant is or was a citizen by birth',
    figures: ['2', '3', '9'],
    source: 'Law 91/1992 as amended, on Normattiva',
    url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:1992-02-05;91',
  },
  {
    claim:
      'Law no. 199 of 30 December 2025 (2026 Budget Law), article 1, paragraph 513: the declaration of article 4, paragraph 1-bis, letter b, of Law 91/1992 for a minor child of a citizen by birth may be made within three years (not one) of the birth or of the later date the filiation is established, free of the 250 euro fee, for declarations from 1 January 2026',
    figures: ['2026', '199', '30', '2025', '1', '4', '91', '1992'],
    source:
      'Legge 30 dicembre 2025, n. 199, on Normattiva; Embassy of Italy in Washington and Consulate in Houston (Ministry of Foreign Affairs), notices on article 1, paragraph 513',
    url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2025-12-30;199',
  },
  {
    claim:
      'images downloaded from Antenati have no legal value and cannot be used for legal or administrative purposes, especially citizenship applications; certified copies come from the state archive, certificates from the comune',
    figures: [],
    source: 'Portale Antenati, "Information on the use of Portal images"',
    url: 'https://antenati.cultura.gov.it/information-on-the-use-of-portal-images/?lang=en',
  },
  {
    claim:
      "FamilySearch: catalog and wiki; the images of the state archives' registers are officially on Antenati; what FamilySearch shows depends on its agreements with the archives (the 2025 reports of withdrawn images could not be confirmed on FamilySearch's own pages, so the article does not state them)",
    figures: [],
    source: 'Portale Antenati; FamilySearch Catalog',
    url: 'https://www.familysearch.org/en/search/catalog',
  },
  {
    claim:
      "on 12 March 2026 the Constitutional Court's press office announced, pending the filing of the judgment, that the Court of Turin's questions on article 1 of Decree-Law 36/2025 (referral order of 25 June 2025, no. 167 of the 2025 register) were declared partly unfounded and partly inadmissible; the judgment's number and date of filing could not be confirmed at the Court's own site on 28 November 2026, so the article says so",
    figures: ['12', '2026', '25', '167', '28'],
    source:
      'Corte costituzionale, "Reg. ord. n. 167 del 2025"; ANCI, "Cittadinanza, la Consulta respinge i dubbi sul decreto del 2025", 13 March 2026; Coco Ruggeri & Associates, 12 March 2026 (the press release in English); Avvenire, 12 March 2026',
    url: 'https://www.cortecostituzionale.it/scheda-ordinanza/2025/167',
    reviewed: '2026-11-28',
  },
  {
    claim:
      "a later referral: the Court of Mantua referred article 3-bis of Law 91/1992 to the Constitutional Court in October 2025 (a minor born abroad before Law 74/2025); reported by lawyers and the press, not confirmed on the Court's site (no register number found), so the article says its state could not be confirmed",
    figures: ['2025'],
    source:
      'Coco Ruggeri & Associates, "A second glimpse of constitutional scrutiny on Decree-Law 36/2025", 3 November 2025 (order of 23 October 2025); the magazine Insieme and the site Italianismo on the Mantua order',
    url: 'https://cocoruggerilawassociated.com/blog/23341/A-SECOND-GLIMPSE-OF-CONSTITUTIONAL-SCRUTINY-ON-DECREE-LAW-36-2025',
    reviewed: '2026-11-28',
  },
  fourMillion,
]

/** The sources of /blog/what-is-root-tourism. */
export const rootTourismSources: readonly ContentSource[] = [
  fourMillion,
  italianAncestry2021,
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
