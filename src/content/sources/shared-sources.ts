import type { ContentSource } from './types'

/** Sources used by several articles. */
export const antenatiFaq: ContentSource = {
  claim:
    'Civil registration: Napoleonic 1806-1815; former Kingdom of Naples from 1809; Sicily from 1820; Tuscany 1817 system; all Italy from 1866',
  figures: ['1806', '1809', '1815', '1817', '1820', '1866', '1865'],
  source:
    'Portale Antenati, FAQ (Italian Ministry of Culture): "only from 1866 to today is the civil registry continuous in all regions and provinces"',
  url: 'https://www.antenati.san.beniculturali.it/il-portale/faq/',
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
    '1901-1914: Veneto about 17% of Italian emigrants, Sicily 12.6%, Campania 11%; the Veneto of the statistics of the time (the compartimento) included Friuli, the province of Udine',
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
