import { expect, test } from 'vitest'
import { duration, funnelTable, tableCsv, weeklyTable } from './tables'

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
