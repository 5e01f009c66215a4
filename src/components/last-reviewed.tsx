import { reviewLabel } from '@/content/article-reviews'
import { cn } from '@/lib/utils'

/**
 * "Last reviewed" with the date the team last checked a page's facts against their sources (docs/decisions/132 and
 * 196; the dates are in src/content/article-reviews.ts): the articles, /how-it-works, /travel-insurance and every
 * itinerary page.
 */
export function LastReviewed({
  date,
  className,
}: {
  date: string | undefined
  className?: string
}) {
  if (!date) return null
  return (
    <p className={cn('mt-4 text-sm text-muted-foreground', className)}>
      Last reviewed <time dateTime={date}>{reviewLabel(date)}</time>
    </p>
  )
}
