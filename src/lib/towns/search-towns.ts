import { bitCount, distances, fuzzyDistances, letterMask, normalise } from './normalise'
import type { Town } from './town-data'

/** How a suggestion matched, best first (docs/decisions/100-ancestral-town-finder.md). */
export type MatchKind = 'exact' | 'prefix' | 'word' | 'fuzzy'

export interface TownMatch {
  town: Town
  kind: MatchKind
}

const RANK: Record<MatchKind, number> = { exact: 0, prefix: 1, word: 2, fuzzy: 3 }
const collator = new Intl.Collator('it')

/** Edits forgiven: one from 4 letters (a typo), two from 9 (a long name heard, not read). */
function allowedEdits(length: number): number {
  if (length < 4) return 0
  return length < 9 ? 1 : 2
}

/**
 * The comuni a typed text may mean, best first: the whole name (exact), the start of the name (prefix), the start
 * of a later word ('militello' → Sant'Agata di Militello), then names a few edits away, whole or as a prefix
 * ('cefalo' → Cefalù, 'sant agata di militelo'), looked for only when nothing matches as typed. Within a kind, a shorter name first, then alphabetical.
 * Runs on every keystroke over ≈ 7,900 names: no allocation per name (docs/performance.md, "Town finder").
 */
export function searchTowns(towns: readonly Town[], text: string, limit = 8): TownMatch[] {
  const query = normalise(text)
  if (query === '' || limit < 1) return []
  // The best `limit` so far, best first: a short insertion, not a sort of every match ('c' matches ≈ 800).
  const top: Scored[] = []
  const offer = (town: Town, kind: MatchKind, score: number) => {
    const entry = { town, kind, score }
    if (top.length === limit && compare(entry, top[limit - 1]!) >= 0) return
    let index = top.length
    while (index > 0 && compare(entry, top[index - 1]!) < 0) index--
    top.splice(index, 0, entry)
    if (top.length > limit) top.pop()
  }
  let matched = 0
  for (const town of towns) {
    let kind: MatchKind | undefined
    if (town.keys.includes(query)) kind = 'exact'
    else if (town.keys.some((key) => key.startsWith(query))) kind = 'prefix'
    else if (town.laterWords.some((rest) => rest.startsWith(query))) kind = 'word'
    if (kind) {
      matched++
      offer(town, kind, RANK[kind] * 100)
    }
  }
  const edits = allowedEdits(query.length)
  // Names a few edits away are the fallback for a text that matches no name as typed: when it does, the visitor
  // is typing a real name, and near misses ('cefa' → 'Ceva', …) would crowd the list and cost the most to find.
  if (matched === 0 && edits > 0) {
    const queryMask = letterMask(query)
    for (const town of towns) {
      if (top.some((entry) => entry.town === town)) continue
      const distance = fuzzyDistance(town, query, queryMask, edits)
      if (distance <= edits + 0.5) offer(town, 'fuzzy', 300 + distance * 10)
    }
  }
  return top.map(({ town, kind }) => ({ town, kind }))
}

interface Scored {
  town: Town
  kind: MatchKind
  score: number
}

function compare(a: Scored, b: Scored): number {
  return (
    a.score - b.score ||
    a.town.name.length - b.town.name.length ||
    collator.compare(a.town.name, b.town.name)
  )
}

/**
 * The fewest edits from the query to a whole key, or to a key's beginning of about the query's length (plus ½,
 * so a whole name ranks first at the same distance); `max + 1` when neither is within `max`.
 */
function fuzzyDistance(town: Town, query: string, queryMask: number, max: number): number {
  let best = max + 1
  for (let index = 0; index < town.keys.length; index++) {
    const key = town.keys[index]!
    if (key.length + max < query.length) continue
    // Each edit brings at most one letter the name lacks: more missing letters than edits, no match.
    if (bitCount(queryMask & ~town.masks[index]!) > max) continue
    fuzzyDistances(query, key, max)
    best = Math.min(best, distances.whole, distances.prefix + 0.5)
    if (best === 0) return 0
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
