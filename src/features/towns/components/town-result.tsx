import { ArrowRight, BookOpen, ExternalLink, Landmark, MapPin, Users } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { agenciesAreSamples } from '@/content/agencies'
import type { Town } from '@/lib/towns/town-data'
import { townFacts, type TownFacts } from '@/features/towns/lib/town-facts'

/** A comune found: where it is, where its records are, who knows it, and the way into the wizard. */
export function TownResult({ town }: { town: Town }) {
  const facts = townFacts(town)
  return (
    <article
      aria-labelledby="town-result-title"
      className="rounded-2xl border border-cream-200 bg-white p-6 shadow-soft sm:p-8"
    >
      <p className="eyebrow flex items-center gap-2">
        <MapPin className="size-4" aria-hidden="true" /> Your ancestral town
      </p>
      <h2 id="town-result-title" className="mt-2 text-display-md font-semibold" tabIndex={-1}>
        {town.name}
      </h2>
      <dl className="mt-4 grid gap-x-8 gap-y-2 text-ink-soft sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink">Province</dt>
        <dd>
          {town.province} ({town.provinceCode})
        </dd>
        <dt className="font-semibold text-ink">Region</dt>
        <dd>
          {facts.regionName}
          {facts.regionName !== town.region && <span lang="it"> ({town.region})</span>}
        </dd>
      </dl>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="town-records-title">
          <h3 id="town-records-title" className="flex items-center gap-2 text-lg font-semibold">
            <Landmark className="size-5 text-olive-600" aria-hidden="true" /> Where the records are
          </h3>
          <RecordsText town={town} facts={facts} />
          <a
            href={facts.antenatiUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex items-center gap-1.5 font-semibold text-terracotta-700 underline-offset-4 hover:underline"
          >
            Antenati, the portal of the Italian State Archives
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </section>

        <section aria-labelledby="town-experts-title">
          <h3 id="town-experts-title" className="flex items-center gap-2 text-lg font-semibold">
            <Users className="size-5 text-olive-600" aria-hidden="true" /> Who knows the region
          </h3>
          {facts.agencies.length > 0 ? (
            <>
              {agenciesAreSamples && (
                // The same words as the agency cards' label (features/agencies/components/agency-card.tsx).
                <p className="mt-2 w-fit rounded-full bg-gold-300 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-ink">
                  Sample profiles, not real agencies
                </p>
              )}
              <ul className="mt-2 space-y-1 text-ink-soft">
                {facts.agencies.map((agency) => (
                  <li key={agency.id}>
                    <Link
                      to={facts.agenciesHref ?? paths.agencies()}
                      className="font-semibold text-terracotta-700 underline-offset-4 hover:underline"
                    >
                      {agency.name}
                    </Link>
                    , {agency.location}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-2 leading-relaxed text-ink-soft">
              None of our partner agencies covers {facts.regionName} yet. Tell us about your family
              and we will find the right local expert.
            </p>
          )}
          {facts.article && (
            <p className="mt-3">
              <Link
                to={facts.article.href}
                className="inline-flex items-center gap-1.5 font-semibold text-terracotta-700 underline-offset-4 hover:underline"
              >
                <BookOpen className="size-4" aria-hidden="true" />
                {facts.article.title}
              </Link>
            </p>
          )}
        </section>
      </div>

      <Button asChild size="lg" className="mt-8 h-auto min-h-12 whitespace-normal py-3 text-left">
        <Link to={facts.journeyHref}>
          Start your journey from {town.name}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </Button>
    </article>
  )
}

/**
 * From when the town's civil registers run and who keeps them (content/civil-registration.ts): where Italian
 * registration starts late, the year, why, and what to search before it.
 */
function RecordsText({ town, facts }: { town: Town; facts: TownFacts }) {
  const { from, late, orLater, why, before, exception } = facts.registration
  const archive = facts.archive ? (
    <>
      the <span lang="it">{facts.archive}</span>, the state archive of the province,
    </>
  ) : (
    <>
      the state archive (<span lang="it">Archivio di Stato</span>) that holds the records of the
      province of {town.province} (for a province created in recent decades, that can be the archive
      of the province its towns belonged to before),
    </>
  )
  return (
    <>
      <p className="mt-2 leading-relaxed text-ink-soft">
        {late ? (
          <>
            Italian civil registers of births, marriages and deaths in {town.name} start only in{' '}
            {from}
            {orLater && ' or later'}, {why}. For the years before, search {before}.
          </>
        ) : (
          <>
            Births, marriages and deaths in {town.name} are recorded in civil registers that run
            continuously from {from}.
          </>
        )}{' '}
        {orLater ? (
          <>The comune keeps the Italian registers.</>
        ) : (
          <>
            The comune keeps the original registers, and {archive} keeps a copy of the older ones.
          </>
        )}
      </p>
      {exception && <p className="mt-2 leading-relaxed text-ink-soft">{exception}</p>}
      <p className="mt-2 leading-relaxed text-ink-soft">
        Many registers are digitized and free to browse on the Italian State Archives’ Antenati
        portal; search it for {town.name}.
      </p>
    </>
  )
}
