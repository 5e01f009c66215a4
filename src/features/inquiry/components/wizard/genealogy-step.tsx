import { Controller } from 'react-hook-form'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { GENEALOGY_OPTIONS } from '@/features/inquiry/lib/inquiry-options'
import { describedBy, FieldError, type StepProps } from './field'

/** Step 3, 'Genealogy Research': one of the research options. */
export function GenealogyStep({ form, fieldId }: StepProps) {
  const error = form.formState.errors.genealogyExpectations?.message
  return (
    <div className="flex flex-col gap-3">
      <p id={fieldId('genealogyExpectations-label')} className="text-sm font-semibold text-ink">
        What would you like us to research?
      </p>
      <Controller
        control={form.control}
        name="genealogyExpectations"
        render={({ field }) => (
          <RadioGroup
            id={fieldId('genealogyExpectations')}
            name={field.name}
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value)
              form.clearErrors('genealogyExpectations')
            }}
            aria-labelledby={fieldId('genealogyExpectations-label')}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(form, fieldId, 'genealogyExpectations')}
            className="grid gap-3 sm:grid-cols-2"
          >
            {GENEALOGY_OPTIONS.map((option) => {
              const id = fieldId(`genealogy-${option.value}`)
              return (
                <label
                  key={option.value}
                  htmlFor={id}
                  className="flex cursor-pointer gap-3 rounded-xl border border-cream-300 bg-white p-4 shadow-sm transition-colors hover:border-terracotta-300 has-[:checked]:border-terracotta-500 has-[:checked]:bg-terracotta-50/60"
                >
                  <RadioGroupItem
                    id={id}
                    value={option.value}
                    className="mt-0.5"
                    aria-describedby={`${id}-description`}
                  />
                  <span className="flex flex-col gap-1">
                    <span className="text-sm font-semibold text-ink">{option.label}</span>
                    <span
                      id={`${id}-description`}
                      className="text-sm leading-snug text-muted-foreground"
                    >
                      {option.description}
                    </span>
                  </span>
                </label>
              )
            })}
          </RadioGroup>
        )}
      />
      <FieldError id={fieldId('genealogyExpectations-error')} message={error} />
    </div>
  )
}
