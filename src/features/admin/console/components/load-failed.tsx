import { RefreshCw } from 'lucide-react'
import { Button } from '@/components/ui/button'

/**
 * A load that failed, said as such (issue 27, "Failed is not empty"): in place of what could not be loaded
 * (never zeros or the empty state's words), with "Try again". `stale` is the milder form for a refresh that
 * failed while the data already shown stays. The cause is in the console (lib/error-toast.ts).
 */
export function LoadFailed({
  what,
  onRetry,
  retrying,
  stale = false,
}: {
  /** e.g. 'The inquiries' */
  what: string
  onRetry: () => void
  retrying: boolean
  stale?: boolean
}) {
  return (
    <div
      role="alert"
      className={
        stale
          ? 'flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-terracotta-200 bg-terracotta-50 px-5 py-3'
          : 'rounded-2xl border border-terracotta-200 bg-white px-6 py-10 text-center'
      }
    >
      <div>
        <p
          className={
            stale ? 'text-sm font-semibold text-ink' : 'font-display text-xl font-semibold text-ink'
          }
        >
          {stale ? `${what} could not be refreshed.` : `${what} could not be loaded.`}
        </p>
        <p className="mt-1 text-sm text-ink-soft">
          {stale
            ? 'What is shown is from the last load that worked.'
            : 'Check the connection, then try again.'}
        </p>
      </div>
      <Button
        variant={stale ? 'outline' : 'default'}
        size="sm"
        className={stale ? undefined : 'mt-5'}
        onClick={onRetry}
        disabled={retrying}
      >
        <RefreshCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {retrying ? 'Trying again…' : 'Try again'}
      </Button>
    </div>
  )
}
