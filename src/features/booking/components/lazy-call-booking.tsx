import { lazy, Suspense } from 'react'

/** The booking UI in its own chunk (calendar included), loaded only where a family can book. */
const CallBooking = lazy(() =>
  import('./call-booking').then((module) => ({ default: module.CallBooking })),
)

export function LazyCallBooking({
  token,
  headingLevel,
  focusOnMount,
}: {
  token: string
  headingLevel?: 2 | 3
  focusOnMount?: boolean
}) {
  return (
    <Suspense fallback={<p className="text-sm text-ink-soft">Loading the free times…</p>}>
      <CallBooking token={token} headingLevel={headingLevel} focusOnMount={focusOnMount} />
    </Suspense>
  )
}
