import { expect, test } from 'vitest'
import { CSV_COLUMNS, buildInquiriesCsv } from './csv'
import { buildInquiriesWithSourcesCsv, SOURCE_CSV_COLUMNS } from './csv-sources'
import { storedInquiry } from '@fixtures/stored-inquiry'

test("'Export with sources' is the spec's CSV with the source columns added at the end", () => {
  const row = storedInquiry()
  const plain = buildInquiriesCsv([row]).split('\r\n')
  const withSources = buildInquiriesWithSourcesCsv(
    [row],
    new Map([
      [
        row.id,
        {
          submission_id: row.id,
          landing_page: '/blog/sicily',
          referrer_host: null,
          utm_source: 'newsletter',
          utm_medium: null,
          utm_campaign: null,
          opened_on: '/blog/sicily',
          created_at: row.created_at,
        },
      ],
    ]),
  ).split('\r\n')
  expect(withSources[0]).toBe(
    '\uFEFF' + [...CSV_COLUMNS, ...SOURCE_CSV_COLUMNS].map((column) => `"${column}"`).join(','),
  )
  expect(withSources[0]!.startsWith(plain[0]!)).toBe(true)
  expect(withSources[1]).toBe(`${plain[1]},"/blog/sicily","","newsletter","","","/blog/sicily"`)
})
