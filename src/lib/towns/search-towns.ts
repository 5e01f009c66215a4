import { boundedDistance, normalise, normalisedWords } from './normalise'
import type { Town } from './town-data'

/** How a suggestion matched, best first (docs/decisions/100-ancestral-town-finder.md). */
export type MatchKind = 'exact' | 'prefix' | 'word' | 'fuzzy'

export interface TownMatch {
  town: Town
  kind: MatchKind
}

const RANK: Record<MatchKind, number> = { exact: 0, prefix: 1, word: 2, fuzzy: 3 }

/** Edits forgiven: one from 4 letters (a typo), two from 9 (a long name heard, not read). */
function allowedEdits(length: number): number {
  if (length < 4) return 0
  return length < 9 ? 1 : 2
}

/**
 * The comuni a typed text may mean, best first: the whole name (exact), the start of the name (prefix), the start
 * of a later word ('militello' → Sant'Agata di Militello), then names a few edits away, whole or as a prefix
 * ('cefalo' → Cefalù, 'sant agata di militelo'). Within a kind, a shorter name first, then alphabetical.
 */
export function searchTowns(towns: readonly Town[], text: string, limit = 8): TownMatch[] {
  const query = normalise(text)
  if (query === '') return []
  const scored: Array<{ town: Town; kind: MatchKind; score: number }> = []
  const queryWords = normalisedWords(text).length
  for (const town of towns) {
    let kind: MatchKind | undefined
    if (town.keys.includes(query)) kind = 'exact'
    else if (town.keys.some((key) => key.startsWith(query))) kind = 'prefix'
    else if (startsAtLaterWord(town.words, query, queryWords)) kind = 'word'
    if (kind) scored.push({ town, kind, score: RANK[kind] * 100 })
  }
  const edits = allowedEdits(query.length)
  if (scored.length < limit && edits > 0) {
    const found = new Set(scored.map((entry) => entry.town))
    for (const town of towns) {
      if (found.has(town)) continue
      const distance = fuzzyDistance(town.keys, query, edits)
      if (distance <= edits + 0.5) scored.push({ town, kind: 'fuzzy', score: 300 + distance * 10 })
    }
  }
  scored.sort(
    (a, b) =>
      a.score - b.score ||
      a.town.name.length - b.town.name.length ||
      a.town.name.localeCompare(b.town.name, 'it'),
  )
  return scored.slice(0, limit).map(({ town, kind }) => ({ town, kind }))
}

function startsAtLaterWord(words: readonly string[], query: string, queryWords: number): boolean {
  if (words.length < 2 || queryWords > words.length) return false
  for (let index = 1; index < words.length; index++) {
    if (words.slice(index).join('').startsWith(query)) return true
  }
  return false
}

/**
 * The fewest edits from the query to a whole key, or to a key's beginning of about the query's length (plus ½,
 * so a whole name ranks first at the same distance); `max + 1` when neither is within `max`.
 */
function fuzzyDistance(keys: readonly string[], query: string, max: number): number {
  let best = max + 1
  for (const key of keys) {
    if (key.length + max < query.length) continue
    best = Math.min(best, boundedDistance(query, key, max))
    if (best === 0) return 0
    // As a prefix: the query is the start of a longer name, typed with a slip. Ranks after a whole name as near.
    if (key.length > query.length + max) {
      for (let length = query.length - 1; length <= query.length + 1; length++) {
        if (length < 1) continue
        const distance = boundedDistance(query, key.slice(0, length), max)
        if (distance <= max) best = Math.min(best, distance + 0.5)
      }
    }
  }
  return best
}

/** The comune a shared link names: its slug, or failing that the best match of the text (a typed ?town=…). */
export function findTown(towns: readonly Town[], value: string): Town | undefined {
  const bySlug = towns.find((town) => town.slug === value)
  if (bySlug) return bySlug
  const [first, second] = searchTowns(towns, value, 2)
  if (first?.kind === 'exact' && second?.kind !== 'exact') return first.town
  return undefined
}
