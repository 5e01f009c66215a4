import { Download } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { getInquirySources } from '@/features/admin/leads/api/get-inquiry-source'
import { downloadCsv } from '@/features/admin/leads/lib/csv'
import {
  buildInquiriesWithSourcesCsv,
  sourcesCsvFileName,
} from '@/features/admin/leads/lib/csv-sources'
import type { FormSubmission } from '@/features/admin/console/lib/types'

/** The dashboard's 'Export with sources' button: the same rows as 'Export CSV', sources at the end (ADR 170). */
export function ExportWithSources({
  rows,
  disabled,
}: {
  rows: readonly FormSubmission[]
  disabled: boolean
}) {
  const [busy, setBusy] = useState(false)
  const run = async () => {
    if (rows.length === 0) {
      toast({ title: 'No data to export', description: 'There are no submissions to export.' })
      return
    }
    setBusy(true)
    try {
      const sources = await getInquirySources(rows.map((row) => row.id))
      downloadCsv(buildInquiriesWithSourcesCsv(rows, sources), sourcesCsvFileName(new Date()))
      toast({
        title: 'Export successful',
        description: `Exported ${rows.length} inquiries with their sources to CSV.`,
      })
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Export failed',
        description: error instanceof Error ? error.message : 'The sources could not be loaded.',
      })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={() => void run()} disabled={disabled || busy}>
      <Download aria-hidden="true" />
      Export with sources
    </Button>
  )
}
