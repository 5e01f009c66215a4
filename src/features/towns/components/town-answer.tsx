import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { TownMatch } from '@/lib/towns/search-towns'
import { townDetail, townIndex } from '@/lib/towns/town-index'
import { townFacts } from '@/features/towns/lib/town-facts'
import { FinderSeo } from './finder-seo'
import { TownResult } from './town-result'

/**
 * The answer to `?town=…`, with the comuni (a chunk of its own, loaded when a search is made or a shared link
 * opened: docs/decisions/100): the comune and its facts, or a kind "not found" with the nearest names. A shared
 * result has its own title and description.
 */
export function TownAnswer({ query, focus }: { query: string; focus: boolean }) {
  const town = townIndex.find(query)
  const focused = useRef(false)
  useEffect(() => {
    if (town && focus && !focused.current) {
      focused.current = true
      document.getElementById('town-result-title')?.focus()
    }
  }, [town, focus])

  if (!town)
    return (
      <>
        <FinderSeo />
        <NotFound
          text={query}
          matches={townIndex.search(query, 8)}
          count={townIndex.towns.length}
        />
      </>
    )
  const facts = townFacts(town)
  return (
    <>
      <Seo
        title={`${town.name}, ${facts.regionName}: Your Ancestral Town`}
        description={`${town.name} is in the province of ${town.province}, ${facts.regionName}. Where its civil records are kept, the local experts who know it, and a journey that starts there.`}
        path={paths.findYourTown(town.slug)}
      />
      <TownResult town={town} />
    </>
  )
}

/** Not one comune: the name may be old, merged or misheard. The visitor may go on with it as typed. */
function NotFound({ text, matches, count }: { text: string; matches: TownMatch[]; count: number }) {
  const same = matches.filter((match) => match.kind === 'exact')
  const list = same.length > 1 ? same : matches
  return (
    <section
      aria-labelledby="town-not-found-title"
      className="rounded-2xl border border-cream-200 bg-cream-50 p-6 sm:p-8"
    >
      <h2 id="town-not-found-title" className="text-xl font-semibold">
        {same.length > 1
          ? `${same.length} towns are called ${same[0]?.town.name}`
          : `We could not find “${text}” among Italy’s ${count.toLocaleString('en-US')} towns`}
      </h2>
      {same.length <= 1 && (
        <p className="mt-2 leading-relaxed text-ink-soft">
          That happens often, and it is not a dead end. Over the last 150 years many small towns
          were merged with a neighbor or renamed, and spellings vary from one record to the next. An
          emigrant’s passenger list was written at the port of departure, and inspectors at Ellis
          Island only checked it, so look for the town as that list spells it. Try another spelling,
          or start with the name as your family knew it: our genealogists will find where it is
          today.
        </p>
      )}
      {list.length > 0 && (
        <>
          <h3 className="mt-5 font-semibold">{same.length > 1 ? 'Which one?' : 'Did you mean'}</h3>
          <ul className="mt-2 space-y-1">
            {list.map((match) => (
              <li key={match.town.slug}>
                <Link
                  to={paths.findYourTown(match.town.slug)}
                  className="font-semibold text-terracotta-700 underline-offset-4 hover:underline"
                >
                  {match.town.name}
                </Link>{' '}
                <span className="text-ink-soft">— {townDetail(match.town)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {same.length <= 1 && (
        <Button asChild variant="outline" className="mt-6 h-auto whitespace-normal py-3">
          <Link to={paths.contact({ place: text })}>Continue with “{text}”</Link>
        </Button>
      )}
    </section>
  )
}
