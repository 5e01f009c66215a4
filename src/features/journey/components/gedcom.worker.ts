/// <reference lib="webworker" />
import { townIndex } from '@/lib/towns/town-index'
import { placeMatcher } from '@/features/journey/lib/match-places'
import { readPeople } from '@/features/journey/lib/read-people'

/**
 * Reads a GEDCOM file off the main thread (docs/decisions/154): the page posts the file's bytes, the worker
 * answers the people with their birth places matched to comuni, or an error message. Nothing leaves the browser.
 */
self.onmessage = (event: MessageEvent<ArrayBuffer>) => {
  try {
    const match = placeMatcher(townIndex.towns)
    const people = readPeople(event.data).map((person) => ({
      ...person,
      comune: match(person.birthPlace),
    }))
    self.postMessage({ ok: true, people })
  } catch (error) {
    self.postMessage({ ok: false, message: error instanceof Error ? error.message : 'unreadable' })
  }
}
