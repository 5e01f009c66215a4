import type {
  FunnelInsight,
  InquiriesInsight,
  PipelineInsight,
  ReplyInsight,
  StoriesAndCallsInsight,
  WeeklyCount,
} from '@/features/insights/api/get-insights'
import { SERVER_EVENTS, type CountedEvent } from '@/lib/visit/counted-events'

/**
 * Every chart of the Insights page has a table beside it (for screen readers and for copying) and a CSV of that
 * table. A table is plain data: the components render it, tableCsv() writes it.
 */
export interface InsightTable {
  /** Also the CSV's file name, in kebab case. */
  name: string
  caption: string
  columns: string[]
  rows: Array<Array<string | number>>
}

/** A label for every counted event (the list: src/lib/visit/counted-events.ts; a new one fails to compile here). */
const EVENT_LABELS: Record<CountedEvent, string> = {
  visit: 'Visits',
  wizard_opened: 'Wizard opened',
  step_2: 'Step 2 reached',
  step_3: 'Step 3 reached',
  step_4: 'Step 4 reached',
  submitted: 'Submitted',
  story_started: 'Story started',
  call_booked: 'Call booked',
}
/** An event's label; an unknown event (an old row) shows under its own name. */
export const eventLabel = (event: string) =>
  (EVENT_LABELS as Record<string, string>)[event] ?? event.replace(/_/g, ' ')

const STATUS_LABELS: Record<string, string> = {
  new: 'New',
  contacted: 'Contacted',
  call_scheduled: 'Call scheduled',
  researching: 'Researching',
  matched: 'Matched',
  booked: 'Booked',
  closed: 'Closed',
}
export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status

export function percent(share: number | null): string {
  return share === null ? '–' : `${Math.round(share * 1000) / 10}%`
}

/** '45 min', '3 h 20 min', '2 d 4 h'; '–' when there is none. */
export function duration(seconds: number | null): string {
  if (seconds === null) return '–'
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h ${minutes % 60} min`
  return `${Math.floor(hours / 24)} d ${hours % 24} h`
}

/** 'Nov 23' for a week starting on 2026-11-23. */
export function weekLabel(week: string): string {
  return new Date(`${week}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/** Weeks down, one column per key (largest total first), a total column. */
export function weeklyTable(
  name: string,
  caption: string,
  weeks: string[],
  counts: WeeklyCount[],
): InsightTable & { keys: string[] } {
  const totals = new Map<string, number>()
  const cells = new Map<string, number>()
  for (const { week, key, count } of counts) {
    totals.set(key, (totals.get(key) ?? 0) + count)
    cells.set(`${week}\n${key}`, count)
  }
  const keys = [...totals.keys()].sort(
    (a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0) || a.localeCompare(b),
  )
  return {
    name,
    caption,
    keys,
    columns: ['Week of', ...keys, 'Total'],
    rows: weeks.map((week) => {
      const row = keys.map((key) => cells.get(`${week}\n${key}`) ?? 0)
      return [week, ...row, row.reduce((sum, n) => sum + n, 0)]
    }),
  }
}

export function inquiriesTables(insight: InquiriesInsight) {
  return {
    bySource: weeklyTable(
      'inquiries-by-source',
      'Inquiries per week by source',
      insight.weeks,
      insight.by_source,
    ),
    byRegion: weeklyTable(
      'inquiries-by-region',
      'Inquiries per week by region',
      insight.weeks,
      insight.by_region,
    ),
  }
}

/** Weeks down: stories started and calls booked (ADR 174); the period's totals are the panel's figures. */
export function storiesAndCallsTable(insight: StoriesAndCallsInsight): InsightTable {
  return {
    name: 'stories-and-calls',
    caption: 'Stories started and calls booked per week',
    columns: ['Week of', 'Stories started', 'Calls booked'],
    rows: insight.weeks.map((row) => [row.week, row.stories, row.calls]),
  }
}

export function funnelTable(funnel: FunnelInsight): InsightTable {
  return {
    name: 'wizard-funnel',
    caption: 'The wizard, step by step',
    columns: ['Step', 'Count', 'Lost since the step before'],
    rows: funnel.steps.map((step) => [
      eventLabel(step.event),
      step.count,
      percent(step.lost_share),
    ]),
  }
}

const NO_SOURCE = 'No source (Analytics off)'

export function funnelBySourceTable(funnel: FunnelInsight): InsightTable {
  // The database's own events (story started, call booked) never carry a source: not in this split.
  const events = ['visit', ...funnel.steps.map((step) => step.event)].filter(
    (event) => !(SERVER_EVENTS as readonly string[]).includes(event),
  )
  for (const row of funnel.by_source) if (!events.includes(row.event)) events.push(row.event)
  const sources = [...new Set(funnel.by_source.map((row) => row.source))].sort((a, b) =>
    a === '' ? 1 : b === '' ? -1 : a.localeCompare(b),
  )
  const cell = new Map(funnel.by_source.map((row) => [`${row.source}\n${row.event}`, row.count]))
  return {
    name: 'funnel-by-source',
    caption: 'The funnel by source (only visitors who allowed Analytics have one)',
    columns: ['Source', ...events.map(eventLabel)],
    rows: sources.map((source) => [
      source === '' ? NO_SOURCE : source,
      ...events.map((event) => cell.get(`${source}\n${event}`) ?? 0),
    ]),
  }
}

export function pagesTable(funnel: FunnelInsight): InsightTable {
  return {
    name: 'pages',
    caption: 'Pages that bring the most visits',
    columns: ['Page', 'Visits', 'Wizard opened', 'Submitted'],
    rows: funnel.pages.map((page) => [page.page, page.visits, page.opened, page.submitted]),
  }
}

export function replyTable(reply: ReplyInsight): InsightTable {
  const share = (within: number, of: number) => percent(of === 0 ? null : within / of)
  return {
    name: 'reply-promise',
    caption: 'The 24-hour reply promise, by team member',
    columns: [
      'Team member',
      'First replies',
      'Within 24 hours',
      'Share within 24 hours',
      'Median time to reply',
    ],
    rows: [
      ...reply.members.map((member) => [
        member.member,
        member.replied,
        member.within_24h,
        share(member.within_24h, member.replied),
        duration(member.median_seconds),
      ]),
      [
        'Whole team (of inquiries due)',
        reply.replied,
        reply.within_24h,
        share(reply.within_24h, reply.due),
        duration(reply.median_seconds),
      ],
    ],
  }
}

export function pipelineTable(pipeline: PipelineInsight): InsightTable {
  const share = (n: number) => percent(pipeline.inquiries === 0 ? null : n / pipeline.inquiries)
  return {
    name: 'pipeline',
    caption: 'The pipeline: inquiries of the period that reached each status',
    columns: ['Status', 'Reached', 'Share of inquiries', 'Now in this status'],
    rows: [
      ...pipeline.statuses.map((row) => [
        statusLabel(row.status),
        row.reached,
        share(row.reached),
        row.now,
      ]),
      // The family's own steps (ADR 174): not statuses, so nothing is 'now' in them.
      ['Family started its story', pipeline.story_started, share(pipeline.story_started), '–'],
      ['Family booked a call', pipeline.call_booked, share(pipeline.call_booked), '–'],
    ],
  }
}

const FORMULA_START = /^[=+\-@\t\r\n\0]/

/** The table as CSV: quoted cells, formula-looking text neutralised, CRLF, a UTF-8 byte-order mark. */
export function tableCsv(table: InsightTable): string {
  const cell = (value: string | number) => {
    const text = String(value)
    const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text
    return `"${safe.replace(/"/g, '""')}"`
  }
  const lines = [table.columns, ...table.rows].map((row) => row.map(cell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
