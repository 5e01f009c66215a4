import type { ReactNode } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { Label } from '@/components/ui/label'
import type { InquiryField, InquiryFormValues } from '@/features/inquiry/lib/inquiry-form-values'

/** What every step gets: the wizard's form and the id of each of its fields. */
export interface StepProps {
  form: UseFormReturn<InquiryFormValues>
  fieldId: (field: string) => string
}

/** Label, control and an inline error message tied to the control (aria-describedby). */
export function Field({
  form,
  fieldId,
  name,
  label,
  hint,
  children,
}: StepProps & { name: InquiryField; label: ReactNode; hint?: string; children: ReactNode }) {
  const error = form.formState.errors[name]?.message
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={fieldId(name)} id={fieldId(`${name}-label`)}>
        {label}
      </Label>
      {hint && (
        <p id={fieldId(`${name}-hint`)} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={fieldId(`${name}-error`)} message={error} />
    </div>
  )
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  )
}

export function describedBy(
  form: UseFormReturn<InquiryFormValues>,
  fieldId: (f: string) => string,
  name: InquiryField,
  hint = false,
) {
  const parts = [
    hint ? fieldId(`${name}-hint`) : '',
    form.formState.errors[name] ? fieldId(`${name}-error`) : '',
  ]
  const value = parts.filter(Boolean).join(' ')
  return value || undefined
}
