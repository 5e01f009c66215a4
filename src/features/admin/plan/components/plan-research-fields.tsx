import { useId } from 'react'
import { Button } from '@/components/ui/button'
import {
  DELIVERABLE_LABELS,
  DELIVERABLES,
  RESEARCH_KIND_LABELS,
  RESEARCH_KINDS,
  type PlanContent,
} from '@/lib/contracts/plan'
import { field, input, label } from './field-styles'

type Research = PlanContent['research']

/** The plan's research: lines (an ancestor line, a kind priced by the server, how far back), weeks, deliverables. */
export function ResearchFields({
  research,
  onChange,
  ancestors,
}: {
  research: Research
  onChange: (research: Research) => void
  ancestors: string[]
}) {
  const id = useId()
  const set = (content: { research: Research }) => onChange(content.research)
  return (
    <fieldset className="grid gap-3">
      <legend className="font-semibold">Research</legend>
      {research.lines.map((line, index) => (
        <div key={index} className="flex flex-wrap items-end gap-2">
          <label className={label}>
            Ancestor line
            <input
              className={field}
              list={`${id}-ancestors`}
              value={line.ancestorLine}
              onChange={(event) =>
                set({
                  research: {
                    ...research,
                    lines: research.lines.map((entry, at) =>
                      at === index ? { ...entry, ancestorLine: event.target.value } : entry,
                    ),
                  },
                })
              }
            />
          </label>
          <label className={label}>
            Kind of research
            <select
              className={field}
              value={line.kind}
              onChange={(event) => {
                const kind =
                  RESEARCH_KINDS.find((value) => value === event.target.value) ?? line.kind
                set({
                  research: {
                    ...research,
                    lines: research.lines.map((entry, at) =>
                      at === index ? { ...entry, kind } : entry,
                    ),
                  },
                })
              }}
            >
              {RESEARCH_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {RESEARCH_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          </label>
          <label className={label}>
            Back to
            <input
              className={`${input} w-24`}
              value={line.backTo}
              onChange={(event) =>
                set({
                  research: {
                    ...research,
                    lines: research.lines.map((entry, at) =>
                      at === index ? { ...entry, backTo: event.target.value } : entry,
                    ),
                  },
                })
              }
            />
          </label>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() =>
              set({
                research: { ...research, lines: research.lines.filter((_, at) => at !== index) },
              })
            }
          >
            Remove line {index + 1}
          </Button>
        </div>
      ))}
      <datalist id={`${id}-ancestors`}>
        {ancestors.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <div className="flex flex-wrap items-end gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() =>
            set({
              research: {
                ...research,
                lines: [
                  ...research.lines,
                  { kind: 'digital_archives', ancestorLine: ancestors[0] ?? '', backTo: '' },
                ],
              },
            })
          }
        >
          Add a research line
        </Button>
        <label className={label}>
          Weeks
          <input
            type="number"
            min={1}
            max={52}
            className={`${input} w-20`}
            value={research.weeks}
            onChange={(event) =>
              set({ research: { ...research, weeks: Number(event.target.value) || 1 } })
            }
          />
        </label>
      </div>
      <div className="flex flex-wrap gap-4 text-sm">
        {DELIVERABLES.map((item) => (
          <label key={item} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={research.deliverables.includes(item)}
              onChange={(event) =>
                set({
                  research: {
                    ...research,
                    deliverables: event.target.checked
                      ? [...research.deliverables, item]
                      : research.deliverables.filter((entry) => entry !== item),
                  },
                })
              }
            />
            {DELIVERABLE_LABELS[item]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
