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
  weekLabel,
  type InsightTable,
} from '@/features/insights/lib/tables'
import type { ChartData } from './insight-chart'
import { InsightPanel, preloadChart } from './insight-panel'

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-cream-50 px-4 py-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-semibold text-ink">{value}</dd>
    </div>
  )
}

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

function Panels({ data, period }: { data: Insights; period: string }) {
  const { inquiries, funnel, reply, pipeline } = data
  const weekly = inquiriesTables(inquiries)
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
          <dl className="grid grid-cols-2 gap-3">
            <Figure label="Inquiries" value={inquiries.total.toLocaleString('en-US')} />
            <Figure label="Sources" value={String(weekly.bySource.keys.length)} />
          </dl>
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
              value={percent(
                (funnel.steps[0]?.count ?? 0) === 0
                  ? null
                  : (funnel.steps.at(-1)?.count ?? 0) / (funnel.steps[0]?.count ?? 1),
              )}
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
        id="reply"
        title="The 24-hour reply promise"
        period={period}
        summary={
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Figure
              label="Within 24 h"
              value={percent(due === 0 ? null : reply.within_24h / due)}
            />
            <Figure label="Median first reply" value={duration(reply.median_seconds)} />
            <Figure label="Waiting now" value={String(reply.waiting.count)} />
            <Figure label="Waiting over 24 h" value={String(reply.waiting.over_24h)} />
          </dl>
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
 * /admin/insights (docs/decisions/171): where leads come from, where the wizard loses them, whether the
 * 24-hour promise is kept, and the pipeline, for a period of whole weeks (default: the last 12).
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
    </main>
  )
}
