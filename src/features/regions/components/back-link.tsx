import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'

/** The way back to /blog from an article: '← Back to Italian Regions' on region pages (docs/product/public-site.md, "Region pages"). */
export function BackToBlogLink({
  label = 'Back to Italian Regions',
  className,
}: {
  label?: string
  className?: string
}) {
  return (
    <Link
      to={paths.blog()}
      className={cn(
        'inline-flex items-center gap-1 rounded-full text-sm font-semibold text-terracotta-700 underline-offset-4 transition-colors hover:text-terracotta-900 hover:underline',
        className,
      )}
    >
      ← {label}
    </Link>
  )
}
