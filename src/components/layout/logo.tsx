import { cn } from '@/lib/utils'
import { siteConfig } from '@/content/site-config'

/**
 * The Radici wordmark: a sprouting root (the brand's name means "roots"). A page in another language passes the
 * tagline in that language (the agency's page in Italian).
 */
export function Logo({
  className,
  tone = 'dark',
  tagline = siteConfig.tagline,
}: {
  className?: string
  tone?: 'dark' | 'light'
  tagline?: string
}) {
  const ink = tone === 'dark' ? 'text-terracotta-700' : 'text-cream-50'
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg
        viewBox="0 0 40 40"
        width="36"
        height="36"
        aria-hidden="true"
        className={cn('shrink-0', ink)}
      >
        <circle cx="20" cy="20" r="19" fill="currentColor" opacity="0.12" />
        <path
          d="M20 33V17m0 0c0-6 4.5-9.5 9.5-9.5-.7 5.8-4.5 9.5-9.5 9.5Zm0 5c0-5-3.8-8.5-8.8-8.5.7 5 3.8 8.5 8.8 8.5Zm0 11c-3.6 0-6.6 1.4-8.6 3.6M20 33c3.6 0 6.6 1.4 8.6 3.6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            'font-display text-2xl font-semibold tracking-tight',
            tone === 'dark' ? 'text-ink' : 'text-cream-50',
          )}
        >
          {siteConfig.name}
        </span>{' '}
        <span
          className={cn(
            'mt-0.5 text-[0.625rem] font-semibold uppercase tracking-[0.2em]',
            tone === 'dark' ? 'text-terracotta-700' : 'text-gold-300',
          )}
        >
          {tagline}
        </span>
      </span>
    </span>
  )
}
