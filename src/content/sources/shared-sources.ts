import type { ContentSource } from './types'

/** Sources used by several articles. */
export const antenatiFaq: ContentSource = {
  claim:
    'Civil registration: Napoleonic 1806-1815; former Kingdom of Naples from 1809; Sicily from 1820; Tuscany 1817 system; continuous from 1866 in the regions then Italian, but in the regions acquired later only from 1870 in Lazio and Rome, from 1871 in the Veneto and Friuli (except the formerly Austrian area), and after 1918 in Trentino-Alto Adige and the other provinces of Friuli (Gorizia, Trieste)',
  figures: ['1806', '1809', '1815', '1817', '1820', '1866', '1865', '1870', '1871', '1918'],
  source:
    'Portale Antenati, FAQ no. 2, "Which year was the civil registry introduced in Italy?", in its Spanish version (Lazio and Rome from 1870, the Veneto and Friuli from 1871 except the formerly Austrian area, Trentino-Alto Adige from 1918) and its Portuguese version (Trentino-Alto Adige and the other provinces of Friuli after 1918); the same years on the portal\'s current page on civil status, Spanish version',
  url: 'http://www.antenati.san.beniculturali.it/ufaqs/desde-que-ano-es-posible-consultar-los-registros-civiles-en-italia/?lang=es',
  reviewed: '2026-11-28',
}

export const fourMillion: ContentSource = {
  claim:
    'over 4 million Italians emigrated to the United States between 1880 and 1920 (figure required by the product specification)',
  figures: ['4', '1880', '1920'],
  source: 'US immigration statistics as summarized in Wikipedia, "Italian Americans"',
  url: 'https://en.wikipedia.org/wiki/Italian_Americans',
}

/**
 * The current ancestry figure (docs/decisions/195-current-ancestry-figure.md): the specification's "over 17 million"
 * was the 2008 estimate (17.8 million); the Census Bureau's own release gives 15.9 million for 2021.
 */
export const italianAncestry2021: ContentSource = {
  claim:
    'the 2021 American Community Survey estimated that, out of 331.9 million people, 15.9 million reported Italian ancestry, or 4.8 percent',
  figures: ['2021', '15.9', '4.8'],
  source:
    'US Census Bureau, "Stats for Stories: Italian-American Heritage and Culture Month: October 2022"',
  url: 'https://www.census.gov/newsroom/stories/italian-american-heritage-month.html',
}

export const shareOfEmigrants1901to1914: ContentSource = {
  claim:
    '1901-1914: Sicily 12.6% of Italian emigrants, Campania 11%, by one study of the official statistics; the articles no longer rank the regions (the ranks rest on this one secondary study, and another source ranks Sicily first; no ISTAT or Commissariato Generale table could be read to settle it on 2026-11-28)',
  figures: ['1901', '1914', '12.6', '11'],
  source:
    'M. R. Porfido, "Provenienza regionale degli emigrati italiani (1876-1930)", from Ufficio Centrale di Statistica data',
  url: 'http://www.assarca.com/sportello/sportello_italia_3.asp?p_id=1222',
  reviewed: '2026-11-28',
}

export const ferragosto: ContentSource = {
  claim: 'Ferragosto, the national holiday of August 15',
  figures: ['15'],
  source: 'Wikipedia, "Ferragosto"',
  url: 'https://en.wikipedia.org/wiki/Ferragosto',
}
