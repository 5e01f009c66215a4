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

test('Italian: dates, trip length, language and money in the trade’s form; text kept as the writer’s own', () => {
  render(<AgencyBrief view={VIEW} intl={agencyIntl('it')} />)
  expect(screen.getByRole('region', { name: 'La richiesta di viaggio' })).toBeInTheDocument()
  expect(screen.getByText('Dal 10 al 20 maggio 2027')).toBeInTheDocument()
  expect(screen.getByText('Circa 10 giorni')).toBeInTheDocument()
  expect(screen.getByText('inglese')).toBeInTheDocument()
  expect(screen.getByText('3 partecipanti')).toBeInTheDocument()
  // The no-break space before € reads as a space to the default text matcher.
  expect(screen.getByText('12.000,00 €')).toBeInTheDocument()
  expect(screen.getByText('Giorno 1: Palermo')).toBeInTheDocument()
  expect(screen.getByText('2 adults, 1 child')).toBeInTheDocument()
  expect(screen.getByText('No gluten.')).toBeInTheDocument()
  expect(screen.getAllByText('Testo originale della famiglia, non tradotto')).toHaveLength(2)
  expect(screen.getByText('Testo originale del team di Radici, non tradotto')).toBeInTheDocument()
})

test('Italian: what is missing agrees with its label', () => {
  render(
    <AgencyBrief
      view={{
        ...VIEW,
        brief: {
          ...BRIEF,
          dates: null,
          tripLength: null,
          people: null,
          ageRanges: null,
          hotelLevel: null,
          budget: null,
        },
      }}
      intl={agencyIntl('it')}
    />,
  )
  const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent
  expect(value('Date del viaggio')).toBe('Non indicate')
  expect(value('Durata del viaggio')).toBe('Non indicata')
  expect(value('Numero di partecipanti')).toBe('Non indicato')
  expect(value('Età dei partecipanti')).toBe('Non indicata')
  expect(value('Sistemazione')).toBe('Non indicata')
  expect(value('Budget complessivo')).toBe('Non indicato')
})

test('English: the same brief in British English; unknown dates and no notes said plainly', () => {
  render(
    <AgencyBrief
      view={{
        ...VIEW,
        brief: { ...BRIEF, dates: { kind: 'unknown' }, tripLength: null, healthNotes: null },
      }}
      intl={agencyIntl('en')}
    />,
  )
  expect(screen.getByText('The family has not set its dates yet.')).toBeInTheDocument()
  expect(screen.getByText('Not given')).toBeInTheDocument()
  expect(screen.getByText('English')).toBeInTheDocument()
  expect(screen.getByText('€12,000.00')).toBeInTheDocument()
  expect(screen.getByText('3 travelers')).toBeInTheDocument()
  expect(
    screen.getByText('The family has not shared health and accessibility notes.'),
  ).toBeInTheDocument()
  expect(screen.getAllByText('The family’s own words, not translated')).toHaveLength(1)
})

test('one chosen day and a range are formatted for the language, with the article elided', () => {
  const view = (dates: Brief['dates']): AgencyViewResponse => ({
    ...VIEW,
    brief: { ...BRIEF, dates },
  })
  const { unmount } = render(
    <AgencyBrief view={view({ kind: 'day', date: '2027-05-08' })} intl={agencyIntl('it')} />,
  )
  expect(screen.getByText('Dall’8 maggio 2027')).toBeInTheDocument()
  unmount()
  const range = view({ kind: 'range', start: '2027-05-08', end: '2027-05-11' })
  const second = render(<AgencyBrief view={range} intl={agencyIntl('it')} />)
  expect(screen.getByText('Dall’8 all’11 maggio 2027')).toBeInTheDocument()
  second.unmount()
  render(<AgencyBrief view={range} intl={agencyIntl('en')} />)
  expect(screen.getByText('8–11 May 2027')).toBeInTheDocument()
})

test('nothing once the agency declined or was withdrawn: the server sends no brief (docs/decisions/256)', () => {
  const { container } = render(
    <AgencyBrief view={{ ...VIEW, state: 'declined', brief: null }} intl={agencyIntl('it')} />,
  )
  expect(container).toBeEmptyDOMElement()
})
