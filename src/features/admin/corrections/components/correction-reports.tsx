import { teamDateTime } from '@/features/admin/console/lib/team-time'
import { Check } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import {
  useMarkCorrectionFixed,
  useOpenCorrections,
  type CorrectionReportRow,
} from '@/features/admin/corrections/api/corrections'

/**
 * The corrections readers suggested on the articles (docs/decisions/131): page, text, date, the reader's address
 * when given, and "Mark fixed". Never mixed with the inquiries.
 */
export function CorrectionReports() {
  const reports = useOpenCorrections()
  const markFixed = useMarkCorrectionFixed()
  const fix = (report: CorrectionReportRow) =>
    markFixed.mutate(report.id, {
      onSuccess: () =>
        toast({ title: 'Marked fixed', description: `The report on ${report.page}.` }),
      onError: (error) =>
        toast({ title: 'Not changed', description: error.message, variant: 'destructive' }),
    })
  const rows = reports.data ?? []
  return (
    <section aria-labelledby="corrections-heading" className="grid gap-4">
      <div>
        <h2 id="corrections-heading" className="font-display text-2xl font-semibold text-ink">
          Suggested corrections
        </h2>
        <p className="mt-1 text-sm text-ink-soft" aria-live="polite">
          {reports.isPending
            ? 'Loading the reports…'
            : reports.isError
              ? 'The reports could not be loaded. Please refresh the page.'
              : rows.length === 0
                ? 'No open reports: every suggested correction has been dealt with.'
                : `${rows.length} open ${rows.length === 1 ? 'report' : 'reports'} from readers`}
        </p>
      </div>
      {rows.length > 0 && (
        <ul className="grid gap-3">
          {rows.map((report) => (
            <li
              key={report.id}
              className="grid gap-3 rounded-2xl border border-cream-300/70 bg-white p-5 shadow-soft sm:grid-cols-[1fr_auto] sm:items-start"
            >
              <div className="min-w-0">
                <p className="text-sm text-ink-soft">
                  <a
                    href={report.page}
                    className="font-semibold text-terracotta-700 underline underline-offset-2"
                  >
                    {report.page}
                  </a>{' '}
                  · <time dateTime={report.created_at}>{teamDateTime(report.created_at)}</time>
                  {report.email && <> · reply to {report.email}</>}
                </p>
                <p className="mt-2 whitespace-pre-line break-words text-ink">{report.message}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => fix(report)}
                disabled={markFixed.isPending && markFixed.variables === report.id}
              >
                <Check aria-hidden="true" />
                Mark fixed<span className="sr-only">: the report on {report.page}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
