import { Search } from 'lucide-react'
import {
  startTransition,
  Suspense,
  useOptimistic,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { PlaceCombobox } from '@/components/place-combobox'
import { Button } from '@/components/ui/button'
import { ChunkErrorBoundary } from '@/components/chunk-error-boundary'
import { paths } from '@/config/paths'
import { afterNextPaint } from '@/lib/after-next-paint'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import { loadTowns } from '@/lib/towns/load-towns'
import { FinderSeo } from './finder-seo'

/** The answer and the comuni it needs: loaded on the first focus, keystroke or search (never with the page). */
const answer = lazyWithPreload(() => import('./town-answer'), 'TownAnswer')
const TownAnswer = answer.Component
const prepare = () => {
  void answer.preload().catch(() => undefined)
  void loadTowns().catch(() => undefined)
}

/**
 * The finder (docs/decisions/100-ancestral-town-finder.md). The URL holds the search (`?town=` a comune's slug or
 * the text as typed), so a result is a link to share. Before the app runs, the field is a plain GET form to this
 * page; once it runs, suggestions come as the visitor types and a choice opens the result in place. `answerFooter`
 * follows every answer (the route's "Last reviewed" and "Suggest a correction").
 */
export function TownFinder({ answerFooter }: { answerFooter?: ReactNode } = {}) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  // The search shows at once: the router commits a new URL in a transition that renders the whole page again
  // (≈ 30 slices of 5 ms at 4× CPU before the result could appear), so the searched value is shown optimistically
  // until that commit brings the same value from the URL (docs/performance.md, "Interactions": the profile).
  const [query, showQuery] = useOptimistic(params.get('town')?.trim() ?? '')
  const [chosen, setChosen] = useState(false)

  // The tap's own frame paints first; the answer (a lookup and a render of the result) comes in the task right after
  // it, so the tap's Event Timing ends at that frame (docs/decisions/231-the-tap-paints-first.md).
  const open = (value: string) =>
    afterNextPaint(() => {
      setChosen(true)
      startTransition(() => {
        showQuery(value)
        navigate(paths.findYourTown(value))
      })
    })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = new FormData(event.currentTarget).get('town')
    if (typeof text === 'string' && text.trim() !== '') open(text.trim())
  }
  const suggest = async (text: string) => (await loadTowns()).suggest(text)

  return (
    <>
      {/* With a search, the answer names the page (a found town has its own title and description). */}
      {!query && <FinderSeo />}
      <form
        action={paths.findYourTown()}
        method="get"
        role="search"
        aria-label="Find a town"
        onSubmit={onSubmit}
        className="rounded-2xl border border-cream-200 bg-white p-6 shadow-soft sm:p-8"
      >
        <label htmlFor="town-search" className="text-lg font-semibold text-ink">
          Town or village
        </label>
        <p id="town-search-hint" className="mt-1 text-sm text-ink-soft">
          Any spelling: accents and apostrophes are optional, small misspellings are forgiven.
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
          <PlaceCombobox
            id="town-search"
            name="town"
            placeholder="e.g. Cefalù or Padula"
            describedBy="town-search-hint"
            className="flex-1"
            suggest={suggest}
            onIntent={prepare}
            onChoose={(option, input) => {
              input.value = option.label
              open(option.key)
            }}
          />
          <Button type="submit" size="lg" className="h-12">
            <Search aria-hidden="true" /> Search
          </Button>
        </div>
      </form>

      {query && (
        <div className="mt-8">
          <ChunkErrorBoundary>
            <Suspense
              fallback={
                <>
                  <FinderSeo />
                  <p className="text-ink-soft">Looking up “{query}”…</p>
                </>
              }
            >
              <TownAnswer key={query} query={query} focus={chosen} />
            </Suspense>
          </ChunkErrorBoundary>
          {answerFooter}
        </div>
      )}
    </>
  )
}
