import { Textarea } from '@/components/ui/textarea'
import { Field, type StepProps } from './field'

/** Step 1, 'Italian Regions': free text, optional. */
export function RegionsStep({ form, fieldId }: StepProps) {
  return (
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
  )
}
