import { useCallback, useEffect, useRef, useState } from 'react'
import { conflictStory, saveStory } from '@/features/journey/api/journey-client'
import { FunctionError } from '@/lib/functions/function-error'
import { storyOf, type LoadedStory, type Story } from '@/features/journey/lib/story-types'

/**
 * Nothing typed is lost (docs/decisions/153): every change is saved within 2 seconds (one second after the last
 * keystroke, at most two after the first) and when the page is hidden; a change that cannot be sent (offline,
 * server down) stays in this browser's storage and is sent when the connection is back, or on the next visit;
 * a save from a stale version (another tab or device saved first) is not forced: the page shows the conflict.
 */
export type SaveState =
  | { kind: 'saved'; at: string | null }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'offline' }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'conflict'; latest: LoadedStory }

const QUIET_MS = 1000
const MAX_WAIT_MS = 2000
const RETRY_MS = 5000

interface Draft {
  version: number
  story: Story
}

const draftKey = (token: string) => `radici-journey-draft:${token.slice(0, 16)}`

function readDraft(token: string): Draft | undefined {
  try {
    const raw = localStorage.getItem(draftKey(token))
    return raw ? (JSON.parse(raw) as Draft) : undefined
  } catch {
    return undefined
  }
}

function writeDraft(token: string, draft: Draft | undefined) {
  try {
    if (draft) localStorage.setItem(draftKey(token), JSON.stringify(draft))
    else localStorage.removeItem(draftKey(token))
  } catch {
    // Storage full or blocked: the change still goes to the server.
  }
}

export function useStoryAutosave(token: string, loaded: LoadedStory) {
  const [visitId] = useState(() => crypto.randomUUID())
  // A change kept from an earlier visit that never reached the server, made on the version still current.
  const [initial] = useState(() => {
    const draft = readDraft(token)
    return draft && draft.version === loaded.version
      ? { story: draft.story, fromDraft: true }
      : { story: storyOf(loaded), fromDraft: false }
  })
  const [story, setStory] = useState<Story>(initial.story)
  const [state, setState] = useState<SaveState>(() =>
    initial.fromDraft ? { kind: 'pending' } : { kind: 'saved', at: loaded.savedAt },
  )
  const latest = useRef({ story: initial.story, version: loaded.version, dirty: initial.fromDraft })
  const inFlight = useRef(false)
  const timers = useRef<{ quiet?: number; max?: number; retry?: number }>({})

  const clearTimers = () => {
    window.clearTimeout(timers.current.quiet)
    window.clearTimeout(timers.current.max)
    timers.current.quiet = timers.current.max = undefined
  }

  const flush = useCallback(
    async (keepalive = false) => {
      clearTimers()
      if (inFlight.current || !latest.current.dirty) return
      inFlight.current = true
      latest.current.dirty = false
      const sent = latest.current.story
      setState({ kind: 'saving' })
      // A refusal (400), a conflict (409) or no connection waits: for the family's next change or choice, or
      // for the retry timer and the 'online' event.
      let waiting = false
      try {
        const saved = await saveStory(
          token,
          { ...sent, version: latest.current.version, visitId },
          keepalive,
        )
        latest.current.version = saved.version
        if (latest.current.dirty)
          writeDraft(token, { version: saved.version, story: latest.current.story })
        else writeDraft(token, undefined)
        setState(latest.current.dirty ? { kind: 'pending' } : { kind: 'saved', at: saved.savedAt })
      } catch (error) {
        latest.current.dirty = true
        const failure = error instanceof FunctionError ? error : null
        const latestStory = failure?.status === 409 ? conflictStory(failure) : null
        waiting = true
        if (latestStory) {
          setState({ kind: 'conflict', latest: latestStory })
        } else if (failure?.status === 400) {
          setState({ kind: 'invalid', fields: failure.fields })
        } else {
          setState({ kind: 'offline' })
          window.clearTimeout(timers.current.retry)
          timers.current.retry = window.setTimeout(() => void flushRef.current(), RETRY_MS)
        }
      } finally {
        inFlight.current = false
      }
      if (!waiting && latest.current.dirty && timers.current.quiet === undefined) schedule()
    },

    [token, visitId],
  )
  const flushRef = useRef(flush)
  flushRef.current = flush

  const schedule = () => {
    window.clearTimeout(timers.current.quiet)
    timers.current.quiet = window.setTimeout(() => void flushRef.current(), QUIET_MS)
    timers.current.max ??= window.setTimeout(() => void flushRef.current(), MAX_WAIT_MS)
  }

  const update = useCallback(
    (change: (current: Story) => Story) => {
      const next = change(latest.current.story)
      latest.current.story = next
      latest.current.dirty = true
      setStory(next)
      writeDraft(token, { version: latest.current.version, story: next })
      setState((current) => (current.kind === 'conflict' ? current : { kind: 'pending' }))
      schedule()
    },

    [token],
  )

  /** After a conflict: keep this page's version (saved over the other) or take the latest one. */
  const resolveConflict = useCallback(
    (choice: 'mine' | 'theirs') => {
      setState((current) => {
        if (current.kind !== 'conflict') return current
        latest.current.version = current.latest.version
        if (choice === 'theirs') {
          latest.current.story = storyOf(current.latest)
          latest.current.dirty = false
          setStory(latest.current.story)
          writeDraft(token, undefined)
          return { kind: 'saved', at: current.latest.savedAt }
        }
        latest.current.dirty = true
        queueMicrotask(() => void flushRef.current())
        return { kind: 'pending' }
      })
    },
    [token],
  )

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') void flushRef.current(true)
    }
    const pagehide = () => void flushRef.current(true)
    const online = () => void flushRef.current()
    document.addEventListener('visibilitychange', hidden)
    window.addEventListener('pagehide', pagehide)
    window.addEventListener('online', online)
    // A change kept from an earlier visit goes now.
    if (latest.current.dirty) schedule()
    const current = timers.current
    return () => {
      document.removeEventListener('visibilitychange', hidden)
      window.removeEventListener('pagehide', pagehide)
      window.removeEventListener('online', online)
      window.clearTimeout(current.quiet)
      window.clearTimeout(current.max)
      window.clearTimeout(current.retry)
    }
  }, [])

  return { story, state, update, resolveConflict, visitId, flush }
}
