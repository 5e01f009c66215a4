import type { LoadedStory } from '@/features/journey/lib/story-types'
import { showWelcomeInShell } from '@/features/journey/lib/welcome'
import { getStory } from './journey-client'

/**
 * The story's request, started before the page's code has arrived (docs/performance.md, "Journey page"): this
 * module starts it as it runs. The journey page's own fallback page runs it as a module script of its own, beside
 * the app's code rather than after it (docs/decisions/228-per-path-fallback.md); elsewhere (the dev server) the
 * app's `startEarlyWork` (src/app/routes.tsx) loads it. The page takes the request once; a retry, or another
 * token, asks again.
 */
interface EarlyStory {
  token: string
  story: Promise<LoadedStory>
  /** The story once it has arrived. */
  settled?: LoadedStory
}
let early: EarlyStory | undefined

/** The private link in a journey page's path, `/journey/{token}`, or undefined. */
export function journeyTokenIn(pathname: string): string | undefined {
  return /^\/journey\/([A-Za-z0-9_-]{43})$/.exec(pathname)?.[1]
}

export function loadStoryEarly(token: string): void {
  if (early?.token === token) return // asked for already, not taken yet
  const story = getStory(token)
  const asked: EarlyStory = { token, story }
  // Kept as it arrives, so a page whose code comes after the story renders it at once (`settledEarlyStory`); a
  // failure is left to the page, which reads the outcome (nothing is left unhandled if it never does).
  story.then(
    (loaded) => {
      asked.settled = loaded
      // Arrived before the app: the welcome paints now, in the fallback page's shell (ADR 233).
      if (typeof document !== 'undefined') showWelcomeInShell(document, loaded.firstName)
    },
    () => undefined,
  )
  early = asked
}

/** The early story if it has already arrived (the page's first render shows it, no loading state); not taken. */
export function settledEarlyStory(token: string): LoadedStory | undefined {
  return early?.token === token ? early.settled : undefined
}

export function takeEarlyStory(token: string): Promise<LoadedStory> | undefined {
  if (early?.token !== token) return undefined
  const { story } = early
  early = undefined
  return story
}

// Run by the fallback page's script (or imported by the app): the request starts now, if this is a journey page.
const token = typeof location === 'undefined' ? undefined : journeyTokenIn(location.pathname)
if (token) loadStoryEarly(token)
