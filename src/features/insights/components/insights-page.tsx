import { useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  usePrefetchPeriods,
  useInsights,
  type Insights,
} from '@/features/insights/api/get-insights'
import { PERIOD_CHOICES, periodOf, weeksFromParam } from '@/features/insights/lib/period'
import {
  duration,
  eventLabel,
  funnelBySourceTable,
  funnelTable,
  inquiriesTables,
  pagesTable,
  percent,
  pipelineTable,
  replyTable,
  statusLabel,
  storiesAndCallsTable,
  weekLabel,
  type InsightTable,
} from '@/features/insights/lib/tables'
import type { ChartData } from './insight-chart'
import { InsightPanel, preloadChart } from './insight-panel'
import { PlanFunnelPanel } from './plan-funnel-panel'
import { ResearchFunnelPanel } from './research-funnel-panel'
import { AgencyInsightsPanel } from './agency-insights'
import { Figure } from './figure'

function weeklyChart(table: InsightTable & { keys: string[] }): ChartData {
  return {
    category: 'week',
    series: table.keys,
    rows: table.rows.map((row) => ({
      week: weekLabel(String(row[0])),
      ...Object.fromEntries(table.keys.map((key, index) => [key, row[index + 1] ?? 0])),
    })),
  }
}

/** The share `to` is of `from`, or none when `from` is 0 or missing. */
function stepShare(steps: Insights['funnel']['steps'], from: string, to: string): number | null {
  const first = steps.find((step) => step.event === from)?.count ?? 0
  return first === 0 ? null : (steps.find((step) => step.event === to)?.count ?? 0) / first
}

function Panels({ data, period }: { data: Insights; period: string }) {
  const { inquiries, funnel, stories_and_calls: followUps, reply, pipeline } = data
  const weekly = inquiriesTables(inquiries)
  const followUpsTable = storiesAndCallsTable(followUps)
  const noInquiries = inquiries.total === 0 ? 'No inquiries in this period.' : undefined
  const funnelEmpty =
    funnel.visits === 0 && funnel.steps.every((step) => step.count === 0)
      ? 'Nothing counted in this period.'
      : undefined
  const due = reply.due
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <InsightPanel
        id="by-source"
        title="Inquiries per week by source"
        period={period}
        empty={noInquiries}
        summary={
          <>
            <dl className="grid grid-cols-2 gap-3">
              <Figure label="Inquiries" value={inquiries.total.toLocaleString('en-US')} />
              <Figure label="Sources" value={String(weekly.bySource.keys.length)} />
            </dl>
            <p className="mt-2 text-xs text-ink-soft">
              Every inquiry received in the period, withdrawn ones included; the dashboard’s Total
              Inquiries counts the active ones.
            </p>
          </>
        }
        chart={weeklyChart(weekly.bySource)}
        tables={[weekly.bySource]}
      />
      <InsightPanel
        id="by-region"
        title="Inquiries per week by region"
        period={period}
        empty={noInquiries}
        chart={weeklyChart(weekly.byRegion)}
        tables={[weekly.byRegion]}
      />
      <InsightPanel
        id="funnel"
        title="Where the wizard loses people"
        period={period}
        empty={funnelEmpty}
        summary={
          <dl className="grid grid-cols-2 gap-3">
            <Figure label="Visits" value={funnel.visits.toLocaleString('en-US')} />
            <Figure
              label="Opened → submitted"
              value={percent(stepShare(funnel.steps, 'wizard_opened', 'submitted'))}
            />
            <Figure
              label="Submitted → story started"
              value={percent(stepShare(funnel.steps, 'submitted', 'story_started'))}
            />
            <Figure
              label="Submitted → call booked"
              value={percent(stepShare(funnel.steps, 'submitted', 'call_booked'))}
            />
          </dl>
        }
        chart={{
          category: 'step',
          series: ['Count'],
          rows: funnel.steps.map((step) => ({ step: eventLabel(step.event), Count: step.count })),
        }}
        tables={[funnelTable(funnel), funnelBySourceTable(funnel), pagesTable(funnel)]}
      />
      <InsightPanel
        id="stories-and-calls"
        title="Stories started and calls booked"
        period={period}
        empty={
          followUps.stories === 0 && followUps.calls === 0
            ? 'No stories started or calls booked in this period.'
            : undefined
        }
        summary={
          <div className="grid gap-3">
            <p className="text-sm text-ink-soft">
              Counted once per inquiry, when it happens: the first time a family&apos;s journey page
              holds an ancestor, a document ticked, a file or travel notes, and the family&apos;s
              first booked call (a move, or a new booking after a cancel, is not counted again).
            </p>
            <dl className="grid grid-cols-2 gap-3">
              <Figure label="Stories started" value={followUps.stories.toLocaleString('en-US')} />
              <Figure label="Calls booked" value={followUps.calls.toLocaleString('en-US')} />
            </dl>
          </div>
        }
        chart={{
          category: 'week',
          series: ['Stories started', 'Calls booked'],
          stacked: false,
          rows: followUps.weeks.map((row) => ({
            week: weekLabel(row.week),
            'Stories started': row.stories,
            'Calls booked': row.calls,
          })),
        }}
        tables={[followUpsTable]}
      />
      <InsightPanel
        id="reply"
        title="The 24-hour reply promise"
        period={period}
        summary={
          <div className="grid gap-3">
            <p className="text-sm text-ink-soft">
              A first reply is the first status change or note by a team member. A change the
              website makes (a family booking its call moves the inquiry to Call scheduled) is not a
              reply: an inquiry no one on the team has answered is still waiting.
            </p>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Figure
                label="Within 24 h"
                value={percent(due === 0 ? null : reply.within_24h / due)}
              />
              <Figure label="Median first reply" value={duration(reply.median_seconds)} />
              <Figure label="Waiting now" value={reply.waiting.count.toLocaleString('en-US')} />
              <Figure
                label="Waiting over 24 h"
                value={reply.waiting.over_24h.toLocaleString('en-US')}
              />
            </dl>
          </div>
        }
        empty={reply.members.length === 0 ? 'No first replies in this period.' : undefined}
        chart={{
          category: 'member',
          series: ['Within 24 h', 'Later'],
          rows: reply.members.map((member) => ({
            member: member.member,
            'Within 24 h': member.within_24h,
            Later: member.replied - member.within_24h,
          })),
        }}
        tables={[replyTable(reply)]}
      />
      <InsightPanel
        id="pipeline"
        title="The pipeline"
        period={period}
        empty={noInquiries}
        summary={
          <dl className="grid grid-cols-2 gap-3">
            <Figure label="Inquiries" value={pipeline.inquiries.toLocaleString('en-US')} />
            <Figure label="Inquiry → Booked" value={percent(pipeline.booked_share)} />
            <Figure
              label="Inquiry → story started"
              value={percent(
                pipeline.inquiries === 0 ? null : pipeline.story_started / pipeline.inquiries,
              )}
            />
            <Figure
              label="Inquiry → call booked"
              value={percent(
                pipeline.inquiries === 0 ? null : pipeline.call_booked / pipeline.inquiries,
              )}
            />
          </dl>
        }
        chart={{
          category: 'status',
          series: ['Reached'],
          rows: pipeline.statuses.map((row) => ({
            status: statusLabel(row.status),
            Reached: row.reached,
          })),
        }}
        tables={[pipelineTable(pipeline)]}
      />
    </div>
  )
}

/**
 * /admin/insights (docs/decisions/171, 173, 174): where leads come from, where the wizard loses them, the stories
 * started and calls booked, whether the 24-hour promise is kept, and the pipeline, for a period of whole weeks
 * (default: the last 12).
 */
export function InsightsPage() {
  const [params, setParams] = useSearchParams()
  const weeks = weeksFromParam(params.get('weeks'))
  const [now] = useState(() => new Date())
  const period = useMemo(() => periodOf(weeks, now), [weeks, now])
  const insights = useInsights(period)
  useEffect(() => void preloadChart().catch(() => undefined), [])
  // The other periods, fetched once this one has arrived and the page is idle: a change is then only a render.
  usePrefetchPeriods(
    PERIOD_CHOICES.filter((choice) => choice !== weeks).map((choice) => periodOf(choice, now)),
    insights.isSuccess,
  )
  const periodName = `${period.start}-to-${period.end}`
  return (
    <main className="container grid gap-6 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-display-md font-semibold text-ink">Insights</h1>
          <p className="mt-1 text-sm text-ink-soft">
            From {period.start} to {period.end} (weeks start on Monday, UTC).
          </p>
        </div>
        <div className="grid gap-1">
          <label htmlFor="insights-period" className="text-sm font-semibold text-ink">
            Period
          </label>
          <select
            id="insights-period"
            className="h-10 rounded-md border border-input bg-white px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            value={weeks}
            onChange={(event) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current)
                  next.set('weeks', event.target.value)
                  return next
                },
                { replace: true },
              )
            }
          >
            {PERIOD_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                Last {choice} weeks
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="min-h-5 text-sm text-ink-soft">
        {insights.isFetching ? 'Loading the figures…' : ''}
      </p>
      {insights.isError ? (
        <p role="alert" className="text-destructive">
          The insights could not be loaded: {insights.error.message}
        </p>
      ) : insights.data ? (
        <Panels data={insights.data} period={periodName} />
      ) : null}
      {insights.data && <PlanFunnelPanel period={period} />}
      {insights.data && <ResearchFunnelPanel period={period} />}
      <AgencyInsightsPanel period={period} />
    </main>
  )
}
