import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { agencies } from '@/content/agencies'
import { itineraries } from '@/content/itineraries'
import { loadTowns } from '@/lib/towns/load-towns'
import { draftFromItinerary, type DraftForm } from '@/features/admin/plan/lib/draft-form'
import { field, input, label } from './field-styles'
import { ResearchFields } from './plan-research-fields'

/**
 * The team's plan editor (docs/product/plan.md, "The team drafts"): research lines priced from the list by the
 * server, the journey's days (a comune from the town finder's data, a title, a text, the ancestors it concerns),
 * the price per person, the agency and the terms.
 */
export function PlanEditor({
  form,
  onChange,
  ancestors,
}: {
  form: DraftForm
  onChange: (form: DraftForm) => void
  ancestors: string[]
}) {
  const id = useId()
  const { research, journey, terms } = form.content
  const [towns, setTowns] = useState<string[]>([])
  const set = (content: Partial<DraftForm['content']>) =>
    onChange({ ...form, content: { ...form.content, ...content } })
  const setDay = (index: number, day: Partial<(typeof journey.days)[number]>) =>
    set({
      journey: {
        ...journey,
        days: journey.days.map((entry, at) => (at === index ? { ...entry, ...day } : entry)),
      },
    })
  const suggest = async (text: string) => {
    const index = await loadTowns()
    setTowns(
      index.search(text, 8).map((match) => `${match.town.name} (${match.town.provinceCode})`),
    )
  }

  return (
    <div className="grid gap-5">
      <ResearchFields
        research={research}
        onChange={(next) => set({ research: next })}
        ancestors={ancestors}
      />

      <fieldset className="grid gap-3">
        <legend className="font-semibold">The journey</legend>
        <div className="flex flex-wrap items-end gap-3">
          <label className={label}>
            Start from a sample itinerary
            <select
              className={field}
              value=""
              onChange={(event) =>
                event.target.value && onChange(draftFromItinerary(event.target.value, form))
              }
            >
              <option value="">Choose…</option>
              {itineraries.map((itinerary) => (
                <option key={itinerary.id} value={itinerary.id}>
                  {itinerary.title} (sample)
                </option>
              ))}
            </select>
          </label>
          <label className={label}>
            Dates
            <input
              className={field}
              value={journey.dates}
              onChange={(event) => set({ journey: { ...journey, dates: event.target.value } })}
            />
          </label>
          <label className={label}>
            People
            <input
              type="number"
              min={1}
              max={40}
              className={`${input} w-20`}
              value={journey.people}
              onChange={(event) =>
                set({ journey: { ...journey, people: Number(event.target.value) || 1 } })
              }
            />
          </label>
          <label className={label}>
            Hotel level
            <input
              className={field}
              value={journey.hotel}
              onChange={(event) => set({ journey: { ...journey, hotel: event.target.value } })}
            />
          </label>
          <label className={label}>
            Agency
            <select
              className={field}
              value={form.agencyId}
              onChange={(event) => onChange({ ...form, agencyId: event.target.value })}
            >
              <option value="">None yet</option>
              {agencies.map((agency) => (
                <option key={agency.id} value={agency.id}>
                  {agency.name} ({agency.regions.join(', ')})
                </option>
              ))}
            </select>
          </label>
        </div>
        <datalist id={`${id}-towns`}>
          {towns.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <ol className="grid gap-3">
          {journey.days.map((day, index) => (
            <li key={index} className="grid gap-2 rounded-lg border border-cream-200 p-3">
              <p className="text-sm font-semibold">Day {index + 1}</p>
              <div className="flex flex-wrap gap-2">
                <label className={label}>
                  Comune
                  <input
                    className={field}
                    list={`${id}-towns`}
                    value={day.town}
                    onChange={(event) => {
                      setDay(index, { town: event.target.value })
                      void suggest(event.target.value)
                    }}
                  />
                </label>
                <label className={`${label} grow`}>
                  Title
                  <input
                    className={field}
                    value={day.title}
                    onChange={(event) => setDay(index, { title: event.target.value })}
                  />
                </label>
              </div>
              <label className={label}>
                Text
                <textarea
                  rows={2}
                  className="w-full rounded-lg border border-input p-2 text-sm"
                  value={day.text}
                  onChange={(event) => setDay(index, { text: event.target.value })}
                />
              </label>
              {ancestors.length > 0 && (
                <fieldset className="flex flex-wrap gap-3 text-sm">
                  <legend className="text-xs font-semibold">Ancestors this day concerns</legend>
                  {ancestors.map((name) => (
                    <label key={name} className="flex items-center gap-1">
                      <input
                        type="checkbox"
                        checked={day.ancestors.includes(name)}
                        onChange={(event) =>
                          setDay(index, {
                            ancestors: event.target.checked
                              ? [...day.ancestors, name]
                              : day.ancestors.filter((entry) => entry !== name),
                          })
                        }
                      />
                      {name}
                    </label>
                  ))}
                </fieldset>
              )}
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="justify-self-start"
                onClick={() =>
                  set({
                    journey: { ...journey, days: journey.days.filter((_, at) => at !== index) },
                  })
                }
              >
                Remove day {index + 1}
              </Button>
            </li>
          ))}
        </ol>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() =>
            set({
              journey: {
                ...journey,
                days: [...journey.days, { town: '', title: '', text: '', ancestors: [] }],
              },
            })
          }
        >
          Add a day
        </Button>
        <div className="flex flex-wrap gap-3">
          <label className={label}>
            Price per person (EUR)
            <input
              inputMode="decimal"
              className={`${input} w-32`}
              value={form.perPerson}
              onChange={(event) => onChange({ ...form, perPerson: event.target.value })}
            />
          </label>
          <label className={`${label} grow`}>
            Included
            <input
              className={field}
              value={journey.included}
              onChange={(event) => set({ journey: { ...journey, included: event.target.value } })}
            />
          </label>
          <label className={`${label} grow`}>
            Not included
            <input
              className={field}
              value={journey.notIncluded}
              onChange={(event) =>
                set({ journey: { ...journey, notIncluded: event.target.value } })
              }
            />
          </label>
        </div>
      </fieldset>

      <fieldset className="flex flex-wrap gap-3">
        <legend className="font-semibold">Terms</legend>
        <label className={label}>
          Valid until
          <input
            type="date"
            className={field}
            value={form.validUntil}
            onChange={(event) => onChange({ ...form, validUntil: event.target.value })}
          />
        </label>
        <label className={`${label} grow`}>
          Cancellation terms
          <input
            className={field}
            value={terms.cancellation}
            onChange={(event) => set({ terms: { cancellation: event.target.value } })}
          />
        </label>
      </fieldset>
    </div>
  )
}
