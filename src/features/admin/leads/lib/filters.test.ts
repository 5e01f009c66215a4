import { expect, test } from 'vitest'
import {
  DAY_MS,
  countByLeadStatus,
  filterInquiries,
  isFiltered,
  readFilters,
  readPage,
  withFilter,
  withPage,
} from './filters'
import { storedInquiry } from '@fixtures/stored-inquiry'
import type { FormSubmission } from '@/features/admin/console/lib/types'

const now = Date.parse('2026-11-21T12:00:00.000Z')

function row(overrides: Partial<FormSubmission>): FormSubmission {
  return storedInquiry({
    id: overrides.name ?? 'x',
    name: 'Someone',
    email: 'someone@example.com',
    genealogy_help: 'no-research',
    created_at: new Date(now - DAY_MS).toISOString(),
    ...overrides,
  })
}

const rows = [
  row({
    name: 'Maria Rossi',
    email: 'maria@example.com',
    regions: 'Sicily',
    planning_stage: 'dates-set',
  }),
  row({
    name: 'Luca Bianchi',
    email: 'luca@family.it',
    regions: 'Calabria, Puglia',
    genealogy_help: 'full-family-tree',
  }),
  row({
    name: 'Anna Verdi',
    email: 'anna@example.com',
    created_at: new Date(now - 20 * DAY_MS).toISOString(),
  }),
  row({
    name: 'Old Lead',
    email: 'old@example.com',
    created_at: new Date(now - 90 * DAY_MS).toISOString(),
  }),
]

const names = (list: FormSubmission[]) => list.map((item) => item.name)

test('reads filters from the URL, ignoring unknown values', () => {
  expect(
    readFilters(new URLSearchParams('q=ros&stage=dates-set&genealogy=need-guidance&period=7')),
  ).toEqual({
    q: 'ros',
    stage: 'dates-set',
    genealogy: 'need-guidance',
    period: '7',
    lead: '',
    mine: '',
    due: '',
    overdue: '',
  })
  expect(
    readFilters(new URLSearchParams('stage=bogus&period=12&lead=archived&mine=yes&due=1')),
  ).toEqual({
    q: '',
    stage: '',
    genealogy: '',
    period: 'all',
    lead: '',
    mine: '',
    due: '1',
    overdue: '',
  })
  expect(readPage(new URLSearchParams('page=3'))).toBe(3)
  expect(readPage(new URLSearchParams('page=-2'))).toBe(1)
  expect(readPage(new URLSearchParams('page=abc'))).toBe(1)
})

test('search matches name, e-mail and regions, case-insensitively', () => {
  const base = readFilters(new URLSearchParams())
  expect(names(filterInquiries(rows, { ...base, q: 'ROSSI' }, now))).toEqual(['Maria Rossi'])
  expect(names(filterInquiries(rows, { ...base, q: 'family.it' }, now))).toEqual(['Luca Bianchi'])
  expect(names(filterInquiries(rows, { ...base, q: 'puglia' }, now))).toEqual(['Luca Bianchi'])
  expect(names(filterInquiries(rows, { ...base, q: '  ' }, now))).toHaveLength(4)
  expect(filterInquiries(rows, { ...base, q: 'nobody' }, now)).toEqual([])
})

test('stage, genealogy and period filters combine', () => {
  const base = readFilters(new URLSearchParams())
  expect(names(filterInquiries(rows, { ...base, stage: 'dates-set' }, now))).toEqual([
    'Maria Rossi',
  ])
  expect(names(filterInquiries(rows, { ...base, genealogy: 'full-family-tree' }, now))).toEqual([
    'Luca Bianchi',
  ])
  expect(names(filterInquiries(rows, { ...base, period: '7' }, now))).toEqual([
    'Maria Rossi',
    'Luca Bianchi',
  ])
  expect(names(filterInquiries(rows, { ...base, period: '30' }, now))).toHaveLength(3)
  expect(
    names(filterInquiries(rows, { ...base, period: '30', genealogy: 'no-research' }, now)),
  ).toEqual(['Maria Rossi', 'Anna Verdi'])
})

test('a filter change updates the URL params and goes back to the first page', () => {
  const params = new URLSearchParams('q=ro&page=4')
  expect(withFilter(params, 'stage', 'exploring').toString()).toBe('q=ro&stage=exploring')
  expect(withFilter(params, 'q', '').toString()).toBe('')
  expect(withFilter(new URLSearchParams('period=7'), 'period', 'all').toString()).toBe('')
  expect(withPage(params, 2).toString()).toBe('q=ro&page=2')
  expect(withPage(params, 1).toString()).toBe('q=ro')
  expect(isFiltered(readFilters(new URLSearchParams('period=30')))).toBe(true)
  expect(isFiltered(readFilters(new URLSearchParams('page=2')))).toBe(false)
})

test('lead status, Mine, Follow-up due and Reply overdue filter the list; counts per lead status', () => {
  const base = readFilters(new URLSearchParams())
  const list = [
    row({
      name: 'A',
      lead_status: 'new',
      created_at: new Date(now - 25 * 3_600_000).toISOString(),
    }),
    row({
      name: 'B',
      lead_status: 'new',
      created_at: new Date(now - 23 * 3_600_000).toISOString(),
    }),
    row({ name: 'C', lead_status: 'contacted', owner_id: 'me', follow_up_on: '2026-11-20' }),
    row({ name: 'D', lead_status: 'booked', owner_id: 'other', follow_up_on: '2099-01-01' }),
  ]
  expect(names(filterInquiries(list, { ...base, lead: 'new' }, now))).toEqual(['A', 'B'])
  expect(names(filterInquiries(list, { ...base, mine: '1' }, now, 'me'))).toEqual(['C'])
  expect(names(filterInquiries(list, { ...base, due: '1' }, now))).toEqual(['C'])
  // 'Reply overdue': still 'New' more than 24 hours after it arrived.
  expect(names(filterInquiries(list, { ...base, overdue: '1' }, now))).toEqual(['A'])
  expect(countByLeadStatus(list)).toMatchObject({ new: 2, contacted: 1, booked: 1, closed: 0 })
  expect(isFiltered({ ...base, mine: '1' })).toBe(true)
})
