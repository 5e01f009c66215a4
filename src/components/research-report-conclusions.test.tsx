import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { sampleReport } from '@fixtures/research-report'
import { ResearchReport } from './research-report'

/** Part 6 of issue 45 (ADR 268): the conclusions first in plain words, the next steps after the log. */
const PADULA = { comune: 'Padula', province: 'Salerno', region: 'Campania' }
const withConclusions = () =>
  sampleReport({
    conclusions: [
      {
        question: 0,
        text: 'Giuseppe Rossi was born in Padula in 1887, son of Antonio.',
        proof: 'proven',
      },
    ],
    nextSteps: [
      {
        id: 'step-1',
        description: 'Read the baptism books of San Michele Arcangelo, 1840–1860.',
        kind: 'latin_church_records',
        price: { amountMinor: 25050, currency: 'EUR' },
        towns: [PADULA],
      },
      {
        id: 'step-2',
        description: 'Ask the comune for the full copy of the birth act.',
        kind: 'comune_request',
        price: null,
        towns: [],
      },
    ],
  })

test('the conclusions come first, each under its question with its proof level; a question without one says so', () => {
  render(<ResearchReport report={withConclusions()} />)
  const headings = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)
  const order = [
    'What the research concluded',
    'Records found (1)',
    'Research log: every search (2)',
    'Next steps',
    'These images are not certificates',
  ].map((name) => headings.findIndex((text) => text?.startsWith(name.replace(/ \(\d+\)$/, ''))))
  expect(order.every((index) => index >= 0)).toBe(true)
  expect([...order].sort((a, b) => a - b)).toEqual(order)

  const concluded = within(
    screen.getByRole('heading', { name: 'What the research concluded' }).parentElement!,
  )
  const items = concluded.getAllByRole('listitem')
  expect(items).toHaveLength(2)
  expect(items[0]).toHaveTextContent('The Rossi line of Padula: Digital archives')
  expect(items[0]).toHaveTextContent('Giuseppe Rossi was born in Padula in 1887, son of Antonio.')
  expect(items[0]).toHaveTextContent('Proven')
  expect(items[1]).toHaveTextContent('No conclusion for this question.')
})

test('next steps: the kind of work, the towns, the price in the reader’s locale from minor units', () => {
  render(<ResearchReport report={withConclusions()} />)
  const next = within(screen.getByRole('heading', { name: 'Next steps' }).parentElement!)
  const [paid, free] = next.getAllByRole('article')
  const price = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(
    250.5,
  )
  expect(paid).toHaveTextContent('Church records in Latin')
  expect(paid).toHaveTextContent('Leads to: Padula (Salerno)')
  expect(paid).toHaveTextContent(`Estimated price of the further research: ${price}`)
  expect(price).toMatch(/250[.,]50/)
  expect(free).toHaveTextContent('A request to the comune’s office')
  expect(free).toHaveTextContent('No further research fee.')
})

test('a version published before part 6 shows neither section', () => {
  render(<ResearchReport report={sampleReport()} />)
  expect(screen.queryByRole('heading', { name: 'What the research concluded' })).toBeNull()
  expect(screen.queryByRole('heading', { name: 'Next steps' })).toBeNull()
})
