import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

export interface PageHeroProps {
  eyebrow: string
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  align?: 'left' | 'center'
  className?: string
}

/** The band at the top of an inner page: eyebrow, the page's one h1 (Fraunces), a lead paragraph. */
export function PageHero({
  eyebrow,
  title,
  description,
  children,
  align = 'left',
  className,
}: PageHeroProps) {
  return (
    <section
      className={cn(
        'relative overflow-hidden border-b border-cream-300/60 bg-cream-100',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 size-[28rem] text-terracotta-200/50"
        viewBox="0 0 200 200"
        fill="none"
      >
        <circle cx="100" cy="100" r="98" stroke="currentColor" strokeWidth="1" />
        <circle cx="100" cy="100" r="74" stroke="currentColor" strokeWidth="1" />
        <circle cx="100" cy="100" r="50" stroke="currentColor" strokeWidth="1" />
      </svg>
      <div
        className={cn(
          'container relative py-14 sm:py-20',
          align === 'center' && 'flex flex-col items-center text-center',
        )}
      >
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-display-lg font-semibold text-ink">{title}</h1>
        {description && (
          <div className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft">{description}</div>
        )}
        {children && <div className="mt-8">{children}</div>}
      </div>
    </section>
  )
}
