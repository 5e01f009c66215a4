import { Search, Trash2, X } from 'lucide-react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { PlaceCombobox } from '@/components/place-combobox'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { FieldLabel } from './field-label'
import { Textarea } from '@/components/ui/textarea'
import { loadTowns } from '@/lib/towns/load-towns'
import { toTownRef } from '@/lib/towns/town-data'
import { RELATIONS, type Ancestor, type BirthDate } from '@/features/journey/lib/story-types'
import { ancestorName, relationLines, researchNote } from '@/features/journey/lib/ancestor-ties'

const prepareTowns = () => void loadTowns().catch(() => undefined)

const text = (value: string) => (value === '' ? null : value)
const whole = (value: string) => {
  const number = Number.parseInt(value, 10)
  return Number.isFinite(number) ? number : null
}

interface AncestorCardProps {
  ancestor: Ancestor
  index: number
  /** Every ancestor of the story: the relations name them. */
  everyone: Ancestor[]
  /** Field errors from the server, by path inside this card ('birthDate.value'). */
  errors: Record<string, string>
  onChange: (patch: Partial<Ancestor>) => void
  onRemove: () => void
}

/**
 * One ancestor: what research says of them and who is whose (docs/decisions/267), then names, relation, birth (date
 * and comune, with the town finder), emigration, notes.
 */
export function AncestorCard({
  ancestor,
  index,
  everyone,
  errors,
  onChange,
  onRemove,
}: AncestorCardProps) {
  const id = useId()
  const name = ancestorName(ancestor) ?? `Ancestor ${index + 1}`
  const research = researchNote(ancestor)
  const relations = relationLines(ancestor, everyone)
  const field = (key: string, label: string, control: ReactNode, wide = false) => (
    <div className={wide ? 'flex flex-col gap-1.5 sm:col-span-2' : 'flex flex-col gap-1.5'}>
      <FieldLabel htmlFor={`${id}-${key}`}>{label}</FieldLabel>
      {control}
      {errors[key] && (
        <p id={`${id}-${key}-error`} className="text-sm text-destructive">
          {errors[key]}
        </p>
      )}
    </div>
  )
  const input = (key: keyof Ancestor, label: string, props: Record<string, unknown> = {}) =>
    field(
      key,
      label,
      <Input
        id={`${id}-${key}`}
        value={(ancestor[key] as string | number | null) ?? ''}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        onChange={(event) =>
          onChange({
            [key]: props.type === 'number' ? whole(event.target.value) : text(event.target.value),
          })
        }
        {...props}
      />,
    )
  const setDate = (patch: Partial<BirthDate> | null) =>
    onChange({
      birthDate:
        patch === null
          ? null
          : { kind: 'year', value: '', ...(ancestor.birthDate ?? {}), ...patch },
    })
  // Focus follows the choice (issue 38): to the chosen comune once picked, back to the finder once removed.
  const chip = useRef<HTMLParagraphElement>(null)
  const focusNext = useRef<'chip' | 'finder' | null>(null)
  const chooseTown = async (key: string) => {
    const town = (await loadTowns()).find(key)
    if (town) {
      focusNext.current = 'chip'
      onChange({ birthPlace: toTownRef(town) })
    }
  }
  useEffect(() => {
    if (focusNext.current === 'chip') chip.current?.focus()
    else if (focusNext.current === 'finder') document.getElementById(`${id}-town`)?.focus()
    focusNext.current = null
  }, [ancestor.birthPlace, id])

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-cream-300/70 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={`${id}-title`} className="font-display text-xl font-semibold text-ink">
          {name}
        </h3>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" /> Remove<span className="sr-only"> {name}</span>
        </Button>
      </div>
      {(research || relations.length > 0) && (
        <div className="mt-2 flex flex-col gap-1.5 text-sm text-ink-soft">
          {research && (
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="inline-flex items-center gap-1 rounded-full border border-olive-200 bg-olive-50 px-2.5 py-0.5 font-semibold text-ink">
                <Search className="size-3.5" aria-hidden="true" />
                {research.mark}
              </span>
              {research.records.length > 0 && <span>Named in: {research.records.join('; ')}</span>}
            </p>
          )}
          {relations.length > 0 && (
            <ul aria-label={`Family of ${name}`} className="flex flex-col gap-0.5">
              {relations.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {input('givenNames', 'Given names', { autoComplete: 'off', maxLength: 100 })}
        {field(
          'relation',
          'Relation to you',
          <select
            id={`${id}-relation`}
            className="h-11 rounded-lg border border-input bg-white px-3 text-base md:text-sm"
            value={ancestor.relation ?? ''}
            onChange={(event) =>
              onChange({ relation: (event.target.value || null) as Ancestor['relation'] })
            }
          >
            <option value="">Not sure</option>
            {RELATIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>,
        )}
        {input('surnameItaly', 'Surname as written in Italy', { maxLength: 100 })}
        {input('surnameAmerica', 'Surname as used in America', { maxLength: 100 })}
        <fieldset className="flex flex-col gap-1.5 sm:col-span-2">
          <legend className="mb-1.5 text-sm font-semibold text-ink">Birth or baptism date</legend>
          <div className="flex flex-wrap gap-2">
            <label className="sr-only" htmlFor={`${id}-date-kind`}>
              How precise
            </label>
            <select
              id={`${id}-date-kind`}
              className="h-11 rounded-lg border border-input bg-white px-3 text-base md:text-sm"
              value={ancestor.birthDate?.kind ?? ''}
              onChange={(event) =>
                setDate(
                  event.target.value ? { kind: event.target.value as BirthDate['kind'] } : null,
                )
              }
            >
              <option value="">Unknown</option>
              <option value="exact">Exact date</option>
              <option value="year">Year only</option>
              <option value="about">About (a year)</option>
            </select>
            {ancestor.birthDate && (
              <>
                <label className="sr-only" htmlFor={`${id}-birthDate.value`}>
                  {ancestor.birthDate.kind === 'exact' ? 'Date' : 'Year'}
                </label>
                <Input
                  id={`${id}-birthDate.value`}
                  className="w-auto"
                  type={ancestor.birthDate.kind === 'exact' ? 'date' : 'text'}
                  inputMode={ancestor.birthDate.kind === 'exact' ? undefined : 'numeric'}
                  placeholder={ancestor.birthDate.kind === 'exact' ? undefined : 'e.g. 1890'}
                  maxLength={10}
                  value={ancestor.birthDate.value}
                  aria-invalid={errors['birthDate.value'] ? true : undefined}
                  onChange={(event) => setDate({ value: event.target.value })}
                />
              </>
            )}
          </div>
          {errors['birthDate.value'] && (
            <p className="text-sm text-destructive">{errors['birthDate.value']}</p>
          )}
        </fieldset>
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <FieldLabel htmlFor={`${id}-town`}>Comune of birth</FieldLabel>
          {ancestor.birthPlace ? (
            <p
              ref={chip}
              tabIndex={-1}
              data-testid="chosen-comune"
              className="inline-flex w-fit items-center gap-1 rounded-full border border-olive-200 bg-olive-50 py-1 pl-3 pr-1 text-sm text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {ancestor.birthPlace.comune} ({ancestor.birthPlace.province},{' '}
              {ancestor.birthPlace.region})
              <button
                type="button"
                className="rounded-full p-1 hover:bg-olive-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => {
                  focusNext.current = 'finder'
                  onChange({ birthPlace: null })
                }}
              >
                <X className="size-4" aria-hidden="true" />
                <span className="sr-only">Remove {ancestor.birthPlace.comune}</span>
              </button>
            </p>
          ) : (
            <PlaceCombobox
              id={`${id}-town`}
              placeholder="Start typing a comune, e.g. Padula"
              suggest={async (value) => (await loadTowns()).suggest(value)}
              onIntent={prepareTowns}
              onChoose={(option, element) => {
                element.value = ''
                void chooseTown(option.key)
              }}
            />
          )}
          {errors.birthPlace && <p className="text-sm text-destructive">{errors.birthPlace}</p>}
        </div>
        {input('birthPlaceText', 'Or the place as your family knows it', { maxLength: 200 })}
        {input('emigrationYear', 'Year of emigration', { type: 'number', inputMode: 'numeric' })}
        {input('departurePort', 'Port of departure', { maxLength: 100 })}
        {input('ship', 'Ship', { maxLength: 100 })}
        {input('arrivalPort', 'Port of arrival', { maxLength: 100 })}
        {input('arrivalYear', 'Year of arrival', { type: 'number', inputMode: 'numeric' })}
        {field(
          'notes',
          'Notes',
          <Textarea
            id={`${id}-notes`}
            maxLength={2000}
            value={ancestor.notes ?? ''}
            onChange={(event) => onChange({ notes: text(event.target.value) })}
          />,
          true,
        )}
      </div>
    </article>
  )
}
