import { Textarea } from '@/components/ui/textarea'
import { useIsHydrated } from '@/lib/use-is-hydrated'
import { Field, type StepProps } from './field'
import { TownPicker } from './town-picker'

/**
 * Step 1, 'Italian Regions': free text, optional; once the app runs, suggestions of comuni and regions below it
 * (the prerendered step is the text alone, so typing into it before the app needs no code: ADR 072, 100).
 */
export function RegionsStep({ form, fieldId }: StepProps) {
  const hydrated = useIsHydrated()
  return (
    <div className="flex flex-col gap-6">
      <Field
        form={form}
        fieldId={fieldId}
        name="regions"
        label="Italian regions or towns of your ancestors (optional)"
      >
        <Textarea
          id={fieldId('regions')}
          rows={4}
          maxLength={500}
          placeholder="e.g. Sicily, near Palermo; a village in Calabria"
          {...form.register('regions')}
        />
      </Field>
      {hydrated && <TownPicker form={form} fieldId={fieldId} />}
    </div>
  )
}
