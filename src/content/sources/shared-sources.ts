import type { ContentSource } from './types'

/** Sources used by several articles. */
export const antenatiFaq: ContentSource = {
  claim:
    'Civil registration: Napoleonic 1806-1815; former Kingdom of Naples from 1809; Sicily from 1820; Tuscany 1817 system; all Italy from 1866',
  figures: ['1806', '1809', '1815', '1817', '1820', '1866', '1865'],
  source: 'Portale Antenati, FAQ (Italian Ministry of Culture)',
  url: 'https://www.antenati.san.beniculturali.it/il-portale/faq/',
}

export const fourMillion: ContentSource = {
  claim:
    'over 4 million Italians emigrated to the United States between 1880 and 1920 (figure required by the product specification)',
  figures: ['4', '1880', '1920'],
  source: 'US immigration statistics as summarized in Wikipedia, "Italian Americans"',
  url: 'https://en.wikipedia.org/wiki/Italian_Americans',
}

export const seventeenMillion: ContentSource = {
  claim:
    'over 17 million Americans claim Italian ancestry: 17,767,630 alone or in combination, 2021 ACS estimate (16.7-17.8 million depending on survey year)',
  figures: ['17', '17.8', '2021'],
  source:
    'US Census Bureau, American Community Survey 2021, as tabulated in Wikipedia, "Italian Americans"',
  url: 'https://en.wikipedia.org/wiki/Italian_Americans',
}

export const shareOfEmigrants1901to1914: ContentSource = {
  claim: '1901-1914: Veneto about 17% of Italian emigrants, Sicily 12.6%, Campania 11%',
  figures: ['1901', '1914', '12.6', '11'],
  source:
    'M. R. Porfido, "Provenienza regionale degli emigrati italiani (1876-1930)", from Ufficio Centrale di Statistica data',
  url: 'http://www.assarca.com/sportello/sportello_italia_3.asp?p_id=1222',
}

export const ferragosto: ContentSource = {
  claim: 'Ferragosto, the national holiday of August 15',
  figures: ['15'],
  source: 'Wikipedia, "Ferragosto"',
  url: 'https://en.wikipedia.org/wiki/Ferragosto',
}
