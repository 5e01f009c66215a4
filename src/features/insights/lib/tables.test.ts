import { expect, test } from 'vitest'
import {
  duration,
  eventLabel,
  funnelBySourceTable,
  funnelTable,
  pipelineTable,
  storiesAndCallsTable,
  tableCsv,
  weeklyTable,
} from './tables'

test('a weekly table lists every week, the largest source first, with totals', () => {
  const table = weeklyTable(
    'x',
    'X',
    ['2026-10-05', '2026-10-12'],
    [
      { week: '2026-10-05', key: 'google.com', count: 1 },
      { week: '2026-10-12', key: 'newsletter', count: 2 },
      { week: '2026-10-05', key: 'newsletter', count: 1 },
    ],
  )
  expect(table.columns).toEqual(['Week of', 'newsletter', 'google.com', 'Total'])
  expect(table.rows).toEqual([
    ['2026-10-05', 1, 1, 2],
    ['2026-10-12', 2, 0, 2],
  ])
})

test('the funnel table shows the share lost at each step', () => {
  const table = funnelTable({
    visits: 10,
    steps: [
      { event: 'wizard_opened', count: 4, lost_share: null },
      { event: 'step_2', count: 3, lost_share: 0.25 },
    ],
    by_source: [],
    pages: [],
  })
  expect(table.rows).toEqual([
    ['Wizard opened', 4, '–'],
    ['Step 2 reached', 3, '25%'],
  ])
})

test('durations read as minutes, hours or days', () => {
  expect(duration(null)).toBe('–')
  expect(duration(45 * 60)).toBe('45 min')
  expect(duration(3 * 3600 + 20 * 60)).toBe('3 h 20 min')
  expect(duration(52 * 3600)).toBe('2 d 4 h')
})

test('a table as CSV: quoted, formula-safe, CRLF, with a byte-order mark', () => {
  const csv = tableCsv({
    name: 'x',
    caption: 'X',
    columns: ['Source', 'Count'],
    rows: [['=cmd', 3]],
  })
  expect(csv).toBe('\uFEFF"Source","Count"\r\n"\'=cmd","3"\r\n')
})

test('stories started and calls booked: one row a week, both columns', () => {
  const table = storiesAndCallsTable({
    stories: 3,
    calls: 1,
    weeks: [
      { week: '2026-10-05', stories: 2, calls: 1 },
      { week: '2026-10-12', stories: 1, calls: 0 },
    ],
  })
  expect(table.columns).toEqual(['Week of', 'Stories started', 'Calls booked'])
  expect(table.rows).toEqual([
    ['2026-10-05', 2, 1],
    ['2026-10-12', 1, 0],
  ])
})

test('the funnel goes on after Submitted; the split by source leaves the database’s events out', () => {
  const funnel = {
    visits: 10,
    steps: [
      { event: 'submitted', count: 4, lost_share: null },
      { event: 'story_started', count: 2, lost_share: 0.5 },
      { event: 'call_booked', count: 1, lost_share: 0.5 },
    ],
    by_source: [{ source: '', event: 'visit', count: 10 }],
    pages: [],
  }
  expect(funnelTable(funnel).rows.map((row) => row[0])).toEqual([
    'Submitted',
    'Story started',
    'Call booked',
  ])
  expect(funnelBySourceTable(funnel).columns).toEqual(['Source', 'Visits', 'Submitted'])
  expect(eventLabel('some_new_event')).toBe('some new event')
})

test('the pipeline ends with the family’s own steps, as shares of the inquiries', () => {
  const table = pipelineTable({
    inquiries: 4,
    statuses: [{ status: 'new', reached: 4, now: 1 }],
    booked_share: null,
    story_started: 2,
    call_booked: 1,
  })
  expect(table.rows).toEqual([
    ['New', 4, '100%', 1],
    ['Family started its story', 2, '50%', '–'],
    ['Family booked a call', 1, '25%', '–'],
  ])
})
