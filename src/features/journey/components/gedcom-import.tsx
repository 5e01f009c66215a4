import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { Ancestor } from '@/features/journey/lib/story-types'
import { toAncestor, type ImportedPerson as Person } from '@/features/journey/lib/import-ancestor'

type State =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'error'; message: string }
  | { kind: 'read'; people: Person[] }

/** At most this many rows at once: a 30,000-person tree is searched, not scrolled (no long main-thread task). */
const SHOWN = 100
const MAX_FILE_BYTES = 50 * 1024 * 1024
const label = (person: Person) =>
  [person.givenNames, person.surname].filter(Boolean).join(' ') || 'Unnamed person'

/**
 * The GEDCOM import (docs/decisions/154): the family picks a .ged file; a Web Worker reads it; the page lists the
 * people with their birth places (comuni matched where possible); the ones ticked become ancestor cards.
 */
export function GedcomImport({
  room,
  onAdd,
  onClose,
}: {
  room: number
  onAdd: (ancestors: Ancestor[]) => void
  onClose: () => void
}) {
  const id = useId()
  const [state, setState] = useState<State>({ kind: 'idle' })
  const [query, setQuery] = useState('')
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  const worker = useRef<Worker | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
    return () => worker.current?.terminate()
  }, [])

  const read = async (file: File | undefined) => {
    if (!file) return
    if (file.size > MAX_FILE_BYTES) {
      setState({
        kind: 'error',
        message: 'This file is larger than 50 MB: please export a smaller tree.',
      })
      return
    }
    setState({ kind: 'reading' })
    worker.current?.terminate()
    worker.current = new Worker(new URL('./gedcom.worker.ts', import.meta.url), { type: 'module' })
    worker.current.onmessage = (event: MessageEvent<{ ok: boolean; people?: Person[] }>) => {
      if (event.data.ok && event.data.people)
        setState(
          event.data.people.length > 0
            ? { kind: 'read', people: event.data.people }
            : { kind: 'error', message: 'This file has no people in it.' },
        )
      else
        setState({
          kind: 'error',
          message:
            'This file could not be read as a GEDCOM family tree. Export it again from your tree site as GEDCOM (.ged) and try once more.',
        })
      worker.current?.terminate()
      worker.current = null
    }
    worker.current.onerror = () =>
      setState({ kind: 'error', message: 'This file could not be read as a GEDCOM family tree.' })
    worker.current.postMessage(await file.arrayBuffer())
  }

  const people = useMemo(() => (state.kind === 'read' ? state.people : []), [state])
  const shown = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean)
    const matching = words.length
      ? people.filter((person) => {
          const text = `${label(person)} ${person.birthPlace ?? ''}`.toLowerCase()
          return words.every((word) => text.includes(word))
        })
      : people
    return { total: matching.length, rows: matching.slice(0, SHOWN) }
  }, [people, query])

  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current)
      if (next.has(key)) next.delete(key)
      else if (next.size < room) next.add(key)
      return next
    })

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="w-full rounded-2xl border border-olive-200 bg-white p-5 shadow-sm"
    >
      <h3
        id={`${id}-title`}
        ref={heading}
        tabIndex={-1}
        className="font-display text-xl font-semibold"
      >
        Import from a family tree file
      </h3>
      <p className="mt-1 text-sm text-ink-soft">
        Export your tree from Ancestry, FamilySearch, MyHeritage or Geni as a GEDCOM file (.ged) and
        choose it here. It is read in this browser: only the people you tick are added to your
        story.
      </p>
      <label htmlFor={`${id}-file`} className="mt-3 block text-sm font-semibold">
        GEDCOM file
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".ged,.GED,text/plain"
        className="mt-1 block text-sm"
        onChange={(event) => void read(event.target.files?.[0])}
      />
      <div role="status" aria-live="polite" className="mt-3 text-sm">
        {state.kind === 'reading' && 'Reading your family tree…'}
        {state.kind === 'read' &&
          `${people.length.toLocaleString()} people found. Tick the ones to add (up to ${room}).`}
      </div>
      {state.kind === 'error' && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {state.message}
        </p>
      )}
      {state.kind === 'read' && (
        <>
          <label htmlFor={`${id}-search`} className="mt-3 block text-sm font-semibold">
            Search by name or place
          </label>
          <Input
            id={`${id}-search`}
            className="mt-1"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {shown.total > SHOWN && (
            <p className="mt-2 text-sm text-ink-soft">
              Showing {SHOWN} of {shown.total.toLocaleString()}: search to find the others.
            </p>
          )}
          <ul
            aria-label="People in the file"
            className="mt-3 flex max-h-96 flex-col gap-1 overflow-y-auto"
          >
            {shown.rows.map((person) => (
              <li
                key={person.key}
                className="flex items-start gap-3 rounded-lg px-2 py-1.5 hover:bg-cream-50"
              >
                <input
                  id={`${id}-${person.key}`}
                  type="checkbox"
                  className="mt-1 size-5 accent-terracotta-600"
                  checked={chosen.has(person.key)}
                  disabled={!chosen.has(person.key) && chosen.size >= room}
                  onChange={() => toggle(person.key)}
                />
                <label htmlFor={`${id}-${person.key}`} className="text-sm">
                  <span className="font-semibold text-ink">{label(person)}</span>
                  {person.birthText && (
                    <span className="text-ink-soft">, born {person.birthText}</span>
                  )}
                  {person.birthPlace && (
                    <span className="block text-ink-soft">
                      {person.birthPlace}
                      {person.comune &&
                        ` (comune of ${person.comune.comune}, ${person.comune.province})`}
                    </span>
                  )}
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={chosen.size === 0}
          onClick={() => onAdd(people.filter((person) => chosen.has(person.key)).map(toAncestor))}
        >
          Add {chosen.size || ''} {chosen.size === 1 ? 'person' : 'people'} as ancestors
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </section>
  )
}
