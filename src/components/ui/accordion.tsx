import { ChevronDown } from 'lucide-react'
import * as React from 'react'
import { cn } from '@/lib/utils'

/**
 * An accordion made of native `<details>`/`<summary>` (ADR 068): it renders and works without JavaScript (before
 * hydration too), the browser provides the keyboard (Enter/Space on the summary) and the expanded state for
 * assistive technology, and opening an item never needs a height measured by script, so nothing shifts. The
 * opening animation is CSS only (`.accordion-item` in src/index.css).
 *
 * `type="single"` gives every item the same `name`, which makes the browser keep at most one item open (an
 * exclusive accordion); the open item can still be closed, like Radix's `collapsible`. Browsers without `name`
 * support fall back to independent items.
 */
const AccordionNameContext = React.createContext<string | undefined>(undefined)

export interface AccordionProps extends React.HTMLAttributes<HTMLDivElement> {
  /** 'single': at most one item open at a time; 'multiple' (default): items open independently. */
  type?: 'single' | 'multiple'
}

export function Accordion({ type = 'multiple', ...props }: AccordionProps) {
  const groupName = React.useId()
  return (
    <AccordionNameContext.Provider value={type === 'single' ? groupName : undefined}>
      <div {...props} />
    </AccordionNameContext.Provider>
  )
}

export interface AccordionItemProps extends Omit<
  React.DetailsHTMLAttributes<HTMLDetailsElement>,
  'open' | 'name'
> {
  /** Open in the server-rendered HTML; afterwards the browser owns the open state. */
  defaultOpen?: boolean
}

export function AccordionItem({ className, defaultOpen, ...props }: AccordionItemProps) {
  const name = React.useContext(AccordionNameContext)
  return (
    <details
      name={name}
      open={defaultOpen}
      className={cn('accordion-item group border-b', className)}
      {...props}
    />
  )
}

export function AccordionTrigger({
  className,
  children,
  ...props
}: React.HTMLAttributes<HTMLElement>) {
  return (
    <summary
      className={cn(
        'flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-display text-lg font-semibold text-ink transition-colors hover:text-terracotta-700 [&::-webkit-details-marker]:hidden',
        className,
      )}
      {...props}
    >
      {children}
      <ChevronDown
        className="size-5 shrink-0 text-terracotta-700 transition-transform duration-200 group-open:rotate-180"
        aria-hidden="true"
      />
    </summary>
  )
}

export function AccordionContent({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('pb-6 pt-0 text-base', className)} {...props} />
}
