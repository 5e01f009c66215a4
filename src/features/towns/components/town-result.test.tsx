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

  it('a town in the province of Trento: Italian registers from 1918 or later, the parish books before', () => {
    renderResult('Rovereto')
    const records = screen.getByRole('region', { name: 'Where the records are' })
    expect(records).toHaveTextContent(
      'Italian civil registers of births, marriages and deaths in Rovereto start only in 1918 or later, after the First World War, when the province became Italian.',
    )
    expect(records).toHaveTextContent(/For the years before, search the parish books/)
    expect(records).not.toHaveTextContent(/since the 1800s/)
  })

  it('a town in the province of Palermo: registers from 1820, a copy in the Archivio di Stato di Palermo', () => {
    renderResult('Corleone')
    const records = screen.getByRole('region', { name: 'Where the records are' })
    expect(records).toHaveTextContent(
      'Births, marriages and deaths in Corleone are recorded in civil registers that run continuously from 1820.',
    )
    expect(records).toHaveTextContent(
      /Archivio di Stato di Palermo, the state archive of the province/,
    )
    expect(records).not.toHaveTextContent(/parish books/)
  })

  it('a town in a province created since 1992 with its own archive: Biella names the Archivio di Stato di Biella', () => {
    renderResult('Cossato')
    const records = screen.getByRole('region', { name: 'Where the records are' })
    expect(records).toHaveTextContent(
      /Archivio di Stato di Biella, the state archive of the province/,
    )
    expect(records).not.toHaveTextContent(/belonged to before/)
  })

  it('a town in a province created since 1992 with no confirmed archive: Lecco names none', () => {
    renderResult('Bellano')
    const records = screen.getByRole('region', { name: 'Where the records are' })
    expect(records).not.toHaveTextContent(/Archivio di Stato di/)
    expect(records).toHaveTextContent(
      /holds the records of the province of Lecco \(for a province created in recent decades, that can be the archive of the province its towns belonged to before\)/,
    )
  })

  it('shows no sample label when no agency is listed', () => {
    const experts = renderResult('Aosta')
    expect(within(experts).queryByRole('list')).toBeNull()
    expect(within(experts).queryByText(/sample/i)).toBeNull()
  })
})
