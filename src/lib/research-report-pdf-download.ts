import type { ResearchReport } from '@/lib/contracts/research'
import { downloadFile } from '@/lib/download-file'
import {
  reportPdfDefinition,
  reportPdfFileName,
  type ReportPdfOptions,
} from './research-report-pdf'

/**
 * Makes the research report's PDF in the browser and hands it over as a download (ADR 269). pdfmake and its
 * Roboto fonts (about 1.9 MB before compression) are fetched here, only when the family asks: never with the page.
 * Rejects when the library cannot be fetched (offline) or the PDF cannot be made; the button says so in words.
 */
export async function downloadReportPdf(
  report: ResearchReport,
  options: ReportPdfOptions,
): Promise<void> {
  const [library, fonts] = await Promise.all([
    import('pdfmake/build/pdfmake'),
    import('pdfmake/build/vfs_fonts'),
  ])
  // Both are CommonJS bundles: the bundler hands them over as the module's default export.
  const pdfMake = (library as unknown as { default?: typeof library }).default ?? library
  pdfMake.addVirtualFileSystem(fonts.default)
  const blob = await pdfMake.createPdf(reportPdfDefinition(report, options)).getBlob()
  downloadFile(blob, reportPdfFileName(report, options), 'application/pdf')
}
