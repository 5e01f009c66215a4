import type { InquirySource } from '@/features/admin/leads/api/get-inquiry-source'
import { CSV_BOM, CSV_COLUMNS, csvCell, csvRow } from './csv'
import type { FormSubmission } from '@/features/admin/console/lib/types'

/**
 * 'Export with sources' (docs/decisions/170): the spec's CSV (./csv.ts, unchanged) with the lead source's
 * columns added at the end; an inquiry without a recorded source has them empty.
 */
export const SOURCE_CSV_COLUMNS = [
  'Landing Page',
  'Referring Site',
  'UTM Source',
  'UTM Medium',
  'UTM Campaign',
  'Wizard Opened On',
] as const

export function sourceCells(source: InquirySource | undefined): string[] {
  return [
    source?.landing_page ?? '',
    source?.referrer_host ?? '',
    source?.utm_source ?? '',
    source?.utm_medium ?? '',
    source?.utm_campaign ?? '',
    source?.opened_on ?? '',
  ]
}

export function buildInquiriesWithSourcesCsv(
  rows: readonly FormSubmission[],
  sources: ReadonlyMap<string, InquirySource>,
): string {
  const lines = new Array<string>(rows.length + 1)
  lines[0] = [...CSV_COLUMNS, ...SOURCE_CSV_COLUMNS].map(csvCell).join(',')
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index]!
    lines[index + 1] = [...csvRow(row), ...sourceCells(sources.get(row.id))].map(csvCell).join(',')
  }
  return CSV_BOM + lines.join('\r\n') + '\r\n'
}

/** 'inquiries-with-sources-2026-11-25.csv', the date in the team member's own time zone. */
export function sourcesCsvFileName(date: Date): string {
  const y = date.getFullYear()
  const m = String(date.getMonth() + 1).padStart(2, '0')
  const d = String(date.getDate()).padStart(2, '0')
  return `inquiries-with-sources-${y}-${m}-${d}.csv`
}
