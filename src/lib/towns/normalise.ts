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

/**
 * The edit distance (insertions, deletions, substitutions, swaps of neighbours) between two strings, or
 * `max + 1` as soon as it must exceed `max`. Only a band of width 2·max+1 is computed.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(max + 1)
    current[0] = i
    let best = i
    const from = Math.max(1, i - max)
    const to = Math.min(b.length, i + max)
    for (let j = from; j <= to; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1)
      current[j] = value
      if (value < best) best = value
    }
    if (best > max) return max + 1
    before = previous
    previous = current
  }
  return Math.min(previous[b.length]!, max + 1)
}
