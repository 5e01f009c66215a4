import type { TownRef } from '@/lib/towns/town-data'
import type { GedcomPerson } from './read-people'
import { newAncestor, type Ancestor } from './story-types'

/** A person of the file with their birth place matched to a comune (match-places.ts), as the import lists them. */
export type ImportedPerson = GedcomPerson & { comune: TownRef | null }

const THIS_YEAR = new Date().getFullYear()

/** The ancestor card a ticked person becomes: what docs/gedcom.md says the import keeps, within the card's limits. */
export function toAncestor(person: ImportedPerson): Ancestor {
  const year = person.emigrationYear
  return newAncestor({
    givenNames: person.givenNames?.slice(0, 100) ?? null,
    surnameItaly: person.surname?.slice(0, 100) ?? null,
    birthDate:
      person.birthDate && Number(person.birthDate.value.slice(0, 4)) >= 1500
        ? person.birthDate
        : null,
    birthPlace: person.comune,
    birthPlaceText: person.comune ? null : (person.birthPlace?.slice(0, 200) ?? null),
    emigrationYear: year !== null && year >= 1700 && year <= THIS_YEAR ? year : null,
  })
}
