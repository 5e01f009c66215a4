import type { TownIndex } from './town-index'

/**
 * The comuni and their search, fetched the first time they are needed (a focus on a town field, a shared ?town=
 * link): one chunk of their own (./town-index.ts with the data of scripts/build/vite-comuni-index.ts), never part of a
 * page's initial JavaScript (docs/decisions/100).
 */
let loaded: TownIndex | undefined
let loading: Promise<TownIndex> | undefined

export function loadTowns(): Promise<TownIndex> {
  loading ??= import('./town-index').then(
    (module) => (loaded = module.townIndex),
    (error: unknown) => {
      loading = undefined // a later call may try again
      throw error
    },
  )
  return loading
}

/** The index when already loaded (no waiting), else undefined. */
export function loadedTowns(): TownIndex | undefined {
  return loaded
}
