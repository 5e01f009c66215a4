// @vitest-environment node
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type * as PdfMake from 'pdfmake'
import { expect, test } from 'vitest'
import { sampleReport } from '@fixtures/research-report'
import { reportPdfDefinition } from './research-report-pdf'

/**
 * The real PDF: pdfmake (its Node build, the same layout engine and Roboto fonts as the browser's) makes the
 * report's PDF; pdfjs-dist reads its text back, as a reader's PDF viewer would.
 */
const require = createRequire(import.meta.url)

async function makePdf(definition: ReturnType<typeof reportPdfDefinition>): Promise<Uint8Array> {
  const pdfmake = require('pdfmake') as typeof PdfMake
  const fonts = join(dirname(require.resolve('pdfmake/package.json')), 'build/fonts/Roboto')
  pdfmake.setUrlAccessPolicy(() => false)
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(fonts))
  pdfmake.setFonts({
    Roboto: {
      normal: join(fonts, 'Roboto-Regular.ttf'),
      bold: join(fonts, 'Roboto-Medium.ttf'),
      italics: join(fonts, 'Roboto-Italic.ttf'),
      bolditalics: join(fonts, 'Roboto-MediumItalic.ttf'),
    },
  })
  const buffer = await (
    pdfmake.createPdf(definition) as unknown as { getBuffer(): Promise<Buffer> }
  ).getBuffer()
  return new Uint8Array(buffer)
}

/** Each page's text, lines joined by spaces. */
async function pdfText(data: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const pdf = await getDocument({ data, useSystemFonts: false }).promise
  const pages: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent()
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ''))
        .join('')
        .replace(/\s+/g, ' '),
    )
  }
  return pages
}

test('the PDF pdfmake makes holds the record’s citation, the reasons, the notice and Italian accents', async () => {
  const report = sampleReport()
  const accents = 'Città di Padula: è, ì, ò, ù, à'
  const record = report.records[0]!
  const pages = await pdfText(
    await makePdf(
      reportPdfDefinition(
        { ...report, records: [{ ...record, notes: accents }, ...report.records.slice(1)] },
        { familyName: 'Rossi' },
      ),
    ),
  )
  const text = pages.join(' ')
  expect(pages[0]).toContain('Research report: the Rossi family, version 1')
  expect(text).toContain(record.citation)
  expect(text).toContain(accents)
  expect(text).toContain('The register for those years is missing (lost or destroyed).')
  expect(text).toContain('These images are not certificates')
  expect(text).toContain(`Page 1 of ${pages.length}`)
}, 60_000)
