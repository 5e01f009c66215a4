import { X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { PlaceCombobox } from '@/components/place-combobox'
import type { Comune } from '@/lib/contracts/research'
import { loadTowns } from '@/lib/towns/load-towns'
import { toTownRef } from '@/lib/towns/town-data'
import type { ResearchIntl } from '@/features/research/lib/researcher-page/research-intl'
import { FormField } from './form-field'

const prepareTowns = () => void loadTowns().catch(() => undefined)

/**
 * The comune of a search or a record, chosen with the town finder's data and combobox, as the journey page's birth
 * place is (src/features/journey/components/ancestor-card.tsx): the chosen comune shows as a chip with a remove
 * button; focus follows the choice.
 */
export function ComuneField({
  id,
  intl,
  value,
  onChange,
  error,
  focusRef,
  label,
}: {
  id: string
  intl: ResearchIntl
  value: Comune | null | undefined
  onChange: (comune: Comune | null) => void
  error?: string
  /** The form's hold on the field (react-hook-form's `field.ref`), so a refused comune takes the focus. */
  focusRef?: (target: { focus: () => void }) => void
  /** The field's label, when not "Comune" (a next step's towns). */
  label?: string
}) {
  const { t } = intl
  const chip = useRef<HTMLParagraphElement>(null)
  const focusNext = useRef<'chip' | 'finder' | null>(null)

  useEffect(() => {
    focusRef?.({ focus: () => (chip.current ?? document.getElementById(id))?.focus() })
  }, [focusRef, id])

  useEffect(() => {
    const target = focusNext.current
    focusNext.current = null
    if (target === 'chip') chip.current?.focus()
    if (target === 'finder') document.getElementById(id)?.focus()
  }, [value, id])

  return (
    <FormField id={id} label={label ?? t('form.comune')} error={error} className="sm:col-span-2">
      {(control) =>
        value ? (
          <p
            ref={chip}
            tabIndex={-1}
            aria-describedby={control['aria-describedby']}
            className="inline-flex w-fit items-center gap-1 rounded-full border border-olive-200 bg-olive-50 py-1 pl-3 pr-1 text-sm text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {value.comune} ({value.province}, {value.region})
            <button
              type="button"
              className="rounded-full p-1 hover:bg-olive-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              onClick={() => {
                focusNext.current = 'finder'
                onChange(null)
              }}
            >
              <X className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('form.removeComune', { comune: value.comune })}</span>
            </button>
          </p>
        ) : (
          <PlaceCombobox
            id={control.id}
            describedBy={control['aria-describedby']}
            placeholder={t('form.comunePlaceholder')}
            noneMessage={t('form.comuneNone')}
            suggest={async (text) => (await loadTowns()).suggest(text)}
            onIntent={prepareTowns}
            onChoose={(option, element) => {
              element.value = ''
              void loadTowns().then((towns) => {
                const town = towns.find(option.key)
                if (!town) return
                focusNext.current = 'chip'
                onChange(toTownRef(town))
              })
            }}
          />
        )
      }
    </FormField>
  )
}
