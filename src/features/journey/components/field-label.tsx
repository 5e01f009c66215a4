import type { LabelHTMLAttributes } from 'react'

/**
 * A native label with the Label primitive's look: the journey page keeps Radix out of its first JavaScript
 * (docs/decisions/153).
 */
export function FieldLabel(props: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className="text-sm font-semibold leading-none text-ink" {...props} />
}
