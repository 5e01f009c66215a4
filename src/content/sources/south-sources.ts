import { antenatiFaq, ferragosto, fourMillion, shareOfEmigrants1901to1914 } from './shared-sources'
import type { ContentSource } from './types'

const wiki = (title: string) => `https://en.wikipedia.org/wiki/${title}`
const itwiki = (title: string) => `https://it.wikipedia.org/wiki/${title}`
/**
 * Replaces "under 2 per 1,000 against more than 12 in Calabria" (one non-scholarly page, Storiologia) on 2026-11-28:
 * a study in the journal Nord e Sud from the official statistics.
 */
const emigrationShareOfGrowth: ContentSource = {
  claim:
    'net emigration 1871-1951 as a share of the natural increase: Basilicata 76%, Abruzzi 65%, Calabria 50%, Campania 32%, Puglia 21%',
  figures: ['1958', '1871', '1951', '21', '50'],
  source:
    'Nord e Sud, year V, no. 48, November 1958, "Il diverso incremento demografico delle regioni meridionali" (Biblioteca Gino Bianco digital edition, p. 72)',
  url: 'https://www.bibliotecaginobianco.it/flip/NORSUD/NORSUD05-4800/72',
  reviewed: '2026-11-28',
}

/** Sources of the Sicily, Calabria, Campania and Puglia articles. */
export const southSources = {
  sicily: [
    {
      claim:
        'well over a million Sicilians emigrated 1876-1915 (the official emigration statistics from 1876; Sicily had 12.6% of some 8.8 million Italian departures in 1901-1914 alone); the specification\'s "over 1.5 million 1880-1920" is in no official series (docs/decisions/195)',
      figures: ['1876', '1915'],
      source:
        'Commissariato Generale dell\'Emigrazione, Annuario statistico della emigrazione italiana dal 1876 al 1925 (1926), as summarized by A. Cortese and M. C. Miccoli, "Il ruolo degli agenti di emigrazione" (Polis, 2017: 14,027,660 departures 1876-1915, 62.5% of them 1900-1915)',
      url: 'http://revistapolis.ro/the-role-of-emigration-agencies-and-shipping-companies-in-outbound-flows-of-italian-migrants-until-world-war-i/?lang=en',
    },
    fourMillion,
    shareOfEmigrants1901to1914,
    antenatiFaq,
    {
      claim: 'Val di Noto rebuilt after the 1693 earthquake',
      figures: ['1693'],
      source: 'UNESCO, "Late Baroque Towns of the Val di Noto"',
      url: 'https://whc.unesco.org/en/list/1024/',
    },
    {
      claim: 'Fasci Siciliani suppressed 1893-1894; Messina earthquake 1908',
      figures: ['1893', '1894', '1908'],
      source: 'Wikipedia, "Fasci Siciliani" and "1908 Messina earthquake"',
      url: wiki('Fasci_Siciliani'),
    },
    {
      claim: "Festino of Santa Rosalia, night of July 14; Saint Joseph's Day, March 19",
      figures: ['14', '19'],
      source: 'Wikipedia, "Festino di Santa Rosalia" and "Saint Joseph\'s Day"',
      url: wiki('Saint_Joseph%27s_Day'),
    },
    {
      claim:
        "Gloucester St. Peter's Fiesta since the 1920s by Sicilian fishing families from Terrasini; Boston Fisherman's Feast of the Madonna del Soccorso di Sciacca, 100th year in 2010",
      figures: ['2010'],
      source: 'WBUR (2016); Visit Massachusetts Italia; Good Morning Gloucester (2010)',
      url: 'https://www.wbur.org/news/2016/06/27/st-peters-fiesta',
    },
  ],
  calabria: [
    {
      claim:
        'over 500,000 Calabrians emigrated 1880-1914 (figure required by the product specification)',
      figures: ['500,000', '1880', '1914'],
      source: 'Wikipedia, "Calabria" (Emigration)',
      url: wiki('Calabria'),
    },
    fourMillion,
    antenatiFaq,
    {
      claim: 'Crotone and Vibo Valentia provinces created in 1992',
      figures: ['1992'],
      source: 'Wikipedia, "Province of Crotone"',
      url: wiki('Province_of_Crotone'),
    },
    {
      claim: 'earthquakes of 1905 and 1908',
      figures: ['1905', '1908'],
      source: 'Wikipedia, "1905 Calabria earthquake" and "1908 Messina earthquake"',
      url: wiki('1905_Calabria_earthquake'),
    },
    {
      claim: 'feast of Saint Francis of Paola on April 2',
      figures: ['2'],
      source: 'Wikipedia, "Francis of Paola"',
      url: wiki('Francis_of_Paola'),
    },
    {
      claim:
        'Gerace: hill town about 10 km inland from the Ionian coast, cathedral among the largest in Calabria',
      figures: [],
      source: 'Italien.com, "Gerace"; macalu.it, "Gerace"',
      url: 'http://macalu.it/turisti/calabria/gerace.html',
    },
    {
      claim:
        "restanza, first the title of an essay by the anthropologist Vito Teti (Quodlibet, 2011); in March 2023 la Repubblica reported that the Accademia della Crusca had taken it among its new words (the Crusca's own page could not be read here, so the article attributes the report to the newspaper)",
      figures: ['2023'],
      source:
        'la Repubblica, Il Venerdì, "Voglio vivere a Fontecchio, il paese della restanza", 27 March 2023',
      url: 'https://www.repubblica.it/venerdi/2023/03/27/news/voglio_vivere_a_fontecchio_il_paese_della_restanza-393414138/',
      reviewed: '2026-11-28',
    },
    ferragosto,
  ],
  campania: [
    fourMillion,
    shareOfEmigrants1901to1914,
    antenatiFaq,
    {
      claim: 'Benevento a papal enclave until 1860',
      figures: ['1860'],
      source: 'Wikipedia, "Benevento"',
      url: wiki('Benevento'),
    },
    {
      claim: '1980 Irpinia earthquake',
      figures: ['1980'],
      source: 'Wikipedia, "1980 Irpinia earthquake"',
      url: wiki('1980_Irpinia_earthquake'),
    },
    {
      claim:
        "San Gennaro's feast on September 19; first Feast of San Gennaro on Mulberry Street in September 1926",
      figures: ['19', '1926'],
      source: 'Untapped Cities (2023); WeTheItalians (2015)',
      url: 'https://untappedcities.com/2023/02/27/secrets-nolita-manhattan/12/',
    },
    {
      claim:
        'the Giglio feast in Williamsburg, kept by immigrants from Nola, for more than a century: the Associated Press dates it to 1903, the parish dates its feast of Our Lady of Mount Carmel, with which it is held, to 1887; the article gives no year',
      figures: [],
      source:
        'Associated Press (2022), "Parishioners, pilgrims flock to Brooklyn festival"; Diocese of Brooklyn (2022), "Catholic Tradition Kicks off in Williamsburg" (the feast "dates back to 1887")',
      url: 'https://www.lockhaven.com/news/religion/2022/07/parishioners-pilgrims-flock-to-brooklyn-festival/',
      reviewed: '2026-11-28',
    },
  ],
  puglia: [
    emigrationShareOfGrowth,
    antenatiFaq,
    {
      claim: 'province of Barletta-Andria-Trani created in 2004',
      figures: ['2004'],
      source: 'Wikipedia, "Province of Barletta-Andria-Trani"',
      url: wiki('Province_of_Barletta-Andria-Trani'),
    },
    {
      claim: 'relics of Saint Nicholas brought to Bari in 1087',
      figures: ['1087'],
      source: 'Wikipedia, "Basilica di San Nicola"',
      url: wiki('Basilica_di_San_Nicola'),
    },
    {
      claim: 'French market closed to Italian wine at the end of the 1880s (tariff war)',
      figures: ['1880'],
      source: 'Wikipedia, "Tariff war between Italy and France"',
      url: itwiki('Guerra_commerciale_tra_Italia_e_Francia'),
    },
    {
      claim:
        'Molfetta: 30,056 inhabitants in 1881; 156 emigrants in 1894; from the 1890s emigration turned to the United States',
      figures: ['30,000', '156', '1894', '1890'],
      source: 'I Love Molfetta, "Storie di Molfetta: gli emigranti molfettesi" (2022)',
      url: 'https://ilovemolfetta.it/content/news_zoom.asp?id_news=10382&lan=ita',
    },
    {
      claim:
        'Hoboken and Port Pirie, the Molfetta of America and of Australia; feast of the Madonna dei Martiri',
      figures: [],
      source: "D. O'Connor, D. Cosmini-Rose, Studi Emigrazione 191",
      url: 'https://researchnow.flinders.edu.au/en/publications/notes-of-the-apulian-diaspora-in-the-1800th-and-1900th-the-molfet',
    },
  ],
} satisfies Record<string, readonly ContentSource[]>
