import { useId, useRef } from 'react'
import { usePrintOpensDetails } from '@/components/use-print-opens-details'
import { DELIVERABLE_LABELS, RESEARCH_KIND_LABELS } from '@/lib/contracts/plan'
import type {
  ResearchNextStep,
  ResearchRecord,
  ResearchReport as Report,
} from '@/lib/contracts/research'
import { ResearchPagePhotos, type PhotoUrl } from '@/components/research-page-photos'
import {
  ARCHIVE_KIND_WORDS,
  dayText,
  isoDayText,
  NEXT_STEP_KIND_WORDS,
  LEGAL_NOTICE,
  LOG_INTRO,
  notFoundText,
  partialDateText,
  PROOF_LABELS,
  priceText,
  PROOF_WORDS,
  RECORD_TYPE_WORDS,
  ROLE_WORDS,
  yearsText,
} from '@/lib/research-words'

/** The roles a record's summary names; the others (witnesses, godparents) are read with the transcription. */
const SUMMARY_ROLES = new Set(['subject', 'father', 'mother', 'spouse'])
const link = 'font-semibold text-terracotta-700 underline underline-offset-4'

/**
 * One research report as the family reads it (docs/product/research.md, ADR 265): the family's page shows the
 * latest published version, the console's review the submitted draft, so the team reads exactly what the family
 * will. In order: the header (who, when, which version, what changed, the questions and what the fee covered),
 * the conclusions first in plain words (ADR 268), the records (summary first, the transcription and translation
 * one tap away, the researcher's photos of the page in a zoomable viewer when `photoUrl` is given: ADR 266), the
 * whole research log with every search that found nothing and why, the next steps, and the notice that the
 * portal's images have no legal value.
 */
export function ResearchReport({ report, photoUrl }: { report: Report; photoUrl?: PhotoUrl }) {
  const root = useRef<HTMLElement>(null)
  const titleId = useId()
  usePrintOpensDetails(root)
  const { questions } = report
  return (
    <article ref={root} aria-labelledby={titleId} className="flex flex-col gap-8">
      <header className="flex flex-col gap-4">
        <h3 id={titleId} className="font-display text-xl font-semibold text-ink">
          Research report, version {report.version}
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">Researcher</dt>
          <dd>{report.researcherName}</dd>
          <dt className="font-semibold">Published</dt>
          <dd>{report.publishedAt ? dayText(report.publishedAt) : 'Draft'}</dd>
          <dt className="font-semibold">Version</dt>
          <dd>{report.version}</dd>
        </dl>
        {report.version >= 2 && report.changes && (
          <div className="rounded-xl bg-olive-50 p-4">
            <h4 className="font-semibold">What changed</h4>
            <p className="mt-1 whitespace-pre-line">{report.changes}</p>
          </div>
        )}
        <section>
          <h4 className="font-semibold">What the research looked for</h4>
          <ul className="mt-2 list-disc pl-5">
            {questions.lines.map((line, index) => (
              <li key={index}>
                {line.ancestorLine}: {RESEARCH_KIND_LABELS[line.kind]}
                {line.backTo ? `, back to ${line.backTo}` : ''}
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h4 className="font-semibold">What the research fee covered</h4>
          <p className="mt-1">
            {questions.weeks === 1 ? 'One week' : `${questions.weeks} weeks`} of research (plan
            version {questions.planVersion}), with:
          </p>
          <ul className="mt-1 list-disc pl-5">
            {questions.deliverables.map((deliverable) => (
              <li key={deliverable}>{DELIVERABLE_LABELS[deliverable]}</li>
            ))}
          </ul>
        </section>
      </header>

      {report.conclusions.length > 0 && (
        <section aria-labelledby={`${titleId}-conclusions`}>
          <h4 id={`${titleId}-conclusions`} className="font-display text-lg font-semibold">
            What the research concluded
          </h4>
          <ol className="mt-3 flex flex-col gap-3">
            {questions.lines.map((line, index) => {
              const conclusion = report.conclusions.find((c) => c.question === index)
              return (
                <li key={index} className="rounded-xl bg-olive-50 p-3 sm:p-4">
                  <p className="font-semibold">
                    {line.ancestorLine}: {RESEARCH_KIND_LABELS[line.kind]}
                  </p>
                  {conclusion ? (
                    <>
                      <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">
                        {conclusion.text}
                      </p>
                      <p className="mt-1 text-sm font-semibold">{PROOF_LABELS[conclusion.proof]}</p>
                    </>
                  ) : (
                    <p className="mt-1 text-ink-soft">No conclusion for this question.</p>
                  )}
                </li>
              )
            })}
          </ol>
        </section>
      )}

      <section aria-labelledby={`${titleId}-records`}>
        <h4 id={`${titleId}-records`} className="font-display text-lg font-semibold">
          Records found ({report.records.length})
        </h4>
        {report.records.length === 0 ? (
          <p className="mt-2 text-ink-soft">No record was found in this version of the report.</p>
        ) : (
          <ol className="mt-3 flex flex-col gap-4">
            {report.records.map((record) => (
              <li key={record.id}>
                <RecordCard record={record} photoUrl={photoUrl} />
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby={`${titleId}-log`}>
        <h4 id={`${titleId}-log`} className="font-display text-lg font-semibold">
          Research log: every search ({report.searches.length})
        </h4>
        <p className="mt-1 text-ink-soft">{LOG_INTRO}</p>
        <ol className="mt-3 flex flex-col gap-3">
          {report.searches.map((search) => {
            const reason = notFoundText(search)
            return (
              <li key={search.id} className="rounded-xl border border-cream-300/70 p-3 sm:p-4">
                <p className="font-semibold">
                  {search.archive} ({ARCHIVE_KIND_WORDS[search.archiveKind]})
                </p>
                <p>
                  {search.series}, {search.comune.comune} ({search.comune.province}),{' '}
                  {yearsText(search)}
                </p>
                <p>Names searched: {search.names}</p>
                {search.result === 'found' ? (
                  <p className="mt-1 font-semibold text-olive-800">Found</p>
                ) : (
                  <p className="mt-1">
                    <span className="font-semibold text-terracotta-800">Not found: </span>
                    {reason}
                  </p>
                )}
                {search.notes && <p className="mt-1 whitespace-pre-line">{search.notes}</p>}
                <p className="mt-1 text-sm text-ink-soft">
                  Searched on {isoDayText(search.searchedOn)}
                </p>
                {search.registerUrl && (
                  <a
                    href={search.registerUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${link} mt-1 inline-block text-sm`}
                  >
                    Open this register on the Antenati portal
                  </a>
                )}
              </li>
            )
          })}
        </ol>
      </section>

      {report.nextSteps.length > 0 && (
        <section aria-labelledby={`${titleId}-next`}>
          <h4 id={`${titleId}-next`} className="font-display text-lg font-semibold">
            Next steps
          </h4>
          <p className="mt-1 text-ink-soft">What more research could find, and where it leads.</p>
          <ol className="mt-3 flex flex-col gap-3">
            {report.nextSteps.map((step) => (
              <li key={step.id}>
                <NextStepCard step={step} />
              </li>
            ))}
          </ol>
        </section>
      )}

      <section aria-labelledby={`${titleId}-legal`} className="rounded-xl bg-cream-100 p-4">
        <h4 id={`${titleId}-legal`} className="font-semibold">
          {LEGAL_NOTICE.title}
        </h4>
        <p className="mt-1">{LEGAL_NOTICE.text}</p>
      </section>
    </article>
  )
}

function RecordCard({ record, photoUrl }: { record: ResearchRecord; photoUrl?: PhotoUrl }) {
  const summary = record.people.filter((person) => SUMMARY_ROLES.has(person.role))
  const others = record.people.filter((person) => !SUMMARY_ROLES.has(person.role))
  const hasText = record.transcription || record.translation || others.length > 0
  return (
    <article className="rounded-xl border border-cream-300/70 p-3 sm:p-4">
      <h5 className="font-semibold">
        {RECORD_TYPE_WORDS[record.type]}, {partialDateText(record.date)}, {record.comune.comune} (
        {record.comune.province})
      </h5>
      <ul className="mt-1">
        {summary.map((person, index) => (
          <li key={index}>
            {person.name}, {ROLE_WORDS[person.role]}
          </li>
        ))}
      </ul>
      <p className="mt-2">{PROOF_WORDS[record.proof]}</p>
      {record.notes && <p className="mt-1 whitespace-pre-line">{record.notes}</p>}
      {hasText && (
        <details className="mt-3 rounded-lg bg-cream-50 p-3">
          <summary className="cursor-pointer font-semibold text-terracotta-700 print:hidden">
            Read the transcription and translation
          </summary>
          {others.length > 0 && (
            <p className="mt-2">
              Also in the record:{' '}
              {others.map((person) => `${person.name} (${ROLE_WORDS[person.role]})`).join(', ')}
            </p>
          )}
          {record.transcription && (
            <>
              <p className="mt-3 text-sm font-semibold">
                Transcription ({record.transcriptionLanguage === 'la' ? 'Latin' : 'Italian'})
              </p>
              <blockquote
                lang={record.transcriptionLanguage}
                className="mt-1 whitespace-pre-line border-l-2 border-cream-300 pl-3"
              >
                {record.transcription}
              </blockquote>
            </>
          )}
          {record.translation && (
            <>
              <p className="mt-3 text-sm font-semibold">English translation</p>
              <blockquote className="mt-1 whitespace-pre-line border-l-2 border-cream-300 pl-3">
                {record.translation}
              </blockquote>
            </>
          )}
        </details>
      )}
      {record.pageUrl && (
        <a
          href={record.pageUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${link} mt-3 inline-block`}
        >
          Open this page on the Antenati portal
        </a>
      )}
      {photoUrl && <ResearchPagePhotos record={record} photoUrl={photoUrl} />}
      <p className="mt-3 text-sm text-ink-soft [overflow-wrap:anywhere]">
        <span className="font-semibold">Source: </span>
        {record.citation}
      </p>
    </article>
  )
}

function NextStepCard({ step }: { step: ResearchNextStep }) {
  return (
    <article className="rounded-xl border border-cream-300/70 p-3 sm:p-4">
      <h5 className="font-semibold">{NEXT_STEP_KIND_WORDS[step.kind]}</h5>
      <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{step.description}</p>
      {step.towns.length > 0 && (
        <p className="mt-1">
          Leads to: {step.towns.map((town) => `${town.comune} (${town.province})`).join(', ')}
        </p>
      )}
      <p className="mt-1 text-sm font-semibold">
        {step.price
          ? `Estimated price of the further research: ${priceText(step.price)}`
          : 'No further research fee.'}
      </p>
    </article>
  )
}
