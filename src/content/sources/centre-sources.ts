// The sources of the central regions ("centre" is the name of the file and its export). cspell:ignore centre
import { antenatiFaq } from './shared-sources'
import type { ContentSource } from './types'

const wiki = (title: string) => `https://en.wikipedia.org/wiki/${title}`
const itwiki = (title: string) => `https://it.wikipedia.org/wiki/${title}`

/** Sources of the Abruzzo, Marche, Molise and Tuscany articles. */
export const centreSources = {
  abruzzo: [
    antenatiFaq,
    {
      claim:
        "Teramo province went in one year from 454 to 16,642 emigrants (1901); first departures from Chieti, L'Aquila, Sulmona, Vasto, Lanciano",
      figures: ['454', '16,642'],
      source:
        'R. Colapietra, as summarized in A. A. Varrasso, Madre Maria Francesca vol. II (1997), p. 190; Rete8 (2019)',
      url: 'https://rete8.it/cronaca/123presentato-a-pescara-abruzzo-starsstripes/amp',
    },
    {
      claim: 'province of Pescara created in 1927',
      figures: ['1927'],
      source: 'Wikipedia, "Province of Pescara"',
      url: wiki('Province_of_Pescara'),
    },
    {
      claim: "Avezzano earthquake 1915; L'Aquila earthquake 2009",
      figures: ['1915', '2009'],
      source: 'Wikipedia, "1915 Avezzano earthquake" and "2009 L\'Aquila earthquake"',
      url: wiki('1915_Avezzano_earthquake'),
    },
    {
      claim: 'Cocullo snake procession on May 1; Perdonanza instituted in 1294 by Celestine V',
      figures: ['1', '1294'],
      source: 'Wikipedia, "Cocullo" and "Perdonanza Celestiniana"',
      url: wiki('Perdonanza_Celestiniana'),
    },
  ],
  marche: [
    {
      claim:
        'more than 700,000 officially emigrated from the Marche since 1876; a late start; Marchigiani 11% of Italian immigrants in Argentina before WWI; US: New York construction, Pennsylvania mines, Mississippi Delta plantations',
      figures: ['700,000', '1876', '11'],
      source:
        'Museo dell’Emigrazione Marchigiana, Recanati, "Le Marche e l’emigrazione" and "Le mete migratorie"',
      url: 'https://museoemigrazionemarchigiana.it/le-mete-migratorie',
    },
    antenatiFaq,
    {
      claim: 'Napoleonic civil registration in the Marche 1808-1815; annexed to Italy in 1860',
      figures: ['1808', '1815', '1860'],
      source: 'FamilySearch Wiki, "Marche, Italy Genealogy"; Antenati FAQ',
      url: 'https://www.familysearch.org/en/wiki/Marche,_Italy_Genealogy',
    },
    {
      claim: 'province of Fermo created in 2004',
      figures: ['2004'],
      source: 'Wikipedia, "Province of Fermo"',
      url: wiki('Province_of_Fermo'),
    },
    {
      claim:
        'San Leo and six other towns moved from the Marche to Emilia-Romagna (province of Rimini) by Law 117 of 3 August 2009',
      figures: ['2009'],
      source: 'Legge 3 agosto 2009, n. 117 (Normattiva)',
      url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2009-08-03;117',
    },
    {
      claim: 'Venuta: bonfires on the night of December 9 to 10',
      figures: ['9', '10'],
      source: 'Wikipedia, "Holy House of Loreto"',
      url: wiki('Holy_House_of_Loreto'),
    },
    {
      claim: '2016 central Italy earthquakes',
      figures: ['2016'],
      source: 'Wikipedia, "2016 Central Italy earthquakes"',
      url: wiki('2016_Central_Italy_earthquakes'),
    },
  ],
  molise: [
    {
      claim:
        'province of Campobasso created 1806; region Abruzzi e Molise from 1948; Molise region 1963; Isernia province 1970 from 52 comuni',
      figures: ['1806', '1948', '1963', '1970', '52'],
      source: 'Wikipedia (it), "Molise"; Il Centro, 27 dicembre',
      url: itwiki('Molise'),
    },
    {
      claim:
        'over a million people of Molisan origin abroad (a third in Italy) against about 300,000 residents',
      figures: ['300,000'],
      source: 'G. Castellotti, "A la Mereca", in Altosannio',
      url: 'http://www.altosannio.it/quel-milione-di-persone-con-il-sangue-sannita/',
    },
    antenatiFaq,
    {
      claim:
        'Carrese di San Pardo at Larino, May 25-27, a procession of about 120 carts; ox-cart races at San Martino in Pensilis, Ururi and Portocannone',
      figures: ['25', '27', '120'],
      source:
        'Turismo in Molise, "Carrese di San Pardo"; MOVIO (Ministry of Culture), "La Carrese di Larino"',
      url: 'https://turismoinmolise.com/carrese-san-pardo-larino',
    },
  ],
  tuscany: [
    {
      claim:
        'Tuscan departures peaked in 1906-1915 at about 330,000, up from about 85,000 in 1876-1885; most from the Lucca area',
      figures: ['330,000', '85,000', '1906', '1915', '1876', '1885'],
      source: 'Fondazione Paolo Cresci, "Statistiche"',
      url: 'https://fondazionepaolocresci.it/sq/statistiche',
    },
    antenatiFaq,
    {
      claim: 'French civil registration in Tuscany from 1808; Lucca annexed to Tuscany in 1847',
      figures: ['1808', '1847'],
      source: 'FamilySearch Wiki, "Toscana, Italy Genealogy"; Wikipedia, "Duchy of Lucca"',
      url: wiki('Duchy_of_Lucca'),
    },
    {
      claim:
        'Prato province 1992; Prato state archive holds the civil registers of Prato and neighboring comuni 1866-1900, published on Antenati',
      figures: ['1992', '1866', '1900'],
      source: 'Portale Antenati, "State Archives of Prato"',
      url: 'https://antenati.cultura.gov.it/archivio/state-archives-of-prato/?lang=en',
    },
    {
      claim:
        'Massa, Carrara and the Garfagnana under the Este (Duchy of Modena) before 1859; Pontremoli to Parma in 1847; Massa archive holds Lunigiana civil registers 1852-1865 and draft lists from the class of 1840',
      figures: ['1859', '1852', '1865', '1840'],
      source:
        'SAN, "Archivio di Stato di Massa"; Archivio storico di Montignoso; ASMs, Ufficio di leva inventory (2010)',
      url: 'http://dati.san.beniculturali.it/SAN/conservatore_san.cat.sogC.4956',
    },
    {
      claim: 'Palio of Siena July 2 and August 16; Luminara June 16; Volto Santo September 13',
      figures: ['2', '16', '13'],
      source: 'Wikipedia, "Palio di Siena", "Luminara di San Ranieri", "Volto Santo di Lucca"',
      url: wiki('Palio_di_Siena'),
    },
    {
      claim: 'northern Italian carvers in Barre, Vermont; Hope Cemetery',
      figures: [],
      source: 'Vermont Public (2023), "Giuliano Cecchinelli, Barre\'s last Italian stone carver"',
      url: 'https://www.vermontpublic.org/local-news/2023-06-06/giuliano-cecchinelli-last-italian-stone-carver-barre-vermont',
    },
  ],
} satisfies Record<string, readonly ContentSource[]>
