import type { Content } from 'pdfmake/interfaces'
import { expect, test } from 'vitest'
import { sampleReport } from '@fixtures/research-report'
import { LEGAL_NOTICE, notFoundText } from '@/lib/research-words'
import { reportPdfDefinition, reportPdfFileName } from './research-report-pdf'

/** Every word of a document definition's content, in order, one string. */
function words(content: Content | Content[] | undefined): string {
  if (content === undefined || content === null) return ''
  if (typeof content === 'string' || typeof content === 'number') return String(content)
  if (Array.isArray(content)) return content.map(words).join(' ')
  const node = content as unknown as Record<string, unknown>
  const parts = ['text', 'stack', 'ul', 'ol', 'columns'].map((key) => words(node[key] as Content))
  const table = node.table as { body?: Content[][] } | undefined
  if (table?.body) parts.push(words(table.body.flat()))
  return parts.filter(Boolean).join(' ')
}

/** Every link a content holds. */
function links(content: unknown): string[] {
  if (!content || typeof content !== 'object') return []
  if (Array.isArray(content)) return content.flatMap(links)
  const node = content as Record<string, unknown>
  const own = typeof node.link === 'string' ? [node.link] : []
  return [...own, ...Object.values(node).flatMap(links)]
}

const squash = (text: string) => text.replace(/\s+/g, ' ')

test('the PDF holds the header, every record with its citation and page address, every search and why, and the notice', () => {
  const report = sampleReport()
  const pdf = reportPdfDefinition(report, { familyName: 'Rossi' })
  const text = squash(words(pdf.content))

  expect(text).toContain('Research report: the Rossi family, version 1')
  expect(text).toContain('Researcher Giulia Bianchi')
  expect(text).toContain('Published February 10, 2027')
  expect(text).toContain(
    'The Rossi line of Padula: Digital archives (civil records, to the 1700s), back to 1850',
  )
  expect(text).toContain('6 weeks of research (plan version 2), with:')
  expect(text).toContain('Images of every record found')

  expect(text).toContain('Records found (2)')
  for (const record of report.records) expect(text).toContain(squash(record.citation))
  expect(text).toContain('Antonio Rossi, father')
  expect(text).toContain('Transcription (Latin)')
  expect(text).toContain('Vincenzo Greco (witness)')
  expect(links(pdf.content)).toContain(
    'https://antenati.cultura.gov.it/ark:/12657/an_ua19944535/w9DWR8x',
  )

  expect(text).toContain('Research log: every search (3)')
  const notFound = report.searches.filter((search) => search.result === 'not_found')
  expect(notFound).toHaveLength(2)
  for (const search of notFound) expect(text).toContain(`Not found: ${notFoundText(search)}`)
  expect(text).toContain('The parish priest was away all week.')
  expect(text).toContain('The register for those years is missing (lost or destroyed).')

  expect(text).toContain(LEGAL_NOTICE.title)
  expect(text).toContain(squash(LEGAL_NOTICE.text))
  expect(pdf.info?.title).toBe('Research report: the Rossi family, version 1')
})

test('a draft says so, version 2 says what changed, and a report without records says none was found', () => {
  const text = squash(
    words(
      reportPdfDefinition(
        sampleReport({ version: 2, publishedAt: null, changes: 'Added the baptism.', records: [] }),
        { familyName: null },
      ).content,
    ),
  )
  expect(text).toContain('Research report, version 2')
  expect(text).toContain('Published Draft')
  expect(text).toContain('What changed Added the baptism.')
  expect(text).toContain('No record was found in this version of the report.')
})

test('the file name: family, version and day, in ASCII letters', () => {
  const report = sampleReport({ version: 3, publishedAt: '2027-02-10T15:00:00.000Z' })
  expect(reportPdfFileName(report, { familyName: 'Niccolò / D’Amico' })).toBe(
    'Radici research report - Niccolo D Amico - v3 - 2027-02-10.pdf',
  )
  expect(reportPdfFileName(report, { familyName: null })).toBe(
    'Radici research report - v3 - 2027-02-10.pdf',
  )
})

test('the conclusions come first, the next steps after the log, as the page words them', () => {
  const report = {
    ...sampleReport(),
    conclusions: [
      { question: 0, text: 'Giuseppe was born in Padula in 1887.', proof: 'proven' as const },
    ],
    nextSteps: [
      {
        id: 'step-1',
        description: 'Read the baptism books of the parish of San Michele.',
        kind: 'parish_in_person' as const,
        price: { amountMinor: 25_000, currency: 'EUR' as const },
        towns: [{ comune: 'Padula', province: 'Salerno', region: 'Campania' }],
      },
    ],
  }
  const text = squash(words(reportPdfDefinition(report, { familyName: 'Rossi' }).content))
  const at = (needle: string) => text.indexOf(needle)
  expect(at('What the research concluded')).toBeGreaterThan(-1)
  expect(at('What the research concluded')).toBeLessThan(at('Records found (2)'))
  expect(text).toContain('Giuseppe was born in Padula in 1887.')
  expect(at('Next steps')).toBeGreaterThan(at('Research log: every search (3)'))
  expect(text).toContain('Leads to: Padula (Salerno)')
  expect(text).toMatch(/Estimated price of the further research: €250\.00/)
  // A report published before conclusions existed has neither section.
  const old = squash(words(reportPdfDefinition(sampleReport(), { familyName: 'Rossi' }).content))
  expect(old).not.toContain('What the research concluded')
  expect(old).not.toContain('Next steps')
})
