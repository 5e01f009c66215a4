import { render, screen, within } from '@testing-library/react'
import * as data from 'virtual:comuni-index'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { agenciesAreSamples } from '@/content/agencies'
import { parseTownData } from '@/lib/towns/town-data'
import { TownResult } from './town-result'

const towns = parseTownData(data)
const town = (name: string) => towns.find((candidate) => candidate.name === name)!

function renderResult(name: string) {
  render(
    <MemoryRouter>
      <TownResult town={town(name)} />
    </MemoryRouter>,
  )
  return screen.getByRole('region', { name: 'Who knows the region' })
}

describe('TownResult', () => {
  it('says in words that the partner agencies it lists are sample profiles, like the agency cards', () => {
    expect(agenciesAreSamples).toBe(true)
    const experts = renderResult('Cefalù')
    expect(within(experts).getByRole('link', { name: 'Zagara Heritage Journeys' })).toBeVisible()
    const label = within(experts).getByText('Sample profiles, not real agencies')
    // The label comes before the list, so a screen reader reads it first.
    const list = within(experts).getByRole('list')
    expect(label.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('shows no sample label when no agency is listed', () => {
    const experts = renderResult('Aosta')
    expect(within(experts).queryByRole('list')).toBeNull()
    expect(within(experts).queryByText(/sample/i)).toBeNull()
  })
})
