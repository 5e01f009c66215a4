import { X } from 'lucide-react'
import { PlaceCombobox } from '@/components/place-combobox'
import { Label } from '@/components/ui/label'
import { loadTowns } from '@/lib/towns/load-towns'
import { sameTown, toTownRef } from '@/lib/towns/town-data'
import type { StepProps } from './field'

const prepare = () => void loadTowns().catch(() => undefined)

/**
 * Step 1's suggestions (docs/decisions/100): comuni and regions as the visitor types. A comune chosen is kept as
 * structured data (comune, province, region) and sent with the inquiry; a region chosen is added to the text.
 * The text above stays free: nothing here is required.
 */
export function TownPicker({ form, fieldId }: StepProps) {
  const towns = form.watch('towns')
  const id = fieldId('town-search')

  const choose = async (key: string, label: string, input: HTMLInputElement) => {
    input.value = ''
    if (key.startsWith('region:')) {
      const text = form.getValues('regions').trim()
      if (!text.toLowerCase().includes(label.toLowerCase()))
        form.setValue('regions', text ? `${text}, ${label}` : label, { shouldDirty: true })
      return
    }
    const town = (await loadTowns()).find(key)
    if (!town) return
    const current = form.getValues('towns')
    if (!current.some((other) => sameTown(other, toTownRef(town))) && current.length < 10)
      form.setValue('towns', [...current, toTownRef(town)], { shouldDirty: true })
  }

  const remove = (index: number) => {
    const next = towns.filter((_, other) => other !== index)
    form.setValue('towns', next, { shouldDirty: true })
    document.getElementById(id)?.focus()
  }

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Find your family’s town (optional)</Label>
      <p id={fieldId('town-search-hint')} className="text-sm text-muted-foreground">
        Type a town or a region: choose a suggestion to add it. Any spelling works.
      </p>
      <PlaceCombobox
        id={id}
        placeholder="e.g. Cefalù"
        describedBy={fieldId('town-search-hint')}
        suggest={async (text) => (await loadTowns()).suggestPlaces(text)}
        onIntent={prepare}
        onChoose={(option, input) => void choose(option.key, option.label, input)}
      />
      {towns.length > 0 && (
        <ul aria-label="Towns you chose" className="flex flex-wrap gap-2">
          {towns.map((town, index) => (
            <li
              key={`${town.comune}-${town.province}`}
              className="inline-flex items-center gap-1 rounded-full border border-olive-200 bg-olive-50 py-1 pl-3 pr-1 text-sm text-ink"
            >
              <span>
                <span className="font-semibold">{town.comune}</span>{' '}
                <span className="text-ink-soft">
                  ({town.province}, {town.region})
                </span>
              </span>
              <button
                type="button"
                onClick={() => remove(index)}
                className="inline-flex size-8 items-center justify-center rounded-full text-ink-soft hover:bg-olive-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Remove ${town.comune}`}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
