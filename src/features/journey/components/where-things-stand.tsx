import { useEffect, useState } from 'react'
import { getPlan, onPlanChanged } from '@/features/journey/api/plan-client'
import { getResearchFee, onResearchFeeChanged } from '@/features/journey/api/research-fee-client'
import { getSharing } from '@/features/journey/api/sharing-client'
import { standingLines, type Standing } from '@/features/journey/lib/standing'

/**
 * `Where things stand`, at the top of the family's page (docs/product/journey.md, issue 50): the plan, the research
 * fee, the agency and what comes next, one line each, each a link to its section below. Read again when the plan
 * changes or the fee is confirmed; nothing shown until the plan has loaded (the plan section says any failure).
 */
export function WhereThingsStand({ token }: { token: string }) {
  const [standing, setStanding] = useState<Standing | null>(null)
  const [reads, setReads] = useState(0)
  useEffect(() => {
    const again = () => setReads((count) => count + 1)
    const stopPlan = onPlanChanged(again)
    const stopFee = onResearchFeeChanged(again)
    return () => {
      stopPlan()
      stopFee()
    }
  }, [])

  useEffect(() => {
    let live = true
    void (async () => {
      const plan = await getPlan(token)
      const accepted = plan.current?.state === 'accepted'
      const [fee, sharing] = accepted
        ? await Promise.all([
            getResearchFee(token).catch(() => null),
            getSharing(token).catch(() => null),
          ])
        : [null, null]
      if (live) setStanding({ plan, fee, sharing })
    })().catch(() => undefined)
    return () => {
      live = false
    }
  }, [token, reads])

  if (!standing) return null
  return (
    <section
      aria-labelledby="where-things-stand"
      className="rounded-2xl border border-olive-200 bg-olive-50 p-5 print:hidden"
    >
      <h2 id="where-things-stand" className="font-display text-xl font-semibold text-ink">
        Where things stand
      </h2>
      <dl className="mt-3 flex flex-col gap-3 text-base">
        {standingLines(standing).map((line) => (
          <div key={line.label} className="sm:flex sm:gap-3">
            <dt className="font-semibold text-ink sm:w-48 sm:shrink-0">{line.label}</dt>
            <dd className="text-ink">
              {line.text}{' '}
              {line.href && (
                <a
                  href={line.href}
                  onClick={(event) => {
                    // To the section's heading, with the focus, without a new history entry (the return
                    // banner lives in this entry's state).
                    const target = document.getElementById(HEADINGS[line.href ?? ''] ?? '')
                    if (!target) return
                    event.preventDefault()
                    target.scrollIntoView({ block: 'start' })
                    target.focus({ preventScroll: true })
                  }}
                  className="whitespace-nowrap font-semibold text-terracotta-700 underline underline-offset-4"
                >
                  {LINK_WORDS[line.href] ?? 'See below'}
                </a>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

const HEADINGS: Record<string, string> = {
  '#your-plan': 'your-plan',
  '#research-fee': 'research-fee-title',
  '#your-agency': 'your-agency',
}

const LINK_WORDS: Record<string, string> = {
  '#your-plan': 'See your plan',
  '#research-fee': 'See the research fee',
  '#your-agency': 'See your agency',
}
