import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { sampleReport } from '@fixtures/research-report'
import { ResearchReport } from './research-report'

test('the header says who, when, which version and what the research looked for and covered', () => {
  render(<ResearchReport report={sampleReport()} />)
  expect(screen.getByRole('heading', { name: 'Research report, version 1' })).toBeInTheDocument()
  expect(screen.getByText('Giulia Bianchi')).toBeInTheDocument()
  expect(screen.getByText('February 10, 2027')).toBeInTheDocument()
  expect(
    screen.getByText(
      'The Rossi line of Padula: Digital archives (civil records, to the 1700s), back to 1850',
    ),
  ).toBeInTheDocument()
  expect(screen.getByText('6 weeks of research (plan version 2), with:')).toBeInTheDocument()
  expect(screen.getByText('Images of every record found')).toBeInTheDocument()
  // Version 1 has nothing to compare with.
  expect(screen.queryByRole('heading', { name: 'What changed' })).not.toBeInTheDocument()
})

test('a draft says so instead of a date; version 2 says what changed', () => {
  render(
    <ResearchReport
      report={sampleReport({
        version: 2,
        publishedAt: null,
        changes: 'Added the baptism of Antonio.',
      })}
    />,
  )
  expect(screen.getByText('Draft')).toBeInTheDocument()
  const changed = screen.getByRole('heading', { name: 'What changed' }).parentElement!
  expect(changed).toHaveTextContent('Added the baptism of Antonio.')
})

test('a record: summary first, the transcription one tap away in its language, the portal link, the citation', async () => {
  render(<ResearchReport report={sampleReport()} />)
  const birth = screen
    .getByRole('heading', { name: 'Birth record, May 12, 1887, Padula (Salerno)' })
    .closest('article')!
  const record = within(birth)
  expect(record.getByText('Giuseppe Rossi, the person')).toBeVisible()
  expect(record.getByText('Antonio Rossi, father')).toBeVisible()
  expect(
    record.getByText('Proven: the record names this person beyond reasonable doubt.'),
  ).toBeVisible()

  const transcription = record.getByText(/L’anno milleottocentottantasette/)
  expect(transcription).toHaveAttribute('lang', 'it')
  expect(transcription).not.toBeVisible()
  expect(record.getByText(/Vincenzo Greco \(witness\)/)).not.toBeVisible()
  await userEvent.click(record.getByText('Read the transcription and translation'))
  expect(transcription).toBeVisible()
  expect(record.getByText(/In the year eighteen hundred/)).toBeVisible()

  const portal = record.getByRole('link', { name: 'Open this page on the Antenati portal' })
  expect(portal).toHaveAttribute(
    'href',
    'https://antenati.cultura.gov.it/ark:/12657/an_ua19944535/w9DWR8x',
  )
  expect(portal).toHaveAttribute('target', '_blank')
  expect(portal).toHaveAttribute('rel', 'noopener noreferrer')
  expect(birth).toHaveTextContent(
    'Source: Archivio di Stato di Salerno, Stato civile italiano, Nati, Padula (Salerno), birth record, 1887-05-12, act no. 112, image at https://antenati.cultura.gov.it/ark:/12657/an_ua19944535/w9DWR8x, consulted 2027-02-03.',
  )

  // A Latin baptism with a year only, no page address: marked Latin, no portal link.
  const baptism = screen
    .getByRole('heading', { name: 'Baptism record, 1852, Padula (Salerno)' })
    .closest('article')!
  expect(within(baptism).getByText(/Die 3 mensis Martii/)).toHaveAttribute('lang', 'la')
  expect(within(baptism).queryByRole('link')).not.toBeInTheDocument()
})

test('the log shows every search, and why each one that found nothing did not', () => {
  render(<ResearchReport report={sampleReport()} />)
  const log = screen.getByRole('heading', { name: 'Research log: every search (3)' }).parentElement!
  const rows = within(log).getAllByRole('listitem')
  expect(rows).toHaveLength(3)
  expect(rows[0]).toHaveTextContent('Found')
  expect(
    within(rows[0]!).getByRole('link', { name: 'Open this register on the Antenati portal' }),
  ).toHaveAttribute('rel', 'noopener noreferrer')
  expect(rows[1]).toHaveTextContent(
    'Not found: The register for those years is missing (lost or destroyed).',
  )
  expect(rows[1]).toHaveTextContent('Stato civile italiano, Matrimoni, Padula (Salerno), 1878–1886')
  expect(rows[1]).toHaveTextContent('Names searched: Rossi Antonio, Esposito Maria')
  // `other`: the researcher's own words.
  expect(rows[2]).toHaveTextContent('Not found: The parish priest was away all week.')
  expect(rows[2]).toHaveTextContent('Searched on February 5, 2027')
})

test('the notice that portal images are not certificates closes the report', () => {
  render(<ResearchReport report={sampleReport()} />)
  const notice = screen.getByRole('heading', {
    name: 'These images are not certificates',
  }).parentElement!
  expect(notice).toHaveTextContent('cannot be used for a citizenship application')
  expect(notice).toHaveTextContent('State Archive')
})

test('printing opens every transcription, and closes them again after', () => {
  render(<ResearchReport report={sampleReport()} />)
  const details = [...document.querySelectorAll('details')]
  expect(details.length).toBe(2)
  window.dispatchEvent(new Event('beforeprint'))
  expect(details.every((element) => element.open)).toBe(true)
  window.dispatchEvent(new Event('afterprint'))
  expect(details.some((element) => element.open)).toBe(false)
})
