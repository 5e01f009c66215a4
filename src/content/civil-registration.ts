/**
 * From when Italian civil registers run in a province, and what to search before that: the one place the town
 * finder (src/features/towns) reads it from. The years are the Antenati portal's own (its FAQ, "Which year was the
 * civil registry introduced in Italy?", src/content/sources/shared-sources.ts `antenatiFaq`): the former Kingdom of
 * Naples from 1809, Sicily from 1820, the whole of Italy from 1866, except the regions that joined later: Lazio and
 * Rome from 1870, the Veneto and Friuli from 1871 (not the formerly Austrian areas), Trentino-Alto Adige and the
 * rest of Friuli (Gorizia, Trieste) only after 1918. docs/content-review-2026-11-28.md records the check.
 */
export interface CivilRegistration {
  /** The first year of continuous civil registers in the province. */
  from: number
  /** True where registration starts after 1866 (the regions that joined Italy later): the finder says what to search before. */
  late: boolean
  /** The portal gives the year as "after" it: the finder says "in 1918 or later". */
  orLater?: boolean
  /** Why it starts then, in a few words ('when Lazio joined Italy'). */
  why?: string
  /** What to search for the years before `from`. */
  before?: string
  /** A sentence on the towns of the province whose registers start at another year. */
  exception?: string
}

const PARISH_BOOKS =
  'the parish books (the registers of baptisms, marriages and burials), which the parish or its diocese keeps'

const AUSTRIAN_PARISHES =
  'the parish books: under Austria the parish priests kept the registers of births, marriages and deaths; ask the parish or its diocese'

/** The provinces that were Austrian until the First World War. */
const AFTER_1918: CivilRegistration = {
  from: 1918,
  late: true,
  orLater: true,
  why: 'after the First World War, when the province became Italian',
  before: AUSTRIAN_PARISHES,
}

const VENETO_FRIULI: CivilRegistration = {
  from: 1871,
  late: true,
  why: 'some years after the Veneto and Friuli joined Italy in 1866',
  before: PARISH_BOOKS,
  exception:
    'A few towns of the Veneto and Friuli stayed Austrian until the First World War: there, Italian registers start only after 1918.',
}

const LAZIO: CivilRegistration = {
  from: 1870,
  late: true,
  why: 'when Lazio and Rome joined Italy',
  before: PARISH_BOOKS,
}

/** Provinces whose rule differs from their region's. */
const byProvince: Readonly<Record<string, CivilRegistration>> = {
  BZ: AFTER_1918,
  TN: AFTER_1918,
  GO: AFTER_1918,
  TS: AFTER_1918,
  // Parts of these provinces were already Italian before 1870: the district of Rieti (then in the province of
  // Perugia), Cittaducale (then L'Aquila), Sora and Gaeta (then Terra di Lavoro, in the Kingdom of Naples).
  RI: {
    ...LAZIO,
    exception:
      'Towns around Rieti and Cittaducale, which joined Italy before 1870, have earlier registers.',
  },
  FR: {
    ...LAZIO,
    exception: 'Towns around Sora, once in the Kingdom of Naples, have registers from 1809.',
  },
  LT: {
    ...LAZIO,
    exception: 'Towns around Gaeta, once in the Kingdom of Naples, have registers from 1809.',
  },
}

const KINGDOM_OF_NAPLES: CivilRegistration = { from: 1809, late: false }

/** By region, as ISTAT names it (the comuni data). */
const byRegion: Readonly<Record<string, CivilRegistration>> = {
  Abruzzo: KINGDOM_OF_NAPLES,
  Molise: KINGDOM_OF_NAPLES,
  Campania: KINGDOM_OF_NAPLES,
  Puglia: KINGDOM_OF_NAPLES,
  Basilicata: KINGDOM_OF_NAPLES,
  Calabria: KINGDOM_OF_NAPLES,
  Sicilia: { from: 1820, late: false },
  Lazio: LAZIO,
  Veneto: VENETO_FRIULI,
  'Friuli-Venezia Giulia': VENETO_FRIULI,
  'Trentino-Alto Adige': AFTER_1918,
}

/** Everywhere else: continuous from 1866 (earlier registers exist in places: Napoleonic, Tuscan, Sardinian). */
const UNIFIED_ITALY: CivilRegistration = { from: 1866, late: false }

export function civilRegistration(region: string, provinceCode: string): CivilRegistration {
  return byProvince[provinceCode] ?? byRegion[region] ?? UNIFIED_ITALY
}
