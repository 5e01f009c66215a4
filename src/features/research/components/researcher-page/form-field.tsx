import type { ReactNode } from 'react'

/** What a field's control needs to be labeled and described: its id, whether it is refused, its hint and error. */
export interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export const selectClass =
  'h-11 w-full rounded-lg border border-input bg-white px-3 text-base text-ink shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30 aria-[invalid=true]:border-destructive md:text-sm'

/** A labeled field with its hint and, beside it, its refusal (the form's own or the server's). */
export function FormField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string
  label: string
  hint?: string
  error?: string
  className?: string
  children: (control: ControlProps) => ReactNode
}) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const described = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={`grid grid-cols-1 content-start gap-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-soft [overflow-wrap:anywhere]">
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {error ? (
        <p id={errorId} className="text-sm text-destructive [overflow-wrap:anywhere]">
          {error}
        </p>
      ) : null}
    </div>
  )
}
