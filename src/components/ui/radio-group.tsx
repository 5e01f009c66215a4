import * as React from 'react'
import { cn } from '@/lib/utils'

interface RadioGroupContextValue {
  name: string
  value: string
  onValueChange?: (value: string) => void
}

const RadioGroupContext = React.createContext<RadioGroupContextValue | null>(null)

export interface RadioGroupProps extends Omit<React.HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The checked item's value ('' for none). */
  value: string
  onValueChange?: (value: string) => void
  /** The radios' shared name (one is generated when omitted). */
  name?: string
}

/**
 * A group of native radios (`role="radiogroup"` around `<input type="radio">`s sharing a name): the browser gives
 * arrow-key selection, one tab stop and form semantics with no script, so it works before hydration and ships no
 * UI-library code (ADR 069 did the same for Checkbox).
 */
export const RadioGroup = React.forwardRef<HTMLDivElement, RadioGroupProps>(
  ({ className, value, onValueChange, name, ...props }, ref) => {
    const generated = React.useId()
    const context = React.useMemo(
      () => ({ name: name ?? generated, value, onValueChange }),
      [name, generated, value, onValueChange],
    )
    return (
      <RadioGroupContext.Provider value={context}>
        <div ref={ref} role="radiogroup" className={cn('grid gap-3', className)} {...props} />
      </RadioGroupContext.Provider>
    )
  },
)
RadioGroup.displayName = 'RadioGroup'

export interface RadioGroupItemProps extends Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'type' | 'name' | 'value' | 'checked' | 'onChange'
> {
  value: string
}

/** One radio of a RadioGroup, drawn as the design's ring with a dot when checked. */
export const RadioGroupItem = React.forwardRef<HTMLInputElement, RadioGroupItemProps>(
  ({ className, value, ...props }, ref) => {
    const group = React.useContext(RadioGroupContext)
    if (!group) throw new Error('RadioGroupItem must be inside a RadioGroup')
    return (
      <input
        ref={ref}
        type="radio"
        name={group.name}
        value={value}
        checked={group.value === value}
        onChange={() => group.onValueChange?.(value)}
        className={cn(
          'size-5 shrink-0 cursor-pointer appearance-none rounded-full border border-input bg-white shadow-sm checked:border-primary checked:bg-primary checked:shadow-[inset_0_0_0_4px_#fff] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 forced-colors:appearance-auto',
          className,
        )}
        {...props}
      />
    )
  },
)
RadioGroupItem.displayName = 'RadioGroupItem'
