import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'

export function BackToRegions({ className }: { className?: string }) {
  return (
    <Link
      to={paths.blog()}
      className={cn(
        'inline-flex items-center gap-1 rounded-full text-sm font-semibold text-terracotta-700 underline-offset-4 transition-colors hover:text-terracotta-900 hover:underline',
        className,
      )}
    >
      ← Back to Italian Regions
    </Link>
  )
}

export function BackToBlog({ className }: { className?: string }) {
  return (
    <Link
      to={paths.blog()}
      className={cn(
        'inline-flex items-center gap-1 rounded-full text-sm font-semibold text-terracotta-700 underline-offset-4 transition-colors hover:text-terracotta-900 hover:underline',
        className,
      )}
    >
      ← Back to the Blog
    </Link>
  )
}
