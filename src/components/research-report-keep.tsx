import { Download, Printer } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { ResearchReport } from '@/lib/contracts/research'

/** The element the report's own print shows alone (src/index.css, "Print the report"). */
export const REPORT_PRINT_ID = 'research-print'

/**
 * Keep the report (docs/product/research.md, "Keep the report"; ADR 269): `Download the report (PDF)` makes the PDF
 * in the browser with pdfmake, fetched only on this click; `Print the report` prints the report alone, every
 * transcription open. Neither is printed.
 */
export function ResearchReportKeep({
  report,
  familyName,
}: {
  report: ResearchReport
  familyName: string | null
}) {
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null)

  const download = async () => {
    if (busy) return
    setBusy(true)
    setMessage({ text: 'Making your PDF…' })
    try {
      const { downloadReportPdf } = await import('@/lib/research-report-pdf-download')
      await downloadReportPdf(report, { familyName })
      setMessage({ text: 'Your PDF is downloaded.' })
    } catch {
      setMessage({
        text: 'The PDF could not be made just now (is the connection down?). Please try again, or print the report.',
        error: true,
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col items-start gap-2 print:hidden">
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          className="h-auto min-h-10 max-w-full whitespace-normal py-2 text-left"
          // Not `disabled` while the PDF is made: a disabled button drops the keyboard's focus.
          aria-disabled={busy}
          onClick={() => void download()}
        >
          <Download aria-hidden="true" /> Download the report (PDF)
        </Button>
        <Button
          type="button"
          variant="outline"
          className="h-auto min-h-10 max-w-full whitespace-normal py-2 text-left"
          onClick={() => {
            document.body.dataset.printing = 'research'
            window.addEventListener('afterprint', () => delete document.body.dataset.printing, {
              once: true,
            })
            window.print()
          }}
        >
          <Printer aria-hidden="true" /> Print the report
        </Button>
      </div>
      <p
        role="status"
        className={message?.error ? 'text-sm text-destructive' : 'text-sm text-ink-soft'}
      >
        {message?.text}
      </p>
    </div>
  )
}
