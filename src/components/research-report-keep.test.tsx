import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { sampleReport } from '@fixtures/research-report'
import { ResearchReportKeep } from './research-report-keep'

// The PDF's making (pdfmake, fetched on the click) is tested for real in src/lib/research-report-pdf.node.test.ts
// and the e2e spec tests/e2e/research-pdf.spec.ts; here, what the family reads when it cannot be fetched.
const pdf = vi.hoisted(() => ({ download: vi.fn() }))
vi.mock('@/lib/research-report-pdf-download', () => ({
  downloadReportPdf: (...args: unknown[]) => pdf.download(...args),
}))

test('offline: the family is told in words, and the button stays to try again', async () => {
  pdf.download.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
  const report = sampleReport()
  render(<ResearchReportKeep report={report} familyName="Rossi" />)
  const button = screen.getByRole('button', { name: 'Download the report (PDF)' })
  await userEvent.click(button)
  expect(
    await screen.findByText(
      'The PDF could not be made just now (is the connection down?). Please try again, or print the report.',
    ),
  ).toBeInTheDocument()
  expect(pdf.download).toHaveBeenCalledWith(report, { familyName: 'Rossi' })

  pdf.download.mockResolvedValueOnce(undefined)
  await userEvent.click(button)
  expect(await screen.findByText('Your PDF is downloaded.')).toBeInTheDocument()
})

test('Print the report prints the report alone, and forgets it after the print', async () => {
  const print = vi.spyOn(window, 'print').mockImplementation(() => {
    expect(document.body.dataset.printing).toBe('research')
  })
  render(<ResearchReportKeep report={sampleReport()} familyName={null} />)
  await userEvent.click(screen.getByRole('button', { name: 'Print the report' }))
  expect(print).toHaveBeenCalledOnce()
  window.dispatchEvent(new Event('afterprint'))
  expect(document.body.dataset.printing).toBeUndefined()
})
