import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { AgencyViewResponse } from '@/lib/contracts/agency'
import { agencyIntl } from '@/features/agency-handoff/lib/agency-intl'
import { AgencyOutcome } from './agency-outcome'

/** A withdrawn agency's outcome, in both languages (docs/decisions/256): the whole page below its title. */
const WITHDRAWN: AgencyViewResponse = {
  state: 'withdrawn',
  agencyId: 'sicilia-heritage',
  language: 'it',
  deadlineAt: '2027-01-10T10:00:00.000Z',
  brief: null,
  family: null,
  reference: null,
}

test('withdrawn: says so in Italian and in English, and asks the agency to delete what it kept', () => {
  const { unmount } = render(
    <AgencyOutcome view={WITHDRAWN} intl={agencyIntl('it')} headingRef={null} />,
  )
  expect(screen.getByRole('heading', { name: 'Richiesta ritirata' })).toBeInTheDocument()
  expect(screen.getByText(/cancellare i dati della famiglia/)).toBeInTheDocument()
  unmount()
  render(<AgencyOutcome view={WITHDRAWN} intl={agencyIntl('en')} headingRef={null} />)
  expect(screen.getByRole('heading', { name: 'Request withdrawn' })).toBeInTheDocument()
  expect(
    screen.getByText(/Please delete any of the family’s details you may have kept\./),
  ).toBeInTheDocument()
})
