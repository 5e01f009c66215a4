import { antenatiFaq, ferragosto, fourMillion, shareOfEmigrants1901to1914 } from './shared-sources'
import type { ContentSource } from './types'

const wiki = (title: string) => `https://en.wikipedia.org/wiki/${title}`
const itwiki = (title: string) => `https://it.wikipedia.org/wiki/${title}`
const emigrationRates: ContentSource = {
  claim: 'average yearly emigration per 1,000 inhabitants up to 1925: Calabria 12.12, Puglia 1.85',
  figures: ['1,000', '1925', '12', '2'],
  source: 'Storiologia, "Le grandi emigrazioni degli italiani dal 1876 al 1925 per regioni"',
  url: 'http://storiologia.it/emigrazione/emitot3.htm',
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
        "restanza coined by the anthropologist Vito Teti; added to the Accademia della Crusca's new words in 2023",
      figures: ['2023'],
      source: 'Accademia della Crusca, "Restanza" (R. Setti, 2023); la Repubblica, 27 March 2023',
      url: 'https://id.accademiadellacrusca.org/articoli/restanza/23937',
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
      claim: 'Giglio feast in Williamsburg first held in 1903 by immigrants from Nola',
      figures: ['1903'],
      source: 'Associated Press (2022), "Parishioners, pilgrims flock to Brooklyn festival"',
      url: 'https://www.lockhaven.com/news/religion/2022/07/parishioners-pilgrims-flock-to-brooklyn-festival/',
    },
  ],
  puglia: [
    emigrationRates,
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
