import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { familyPhotoUrl, loadFamilyResearch } from '@/features/journey/api/research-client'
import { ResearchReport } from '@/components/research-report'
import { ResearchShare } from './research-share'
import { REPORT_PRINT_ID, ResearchReportKeep } from '@/components/research-report-keep'
import { dayText } from '@/lib/research-words'
import type { FamilyResearch } from '@/lib/contracts/research'

type View = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; research: FamilyResearch }

/**
 * `Your research results` (docs/product/research.md): nothing while no research is assigned; while it runs, who
 * is doing it, what they received and when the first results are due; once published, the latest version of the
 * report. Its own chunk, loaded by research-section.tsx when the page is idle.
 */
export default function ResearchResults({ token }: { token: string }) {
  const [view, setView] = useState<View>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    loadFamilyResearch(token).then(
      (research) => live && setView({ kind: 'loaded', research }),
      () => live && setView({ kind: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [token, attempt])
  const photoUrl = useCallback((photoId: string) => familyPhotoUrl(token, photoId), [token])

  // Nothing while loading: most pages have no research yet, and a line that appears then vanishes moves the page.
  if (view.kind === 'loading') return null
  if (view.kind === 'failed')
    return (
      <Section>
        <div role="alert" className="rounded-xl border border-terracotta-300 bg-terracotta-50 p-4">
          <p>We could not open your research results just now.</p>
          <button
            type="button"
            className="mt-2 font-semibold text-terracotta-700 underline underline-offset-4"
            onClick={() => {
              setView({ kind: 'loading' })
              setAttempt((count) => count + 1)
            }}
          >
            Try again
          </button>
        </div>
      </Section>
    )
  const { research } = view
  if (research.state === 'published' && research.report)
    return (
      <Section>
        <div className="flex flex-col gap-6">
          <ResearchReportKeep report={research.report} familyName={research.familyName ?? null} />
          <div id={REPORT_PRINT_ID}>
            <ResearchReport report={research.report} photoUrl={photoUrl} />
          </div>
          <ResearchShare token={token} />
        </div>
      </Section>
    )
  if (research.state === 'running')
    return (
      <Section>
        <p>
          {research.researcherName
            ? `${research.researcherName}, our researcher in Italy, is doing your research.`
            : 'Our researcher in Italy is doing your research.'}{' '}
          Your ancestors, your notes on the family and your documents went to them for the research.
        </p>
        {research.dueAt && (
          <p className="mt-2 font-semibold">First results are due by {dayText(research.dueAt)}.</p>
        )}
      </Section>
    )
  return null
}

function Section({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="your-research-results"
      className="rounded-2xl border border-cream-300/70 bg-white p-5 sm:p-6 print:border-0 print:p-0"
    >
      <h2
        id="your-research-results"
        className="font-display text-2xl font-semibold text-ink focus:outline-none"
      >
        Your research results
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}
