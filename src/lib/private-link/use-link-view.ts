import { useCallback, useEffect, useState } from 'react'
import { linkCallFailure } from './call-failure'
import type { LinkLanguage } from './link-language'

/** Before a private link's view is read: reading it, failed (a retry), or a link that opens nothing. */
export type LinkLoad = { state: 'loading' } | { state: 'failed' } | { state: 'not-found' }

/**
 * What a private link's page (the agency's, the researcher's: ADR 263) does first, written once: read the view with
 * the link's token, tell a link that opens nothing (404) from a failure to retry, and open in the view's language
 * until the person switches. `read` must be stable for a token (it is called again when it changes).
 */
export function useLinkView<View extends { language: LinkLanguage }>(read: () => Promise<View>) {
  const [view, setView] = useState<View | LinkLoad>({ state: 'loading' })
  const [chosen, setChosen] = useState<LinkLanguage | null>(null)
  const load = useCallback(async () => {
    setView({ state: 'loading' })
    try {
      setView(await read())
    } catch (error) {
      setView({ state: linkCallFailure(error).kind === 'not-found' ? 'not-found' : 'failed' })
    }
  }, [read])

  useEffect(() => {
    void load()
  }, [load])

  // A view has its language; a load state has none.
  const loaded = 'language' in view ? view : null
  return {
    view,
    setView,
    loaded,
    language: chosen ?? loaded?.language ?? 'it',
    choose: setChosen,
    load,
  }
}
