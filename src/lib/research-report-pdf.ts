import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces'
import { DELIVERABLE_LABELS, RESEARCH_KIND_LABELS } from '@/lib/contracts/plan'
import type { ResearchRecord, ResearchReport, ResearchSearch } from '@/lib/contracts/research'
import {
  ARCHIVE_KIND_WORDS,
  dayText,
  isoDayText,
  LEGAL_NOTICE,
  LOG_INTRO,
  NEXT_STEP_KIND_WORDS,
  notFoundText,
  partialDateText,
  priceText,
  PROOF_LABELS,
  PROOF_WORDS,
  RECORD_TYPE_WORDS,
  ROLE_WORDS,
  yearsText,
} from '@/lib/research-words'

/**
 * The research report as a PDF the family keeps (docs/product/research.md, "Keep the report"; ADR 269): a pure
 * function from the same report the page renders (the contract's researchReportSchema, src/components/
 * research-report.tsx) to a pdfmake document definition, with the same words (src/lib/research-words.ts). No
 * pdfmake code here: the library is loaded only when the family asks (research-report-pdf-download.ts).
 */

export interface ReportPdfOptions {
  /** The family's surname line, for the title and the file's name; null when not known. */
  familyName: string | null
}

/**
 * One block of the report: what it adds, in the page's order (the conclusions first, the next steps after the log).
 * The extension point for what is still to come: a record's photo goes inside recordBlock.
 */
type ReportBlock = (report: ResearchReport, options: ReportPdfOptions) => Content[]

const BLOCKS: ReportBlock[] = [
  headerBlock,
  conclusionsBlock,
  recordsBlock,
  logBlock,
  nextStepsBlock,
  noticeBlock,
]

const TERRACOTTA = '#9a3f24'
const SOFT = '#5b5249'

export function reportPdfDefinition(
  report: ResearchReport,
  options: ReportPdfOptions,
): TDocumentDefinitions {
  return {
    info: {
      title: reportTitle(report, options),
      author: report.researcherName,
      creator: 'Radici',
      subject: 'Genealogical research report',
    },
    pageSize: 'A4',
    pageMargins: [48, 56, 48, 56],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 8] },
      h2: { fontSize: 14, bold: true, margin: [0, 16, 0, 6] },
      h3: { fontSize: 11, bold: true, margin: [0, 8, 0, 3] },
      label: { bold: true },
      soft: { color: SOFT, fontSize: 9 },
      quote: { margin: [10, 2, 0, 4], italics: false },
      link: { color: TERRACOTTA, decoration: 'underline' },
    },
    footer: (page, pages) => ({
      columns: [
        { text: `Radici research report, version ${report.version}`, style: 'soft' },
        { text: `Page ${page} of ${pages}`, style: 'soft', alignment: 'right' },
      ],
      margin: [48, 16, 48, 0],
    }),
    content: BLOCKS.flatMap((block) => block(report, options)),
    // A heading is never the last line of a page: it moves to the next, with what it heads.
    pageBreakBefore: (node, nodes) =>
      node.headlineLevel === 1 &&
      nodes.getFollowingNodesOnPage().filter((next) => next.headlineLevel !== 1).length < 2,
  }
}

/** `Radici research report - Russo - v2 - 2026-11-29.pdf`: ASCII letters only, for every file system. */
export function reportPdfFileName(report: ResearchReport, options: ReportPdfOptions): string {
  const day = (report.publishedAt ?? new Date().toISOString()).slice(0, 10)
  const family = asciiName(options.familyName ?? '')
  const parts = ['Radici research report', family, `v${report.version}`, day].filter(Boolean)
  return `${parts.join(' - ')}.pdf`
}

function asciiName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9' -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
}

function reportTitle(report: ResearchReport, { familyName }: ReportPdfOptions): string {
  return familyName
    ? `Research report: the ${familyName} family, version ${report.version}`
    : `Research report, version ${report.version}`
}

function headerBlock(report: ResearchReport, options: ReportPdfOptions): Content[] {
  const { questions } = report
  const blocks: Content[] = [
    { text: 'Radici', style: 'soft', margin: [0, 0, 0, 4] },
    { text: reportTitle(report, options), style: 'title' },
    {
      table: {
        widths: ['auto', '*'],
        body: [
          [{ text: 'Researcher', style: 'label' }, report.researcherName],
          [
            { text: 'Published', style: 'label' },
            report.publishedAt ? dayText(report.publishedAt) : 'Draft',
          ],
          [{ text: 'Version', style: 'label' }, String(report.version)],
        ],
      },
      layout: 'noBorders',
    },
  ]
  if (report.version >= 2 && report.changes)
    blocks.push({ text: 'What changed', style: 'h3' }, { text: report.changes })
  blocks.push(
    { text: 'What the research looked for', style: 'h3' },
    {
      ul: questions.lines.map(
        (line) =>
          `${line.ancestorLine}: ${RESEARCH_KIND_LABELS[line.kind]}${line.backTo ? `, back to ${line.backTo}` : ''}`,
      ),
    },
    { text: 'What the research fee covered', style: 'h3' },
    {
      text: `${questions.weeks === 1 ? 'One week' : `${questions.weeks} weeks`} of research (plan version ${questions.planVersion}), with:`,
    },
    { ul: questions.deliverables.map((deliverable) => DELIVERABLE_LABELS[deliverable]) },
  )
  return blocks
}

function recordsBlock(report: ResearchReport): Content[] {
  const heading: Content = {
    text: `Records found (${report.records.length})`,
    style: 'h2',
    headlineLevel: 1,
  }
  if (report.records.length === 0)
    return [heading, { text: 'No record was found in this version of the report.' }]
  return [heading, ...report.records.flatMap(recordBlock)]
}

/** The roles a record's summary names, as the page does; the others are listed with the transcription. */
const SUMMARY_ROLES = new Set(['subject', 'father', 'mother', 'spouse'])

function recordBlock(record: ResearchRecord): Content[] {
  const summary = record.people.filter((person) => SUMMARY_ROLES.has(person.role))
  const others = record.people.filter((person) => !SUMMARY_ROLES.has(person.role))
  const blocks: Content[] = [
    {
      text: `${RECORD_TYPE_WORDS[record.type]}, ${partialDateText(record.date)}, ${record.comune.comune} (${record.comune.province})`,
      style: 'h3',
      margin: [0, 12, 0, 3],
      headlineLevel: 1,
    },
    { ul: summary.map((person) => `${person.name}, ${ROLE_WORDS[person.role]}`) },
    { text: PROOF_WORDS[record.proof], margin: [0, 4, 0, 0] },
  ]
  if (record.notes) blocks.push({ text: record.notes, margin: [0, 4, 0, 0] })
  if (others.length > 0)
    blocks.push({
      text: [
        { text: 'Also in the record: ', style: 'label' },
        others.map((person) => `${person.name} (${ROLE_WORDS[person.role]})`).join(', '),
      ],
      margin: [0, 4, 0, 0],
    })
  if (record.transcription)
    blocks.push(
      {
        text: `Transcription (${record.transcriptionLanguage === 'la' ? 'Latin' : 'Italian'})`,
        style: 'label',
        margin: [0, 6, 0, 0],
      },
      { text: record.transcription, style: 'quote' },
    )
  if (record.translation)
    blocks.push(
      { text: 'English translation', style: 'label', margin: [0, 6, 0, 0] },
      { text: record.translation, style: 'quote' },
    )
  if (record.pageUrl)
    blocks.push({
      text: [
        'Open this page on the Antenati portal: ',
        { text: record.pageUrl, link: record.pageUrl, style: 'link' },
      ],
      margin: [0, 6, 0, 0],
    })
  blocks.push({
    text: [{ text: 'Source: ', style: 'label' }, record.citation],
    margin: [0, 6, 0, 0],
  })
  return blocks
}

function logBlock(report: ResearchReport): Content[] {
  return [
    {
      text: `Research log: every search (${report.searches.length})`,
      style: 'h2',
      headlineLevel: 1,
    },
    { text: LOG_INTRO, style: 'soft' },
    ...report.searches.map(searchBlock),
  ]
}

function searchBlock(search: ResearchSearch): Content {
  const lines: Content[] = [
    { text: `${search.archive} (${ARCHIVE_KIND_WORDS[search.archiveKind]})`, style: 'label' },
    `${search.series}, ${search.comune.comune} (${search.comune.province}), ${yearsText(search)}`,
    `Names searched: ${search.names}`,
    search.result === 'found'
      ? { text: 'Found', bold: true }
      : { text: [{ text: 'Not found: ', bold: true }, notFoundText(search) ?? ''] },
  ]
  if (search.notes) lines.push(search.notes)
  lines.push({ text: `Searched on ${isoDayText(search.searchedOn)}`, style: 'soft' })
  if (search.registerUrl)
    lines.push({
      text: [
        'The register on the Antenati portal: ',
        { text: search.registerUrl, link: search.registerUrl, style: 'link' },
      ],
    })
  // One search is never split across two pages.
  return { stack: lines, margin: [0, 8, 0, 0], unbreakable: true }
}

/** Each research question with its conclusion and how sure it is, as the page words them. */
function conclusionsBlock(report: ResearchReport): Content[] {
  if (report.conclusions.length === 0) return []
  return [
    { text: 'What the research concluded', style: 'h2', headlineLevel: 1 },
    ...report.questions.lines.map((line, index): Content => {
      const conclusion = report.conclusions.find((c) => c.question === index)
      return {
        unbreakable: true,
        stack: [
          { text: `${line.ancestorLine}: ${RESEARCH_KIND_LABELS[line.kind]}`, style: 'h3' },
          ...(conclusion
            ? [{ text: conclusion.text }, { text: PROOF_LABELS[conclusion.proof], style: 'label' }]
            : [{ text: 'No conclusion for this question.', style: 'soft' }]),
        ],
      }
    }),
  ]
}

/** What more research could do: its kind, words, towns and price, as the page words them. */
function nextStepsBlock(report: ResearchReport): Content[] {
  if (report.nextSteps.length === 0) return []
  return [
    { text: 'Next steps', style: 'h2', headlineLevel: 1 },
    { text: 'What more research could find, and where it leads.', style: 'soft' },
    ...report.nextSteps.map((step): Content => ({
      unbreakable: true,
      stack: [
        { text: NEXT_STEP_KIND_WORDS[step.kind], style: 'h3' },
        { text: step.description },
        ...(step.towns.length > 0
          ? [
              {
                text: `Leads to: ${step.towns.map((town) => `${town.comune} (${town.province})`).join(', ')}`,
              },
            ]
          : []),
        {
          text: step.price
            ? `Estimated price of the further research: ${priceText(step.price)}`
            : 'No further research fee.',
          style: 'label',
        },
      ],
    })),
  ]
}

function noticeBlock(): Content[] {
  return [{ text: LEGAL_NOTICE.title, style: 'h2' }, { text: LEGAL_NOTICE.text }]
}
