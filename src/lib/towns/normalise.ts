/**
 * How a typed place name is compared (docs/decisions/100-ancestral-town-finder.md): case, accents, apostrophes,
 * spaces, hyphens and other punctuation do not count. 'Sant’Agata di Militello', "sant agata di militello" and
 * 'santagata di militello' all become 'santagatadimilitello'.
 */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

/** The words of a name, each normalised: 'Reggio nell’Emilia' → ['reggio', 'nell', 'emilia']. */
export function normalisedWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

/** A URL slug: 'Sant’Agata di Militello' → 'sant-agata-di-militello'. */
export function slugify(text: string): string {
  return normalisedWords(text).join('-')
}

// Three rows of the edit-distance table, reused by every call (no allocation per name).
let rows = [new Int16Array(64), new Int16Array(64), new Int16Array(64)]

/** The last result of fuzzyDistances (also returned): read at once, it is overwritten by the next call. */
export const distances = { whole: 0, prefix: 0 }

/**
 * In one pass, the edit distance from `query` to the whole `key` and to the closest beginning of `key` (any of
 * its first |query| ± max letters), each capped at `max + 1`. Only a band of width 2·max+1 is computed, and
 * nothing is allocated (it runs for every comune on a keystroke).
 */
export function fuzzyDistances(
  query: string,
  key: string,
  max: number,
): { readonly whole: number; readonly prefix: number } {
  const cap = max + 1
  const width = Math.min(key.length, query.length + max)
  if (rows[0]!.length <= width + 1)
    rows = rows.map(() => new Int16Array((width + 1) * 2)) as typeof rows
  let [before, previous, current] = rows as [Int16Array, Int16Array, Int16Array]
  for (let j = 0; j <= width; j++) previous[j] = Math.min(j, cap)
  for (let i = 1; i <= query.length; i++) {
    const from = Math.max(1, i - max)
    const to = Math.min(width, i + max)
    current[0] = Math.min(i, cap)
    if (from > 1) current[from - 1] = cap
    let best = current[0]!
    const a = query.charCodeAt(i - 1)
    for (let j = from; j <= to; j++) {
      const b = key.charCodeAt(j - 1)
      const up = j <= i - 1 + max ? previous[j]! : cap
      const left = j - 1 >= from ? current[j - 1]! : j - 1 === 0 ? current[0]! : cap
      let value = Math.min(up + 1, left + 1, previous[j - 1]! + (a === b ? 0 : 1))
      if (i > 1 && j > 1 && a === key.charCodeAt(j - 2) && query.charCodeAt(i - 2) === b)
        value = Math.min(value, before[j - 2]! + 1)
      value = Math.min(value, cap)
      current[j] = value
      if (value < best) best = value
    }
    if (to < width) current[to + 1] = cap
    if (best >= cap) return result(cap, cap)
    ;[before, previous, current] = [previous, current, before]
  }
  let prefix = cap
  const last = query.length
  for (let j = Math.max(0, last - max); j <= Math.min(width, last + max); j++)
    prefix = Math.min(prefix, previous[j]!)
  return result(key.length <= width ? previous[key.length]! : cap, prefix)
}

function result(whole: number, prefix: number) {
  distances.whole = whole
  distances.prefix = prefix
  return distances
}

/** The letters a–z a normalised text holds, one bit each: a cheap test before an edit distance. */
export function letterMask(text: string): number {
  let mask = 0
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index) - 97
    if (code >= 0 && code < 26) mask |= 1 << code
  }
  return mask
}

/** How many bits are set. */
export function bitCount(value: number): number {
  let count = 0
  for (let rest = value; rest !== 0; rest &= rest - 1) count++
  return count
}
