import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/**
 * True in the browser once hydration is over (and for anything rendered afresh on the client); false while
 * rendering on the server and while hydrating prerendered HTML, including a Suspense boundary that hydrates later.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}
