import * as React from 'react'
import { cn } from '@/lib/utils'

export interface CheckboxProps extends Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange'
> {
  /** Called with the new state when the visitor toggles the box (click, Space, or its label). */
  onCheckedChange?: (checked: boolean) => void
}

/**
 * A native `<input type="checkbox">` drawn like the design's box (ADR 069): no script is needed to render or
 * operate it, so it works before hydration and ships no UI-library code. The tick is a background image
 * shown by `:checked` (`.checkbox-tick` in src/index.css); in forced-colors mode the browser's own checkbox is used.
 * It stays the `peer` element, so a following `<Label>` still reacts to `disabled`.
 */
export const Checkbox = React.forwardRef<HTMLInputElement, CheckboxProps>(
  ({ className, onCheckedChange, ...props }, ref) => (
    <input
      ref={ref}
      type="checkbox"
      className={cn(
        'checkbox-tick peer size-5 shrink-0 cursor-pointer appearance-none rounded-[5px] border border-input bg-white shadow-sm checked:border-primary checked:bg-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 forced-colors:appearance-auto',
        className,
      )}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      {...props}
    />
  ),
)
Checkbox.displayName = 'Checkbox'
