// cspell:ignore concessione Ministero cultura (the credit is Italian, as the portal's terms word it)
/**
 * The State Archives whose images Radici may show under a concession (issue 45 part 10, docs/decisions/266): an
 * owner value, listed in `npm run check:launch`. The Antenati portal's terms keep any for-profit reuse of a
 * register's images for a concession from the State Archive that holds it; Radici never embeds or proxies a portal
 * image (links only, docs/security.md). A researcher's own photo of a page from one of these archives carries the
 * credit below; from any other archive, none. Each entry is the city as the archive is named
 * (`Archivio di Stato di Salerno` → 'Salerno'). null until the owners decide (check:launch lists it as missing);
 * [] when they hold none. Until a city is listed, no credit is claimed.
 */
export const ARCHIVE_CONCESSIONS: readonly string[] | null = null

const STATE_ARCHIVE = /^Archivio di Stato di (.+)$/i

/**
 * `Su concessione del Ministero della cultura – Archivio di Stato di {city}` for a record from an archive under
 * concession, else null.
 */
export function concessionCredit(
  archive: string,
  concessions: readonly string[] | null = ARCHIVE_CONCESSIONS,
): string | null {
  const city = STATE_ARCHIVE.exec(archive.trim())?.[1]?.trim()
  if (!city) return null
  const held = (concessions ?? []).find((name) => name.toLowerCase() === city.toLowerCase())
  return held ? `Su concessione del Ministero della cultura – Archivio di Stato di ${held}` : null
}
