import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * React.lazy for a component that may already be loaded: once `preload()` has resolved, the component renders
 * at once instead of suspending. (React.lazy suspends on first render even when its module has arrived, and React
 * waits up to 300 ms before it reveals content that suspended: a dialog opened on a tap would show that late;
 * a page hydrated over prerendered HTML would swap it for a fallback.)
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself declares them
type AnyComponent = ComponentType<any>

export function lazyWithPreload<K extends string, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  name: K,
): { Component: LazyExoticComponent<M[K]>; preload: () => Promise<M>; isLoaded: () => boolean } {
  type Loaded = { default: M[K] }
  let loaded: Loaded | undefined
  let loading: Promise<M> | undefined
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = { default: module[name] }
        return module
      },
      (error: unknown) => {
        loading = undefined // a later call may try again (a flaky network)
        throw error
      },
    ))
  const Component = lazy<M[K]>(() =>
    loaded
      ? // A thenable that resolves synchronously: React renders the component without suspending.
        ({
          then: (resolve: (value: Loaded) => void) => resolve(loaded!),
        } as unknown as Promise<Loaded>)
      : preload().then(() => loaded!),
  )
  return { Component, preload, isLoaded: () => loaded !== undefined }
}
