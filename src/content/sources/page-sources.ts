import { antenatiFaq, italianAncestry2021 } from './shared-sources'
import type { ContentSource } from './types'

/**
 * The sources of the pages beyond the articles that state facts, keyed by path (docs/decisions/248): their
 * "Last reviewed" date (src/content/article-reviews.ts) moves only when these have been read again.
 */
export const pageSources: Readonly<Record<string, readonly ContentSource[]>> = {
  '/about-us': [{ ...italianAncestry2021, reviewed: '2026-11-28' }],
  '/our-values': [
    {
      claim:
        'in 2018 the 20 Italian comuni with the most tourist nights took about 129 million nights, 30 percent of the total',
      figures: ['2018', '20', '30'],
      source:
        'ISTAT, "Movimento turistico in Italia, anno 2018" (November 2019), as reported by Il Denaro',
      url: 'https://www.ildenaro.it/turismo-istat-napoli-boom-di-presenze-in-un-anno-136/',
      reviewed: '2026-11-28',
    },
    {
      claim:
        'the inner areas (about 4,000 comuni, 48 percent of the total) lost 5 percent of their residents from 1 January 2014 to 1 January 2024, against 2.2 percent nationally',
      figures: ['4,000', '5', '2014', '2024'],
      source:
        'ISTAT, "La demografia delle aree interne: dinamiche recenti e prospettive future" (July 2024), as reported by ANCI',
      url: 'https://gdc.ancidigitale.it/istat-demografia-delle-aree-interne-dinamiche-recenti-e-prospettive-future/',
      reviewed: '2026-11-28',
    },
  ],
  '/how-it-works': [antenatiFaq],
  '/find-your-town': [
    antenatiFaq,
    {
      claim:
        'under Austria, in the parts of Friuli that stayed Austrian after 1866, the parish priests kept acting as civil registrars (so the records before Italian registration are parish books)',
      figures: [],
      source: 'Ente Friuli nel Mondo, "La ricerca delle origini in Friuli Venezia Giulia"',
      url: 'https://www.friulinelmondo.com/info-utili/cittadinanza/laricercadelleoriginiinfriuliveneziagiulia/',
      reviewed: '2026-11-28',
    },
    {
      claim:
        "before 1870 the district of Rieti was in the province of Perugia, Cittaducale in L'Aquila, Sora and Gaeta in Terra di Lavoro (Kingdom of Naples until 1861)",
      figures: [],
      source: 'Wikipedia (Italian), "Provincia (Italia)", section on the number of provinces',
      url: 'https://it.wikipedia.org/wiki/Provincia_(Italia)',
      reviewed: '2026-11-28',
    },
    // The three provinces created since 1992 whose own archive the finder names (src/content/italian-regions.ts).
    {
      claim:
        'the Archivio di Stato di Biella keeps the post-unification civil registers of the province: the copy that came from the court of Biella',
      figures: [],
      source: 'Archivio di Stato di Biella, "Stato civile" (the archive\'s own site)',
      url: 'http://asbi.it/civ.html?fase=civile',
      reviewed: '2026-11-28',
    },
    {
      claim:
        'the Archivio di Stato di Prato keeps the Italian civil registers of the comuni of the Prato district, 1866-1905 (the copy that came from the court of Florence)',
      figures: [],
      source: 'Portale Antenati, "Archivio di Stato di Prato", Stato civile',
      url: 'http://www.antenati.san.beniculturali.it/ant_archivio/archivio-di-stato-di-prato/',
      reviewed: '2026-11-28',
    },
    {
      claim:
        'the Archivio di Stato di Vibo Valentia keeps the Stato civile fund (births, deaths, marriages from 1865) of the comuni of the province',
      figures: [],
      source:
        "Archivio di Stato di Vibo Valentia, its page on a legitimation deed of 1884 and its Stato civile fund (the archive's own site)",
      url: 'http://asvibo.beniculturali.it/index.php?it/168/per-togliere-lonta-di-ignoti-natali',
      reviewed: '2026-11-28',
    },
  ],
}
