import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { AgencyBrief as Brief, AgencyViewResponse } from '@/lib/contracts/agency'
import { agencyIntl } from '@/features/agency-handoff/lib/agency-intl'
import { AgencyBrief } from './agency-brief'

/** The brief's codes in the page's language; the family's words as typed, said to be theirs (docs/decisions/223). */
const BRIEF: Brief = {
  dates: { kind: 'range', start: '2027-05-10', end: '2027-05-20' },
  tripLength: '10-days',
  people: 3,
  ageRanges: { text: '2 adults, 1 child', by: 'family' },
  days: [{ day: 1, town: 'Palermo' }],
  hotelLevel: { text: 'Four stars', by: 'team' },
  budget: 12000,
  familyLanguage: 'en',
  ancestors: null,
  healthNotes: 'No gluten.',
}
const VIEW: AgencyViewResponse = {
  state: 'sent',
  agencyId: 'sicilia-heritage',
  language: 'it',
  deadlineAt: '2027-01-10T10:00:00.000Z',
  brief: BRIEF,
  family: null,
  reference: null,
}

test('Italian: dates, trip length and language translated; text kept with who wrote it', () => {
  render(<AgencyBrief view={VIEW} intl={agencyIntl('it')} />)
  expect(screen.getByText('Dal 10 maggio 2027 al 20 maggio 2027')).toBeInTheDocument()
  expect(screen.getByText('Circa 10 giorni')).toBeInTheDocument()
  expect(screen.getByText('inglese')).toBeInTheDocument()
  expect(screen.getByText('3 persone')).toBeInTheDocument()
  expect(screen.getByText('2 adults, 1 child')).toBeInTheDocument()
  expect(screen.getByText('No gluten.')).toBeInTheDocument()
  expect(screen.getAllByText('Scritto dalla famiglia')).toHaveLength(2)
  expect(screen.getByText('Scritto dal team di Radici')).toBeInTheDocument()
})

test('English: the same brief in English; unknown dates and no notes said plainly', () => {
  render(
    <AgencyBrief
      view={{
        ...VIEW,
        brief: { ...BRIEF, dates: { kind: 'unknown' }, tripLength: null, healthNotes: null },
      }}
      intl={agencyIntl('en')}
    />,
  )
  expect(screen.getByText('The family does not know its dates yet.')).toBeInTheDocument()
  expect(screen.getByText('Not given')).toBeInTheDocument()
  expect(screen.getByText('English')).toBeInTheDocument()
  expect(screen.getByText('The family has not shared health and access notes.')).toBeInTheDocument()
  expect(screen.getAllByText('Written by the family')).toHaveLength(1)
})

test('one chosen day is formatted for the language', () => {
  const view: AgencyViewResponse = {
    ...VIEW,
    brief: { ...BRIEF, dates: { kind: 'day', date: '2027-05-10' } },
  }
  const { unmount } = render(<AgencyBrief view={view} intl={agencyIntl('it')} />)
  expect(screen.getByText('Dal 10 maggio 2027')).toBeInTheDocument()
  unmount()
  render(<AgencyBrief view={view} intl={agencyIntl('en')} />)
  expect(screen.getByText('From May 10, 2027')).toBeInTheDocument()
})

test('nothing once the agency declined or was withdrawn: the server sends no brief (docs/decisions/256)', () => {
  const { container } = render(
    <AgencyBrief view={{ ...VIEW, state: 'declined', brief: null }} intl={agencyIntl('it')} />,
  )
  expect(container).toBeEmptyDOMElement()
})
