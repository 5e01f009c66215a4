import { expect, test } from 'vitest'
import { CSV_BOM, CSV_COLUMNS, buildInquiriesCsv, csvCell, csvFileName } from './csv'
import { storedInquiry } from '@fixtures/stored-inquiry'

const inquiry = storedInquiry

test.each([
  ['=1+2', `"'=1+2"`],
  ['=1+2";=1+2', `"'=1+2"";=1+2"`],
  ['+1', `"'+1"`],
  ['-1', `"'-1"`],
  ['@SUM(1)', `"'@SUM(1)"`],
  ['\tcmd', `"'\tcmd"`],
  ['\rcmd', `"'\rcmd"`],
  ['\ncmd', `"'\ncmd"`],
])('neutralizes the formula vector %j', (value, expected) => {
  expect(csvCell(value)).toBe(expected)
})

test('quotes every value and doubles inner quotes, keeping newlines and accents', () => {
  expect(csvCell('Plain')).toBe('"Plain"')
  expect(csvCell('The "Nonna" tour')).toBe('"The ""Nonna"" tour"')
  expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
  expect(csvCell('Niccolò Caffè, Forlì')).toBe('"Niccolò Caffè, Forlì"')
  expect(csvCell('a-b=c')).toBe('"a-b=c"')
})

test('the file has a BOM, a header row of the fourteen columns and CRLF line ends', () => {
  const csv = buildInquiriesCsv([inquiry(), inquiry({ id: '2', name: 'Luca Bianchi' })])
  expect(csv.startsWith(CSV_BOM)).toBe(true)
  const lines = csv.slice(1).split('\r\n')
  expect(lines).toHaveLength(4)
  expect(lines[3]).toBe('')
  expect(lines[0]).toBe(CSV_COLUMNS.map((column) => `"${column}"`).join(','))
  expect(CSV_COLUMNS).toEqual([
    'Name',
    'Email',
    'Phone',
    'Planning Stage',
    'Regions',
    'Travel Dates',
    'Trip Duration',
    'Group Size',
    'Age Ranges',
    'Budget (EUR)',
    'Hotel Preference',
    'Genealogy Help',
    'Preferred Contact',
    'Submitted Date',
  ])
  expect(csv.split('\r\n').join('')).not.toContain('\n')
})

test('a row shows readable values, N/A for no hotel preference and an ISO submitted date', () => {
  const csv = buildInquiriesCsv([inquiry()])
  const row = csv.slice(1).split('\r\n')[1]
  expect(row).toBe(
    [
      'Maria Rossi',
      'maria@example.com',
      'Not specified',
      'Exploring',
      'Not sure yet',
      "I don't know yet",
      'Two weeks',
      'Not specified',
      'Not specified',
      'Not specified',
      'N/A',
      'I need guidance',
      'Email',
      '2026-11-21T15:45:00.000Z',
    ]
      .map((value) => `"${value}"`)
      .join(','),
  )
})

test('a hostile lead cannot inject a formula through any column', () => {
  const csv = buildInquiriesCsv([
    inquiry({ name: '=HYPERLINK("http://evil")', phone: '+39 333 1234567', regions: '@SUM(1)' }),
  ])
  const row = csv.slice(1).split('\r\n')[1]!
  expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`)
  expect(row).toContain(`"'+39 333 1234567"`)
  expect(row).toContain(`"'@SUM(1)"`)
})

test('the file name is inquiries-YYYY-MM-DD.csv in local time', () => {
  expect(csvFileName(new Date(2026, 10, 21, 23, 59))).toBe('inquiries-2026-11-21.csv')
  expect(csvFileName(new Date(2027, 0, 5, 0, 1))).toBe('inquiries-2027-01-05.csv')
})

test('10,000 rows build in well under a second', () => {
  const rows = Array.from({ length: 10_000 }, (_, index) =>
    inquiry({ id: String(index), name: `Lead ${index}`, regions: 'Sicily, Calabria' }),
  )
  const started = performance.now()
  const csv = buildInquiriesCsv(rows)
  const elapsed = performance.now() - started
  expect(csv.split('\r\n')).toHaveLength(10_002)
  expect(elapsed).toBeLessThan(1000)
})
