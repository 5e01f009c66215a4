import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'
import { settledEarlyStory, takeEarlyStory } from '@/features/journey/api/early-story'
import { getStory } from '@/features/journey/api/journey-client'
import { ChunkErrorBoundary } from '@/components/chunk-error-boundary'
import { FunctionError } from '@/lib/functions/function-error'
import type { LoadedStory } from '@/features/journey/lib/story-types'
import { welcomeClass, welcomeText } from '@/features/journey/lib/welcome'
import { returnedOutcome } from '@/features/journey/lib/payment-return'

// The page below the welcome, with the editor, the contracts and zod: not needed for the welcome's paint (ADR 229).
const JourneyStoryParts = lazy(() =>
  import('./journey-story-parts').then((module) => ({ default: module.JourneyStoryParts })),
)

// Back from Checkout only (ADR 238): with the research fee's contract, not in the welcome's path.
const PaymentReturnBanner = lazy(() =>
  import('./payment-return-banner').then((module) => ({ default: module.PaymentReturnBanner })),
)

type View =
  | { kind: 'loading' }
  | { kind: 'story'; story: LoadedStory }
  | { kind: 'unavailable' }
  | { kind: 'error' }
  | { kind: 'deleted' }

/**
 * /journey/{token}: 'Your journey home' (docs/decisions/153). `call` (the first video call, from the booking
 * feature) shows near the top once the link has opened the story, never under an invalid link
 * (docs/product/journey.md).
 */
export function JourneyPage({ token, call }: { token: string; call?: ReactNode }) {
  // The story asked for before the page's code (early-story.ts) has often arrived by now: then the first render
  // shows it, with no loading state and no render in between (docs/decisions/229-journey-welcome-first.md).
  const [view, setView] = useState<View>(() => {
    const story = settledEarlyStory(token)
    return story ? { kind: 'story', story } : { kind: 'loading' }
  })
  const shownEarly = useRef(view.kind === 'story')
  // What Checkout's return page handed over in the navigation's state: the banner at the top says it.
  const returned = returnedOutcome(useLocation().state)
  const [attempt, setAttempt] = useState(0)
  // The welcome paints first, the rest of the story a frame later, in a transition that yields to input: their first
  // render (the editor with every ancestor) is the longest task before the page's largest paint (ADR 229).
  const [whole, setWhole] = useState(false)
  useEffect(() => {
    if (view.kind !== 'story' || whole) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setWhole(true)), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [view.kind, whole])
  // After `Yes, delete my story`, focus goes to what happened (issue 38).
  const deleted = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (view.kind === 'deleted') deleted.current?.focus()
  }, [view.kind])

  useEffect(() => {
    const early = takeEarlyStory(token)
    if (shownEarly.current) {
      shownEarly.current = false // shown by the first render; a retry or another token asks again
      if (early) return
    }
    let live = true
    ;(early ?? getStory(token)).then(
      (story) => live && setView({ kind: 'story', story }),
      (error: unknown) =>
        live &&
        setView(
          error instanceof FunctionError && error.status === 404
            ? { kind: 'unavailable' }
            : { kind: 'error' },
        ),
    )
    return () => {
      live = false
    }
  }, [token, attempt])

  if (view.kind === 'unavailable') return <JourneyUnavailable />
  return (
    <div className="container max-w-4xl py-10 sm:py-14">
      <h1 className="font-display text-display-md font-semibold text-ink">Your journey home</h1>
      {returned && (
        <ChunkErrorBoundary>
          <Suspense fallback={null}>
            <PaymentReturnBanner token={token} outcome={returned} />
          </Suspense>
        </ChunkErrorBoundary>
      )}
      {view.kind === 'loading' && (
        <p role="status" className="mt-6 text-ink-soft">
          Opening your story…
        </p>
      )}
      {view.kind === 'error' && (
        <div
          role="alert"
          className="mt-6 rounded-xl border border-terracotta-300 bg-terracotta-50 p-4"
        >
          <p>We could not open your story just now (the connection or our server).</p>
          <button
            type="button"
            className="mt-2 font-semibold text-terracotta-700 underline underline-offset-4"
            onClick={() => {
              setView({ kind: 'loading' })
              setAttempt((count) => count + 1)
            }}
          >
            Try again
          </button>
        </div>
      )}
      {view.kind === 'deleted' && (
        <p
          ref={deleted}
          tabIndex={-1}
          role="status"
          className="mt-6 rounded-xl bg-olive-50 p-4 text-ink focus:outline-none"
        >
          Your story and your files are deleted. Your inquiry stays with us; this page starts empty
          if you come back.
        </p>
      )}
      {view.kind === 'story' && (
        <>
          <p className={welcomeClass}>{welcomeText(view.story.firstName)}</p>
          {whole && (
            <ChunkErrorBoundary>
              <Suspense fallback={<p className="mt-6 text-ink-soft">Opening your story…</p>}>
                <JourneyStoryParts
                  token={token}
                  story={view.story}
                  call={call}
                  onDeleted={() => setView({ kind: 'deleted' })}
                />
              </Suspense>
            </ChunkErrorBoundary>
          )}
        </>
      )}
    </div>
  )
}

/** One page for an unknown, expired or revoked link: it says which of none, and shows the way to a new one. */
export function JourneyUnavailable() {
  return (
    <div className="container max-w-2xl py-16">
      <h1 className="font-display text-display-md font-semibold text-ink">
        This link does not open a journey page
      </h1>
      <p className="mt-4 text-lg text-ink-soft">
        It may be mistyped, or no longer valid: a link lasts 180 days after its last use and two
        years at most, and an older link stops once a newer one has been used.
      </p>
      <Link
        to={paths.journey()}
        className="mt-6 inline-block font-semibold text-terracotta-700 underline underline-offset-4"
      >
        Send me my link again
      </Link>
    </div>
  )
}
