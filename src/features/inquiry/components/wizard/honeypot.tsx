import type { StepProps } from './field'

/** Off-screen, out of the tab order and hidden from assistive technology: only bots fill it. */
export function Honeypot({ form, fieldId }: StepProps) {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[9999px] top-auto h-px w-px overflow-hidden"
    >
      <label htmlFor={fieldId('website')}>Website</label>
      <input
        id={fieldId('website')}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...form.register('website')}
      />
    </div>
  )
}
