import type { LoadedStory } from '@/features/journey/lib/story-types'
import { getStory } from './journey-client'

/**
 * The story's request, started as soon as the app knows it will show /journey/{token} (src/app/routes.tsx,
 * `earlyWork`), beside the page's own code instead of after it has loaded and rendered: on a slow phone that is
 * the difference between the story's paint at 2.3 s and ~1.8 s (docs/performance.md, "Journey page").
 * The page takes it once; a retry, or another token, asks again.
 */
let early: { token: string; story: Promise<LoadedStory> } | undefined

export function loadStoryEarly(token: string): void {
  const story = getStory(token)
  story.catch(() => undefined) // the page reads the outcome; nothing is left unhandled if it never does
  early = { token, story }
}

export function takeEarlyStory(token: string): Promise<LoadedStory> | undefined {
  if (early?.token !== token) return undefined
  const { story } = early
  early = undefined
  return story
}
