import { Download } from 'lucide-react'
import { Suspense, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { ChunkErrorBoundary } from '@/components/chunk-error-boundary'
import { tableCsv, type InsightTable } from '@/features/insights/lib/tables'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import type { ChartData } from './insight-chart'
import { downloadFile } from '@/lib/download-file'

// The chart library is fetched only here, on the console's Insights page (ADR 172), and as soon as this page's
// code runs: in parallel with the figures, not after them.
const chart = lazyWithPreload(() => import('./insight-chart'), 'InsightChart')
const InsightChart = chart.Component
export const preloadChart = chart.preload

const downloadTable = (table: InsightTable, period: string) =>
  downloadFile(tableCsv(table), `${table.name}-${period}.csv`, 'text/csv;charset=utf-8')

/** A table as the page shows it: scrollable on its own on a phone, reachable by keyboard. */
export function DataTable({ table }: { table: InsightTable }) {
  return (
    <div
      className="max-h-96 overflow-auto rounded-lg border border-cream-200"
      tabIndex={0}
      role="region"
      aria-label={`${table.caption} (table)`}
    >
      <table className="w-full min-w-max border-collapse text-left text-sm">
        <caption className="sr-only">{table.caption}</caption>
        <thead className="sticky top-0 bg-cream-100">
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold text-ink">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index} className="border-t border-cream-200">
              {row.map((value, column) =>
                column === 0 ? (
                  <th key={column} scope="row" className="px-3 py-1.5 font-medium text-ink">
                    {value}
                  </th>
                ) : (
                  <td key={column} className="px-3 py-1.5 tabular-nums text-ink-soft">
                    {typeof value === 'number' ? value.toLocaleString('en-US') : value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** One panel: a heading, a few key figures, the chart, its table and a CSV of the table. */
export function InsightPanel({
  id,
  title,
  summary,
  chart,
  tables,
  period,
  empty,
}: {
  id: string
  title: string
  summary?: ReactNode
  chart?: ChartData
  tables: InsightTable[]
  period: string
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid min-w-0 content-start gap-4 rounded-2xl border border-cream-200 bg-white p-5 shadow-soft sm:p-6"
    >
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink">
        {title}
      </h2>
      {summary}
      {empty ? (
        <p className="rounded-lg bg-cream-50 px-4 py-6 text-center text-sm text-ink-soft">
          {empty}
        </p>
      ) : chart ? (
        <ChunkErrorBoundary fallback={null}>
          <Suspense fallback={<div className="h-64" aria-hidden="true" />}>
            <InsightChart data={chart} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
      {tables.map((table) => (
        <div key={table.name} className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-ink">{table.caption}</h3>
            <Button variant="outline" size="sm" onClick={() => downloadTable(table, period)}>
              <Download aria-hidden="true" />
              CSV<span className="sr-only"> of {table.caption}</span>
            </Button>
          </div>
          <DataTable table={table} />
        </div>
      ))}
    </section>
  )
}
