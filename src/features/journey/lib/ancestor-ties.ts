import { RECORD_TYPE_WORDS } from '@/lib/research-words'
import type { RECORD_TYPES } from '@/lib/contracts/research'
import type { Ancestor } from './story-types'

/**
 * What an ancestor's card says of the research and of who is whose (docs/product/journey.md, "Your ancestors";
 * docs/decisions/267): the research's mark with the records it came from, and the card's relations in words.
 */

/** The card's title: given names and the surname as written in Italy (else in America). */
export function ancestorName(ancestor: Ancestor): string | null {
  return (
    [ancestor.givenNames, ancestor.surnameItaly ?? ancestor.surnameAmerica]
      .filter(Boolean)
      .join(' ') || null
  )
}

/** `Found by research` or `Confirmed by research`, and the records (`Birth record, Padula, 1887`); null without. */
export function researchNote(ancestor: Ancestor): { mark: string; records: string[] } | null {
  const research = ancestor.research
  if (!research) return null
  return {
    mark: research.status === 'found' ? 'Found by research' : 'Confirmed by research',
    records: research.records.map((record) =>
      [
        RECORD_TYPE_WORDS[record.type as (typeof RECORD_TYPES)[number]] ?? 'Record',
        record.comune,
        record.year,
      ]
        .filter((part) => part !== null && part !== undefined && part !== '')
        .join(', '),
    ),
  }
}

/** `Child of Michele Russo and Maria De Luca`, `Parent of Giuseppe Russo`, `Spouse of Rosa Lamberti`. */
export function relationLines(ancestor: Ancestor, everyone: Ancestor[]): string[] {
  const byId = new Map(everyone.map((other) => [other.id, other]))
  const names = (ids: string[]) =>
    ids
      .map((id) => byId.get(id))
      .filter((other): other is Ancestor => other !== undefined)
      .map((other) => ancestorName(other) ?? 'an ancestor without a name')
  const and = (list: string[]) =>
    list.length < 2 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`
  const parents = names(ancestor.parentIds ?? [])
  const children = names(
    everyone.filter((other) => other.parentIds?.includes(ancestor.id)).map((other) => other.id),
  )
  const spouses = names(ancestor.spouseIds ?? [])
  return [
    ...(parents.length ? [`Child of ${and(parents)}`] : []),
    ...(children.length ? [`Parent of ${and(children)}`] : []),
    ...(spouses.length ? [`Spouse of ${and(spouses)}`] : []),
  ]
}
