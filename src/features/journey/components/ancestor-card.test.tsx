import { render, screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { ancestorSchema } from '@/lib/contracts/journey'
import { newAncestor, type Ancestor } from '@/features/journey/lib/story-types'
import { AncestorCard } from './ancestor-card'

const RECORD = {
  id: 'b1f0c9e2-0000-4000-8000-000000000001',
  type: 'birth',
  year: 1887,
  comune: 'Padula',
}
const giuseppe = newAncestor({
  givenNames: 'Giuseppe',
  surnameItaly: 'Russo',
  research: { status: 'confirmed', key: null, records: [RECORD] },
})
const michele = newAncestor({
  givenNames: 'Michele',
  surnameItaly: 'Russo',
  research: { status: 'found', key: `${RECORD.id}:father:1`, records: [RECORD] },
})
const maria = newAncestor({ givenNames: 'Maria', surnameItaly: 'De Luca' })
const rosa = newAncestor({ givenNames: 'Rosa', surnameItaly: 'Lamberti' })
giuseppe.parentIds = [michele.id, maria.id]
giuseppe.spouseIds = [rosa.id]
const everyone = [giuseppe, michele, maria, rosa]

function card(ancestor: Ancestor) {
  render(
    <AncestorCard
      ancestor={ancestor}
      index={0}
      everyone={everyone}
      errors={{}}
      onChange={vi.fn()}
      onRemove={vi.fn()}
    />,
  )
  const name = [ancestor.givenNames, ancestor.surnameItaly].filter(Boolean).join(' ')
  return screen.getByRole('article', { name })
}

test('an ancestor found by research says so, names its record and whose parent they are', () => {
  const article = card(michele)
  expect(within(article).getByText('Found by research')).toBeInTheDocument()
  expect(within(article).getByText('Named in: Birth record, Padula, 1887')).toBeInTheDocument()
  const family = within(article).getByRole('list', { name: 'Family of Michele Russo' })
  expect(
    within(family)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Parent of Giuseppe Russo'])
})

test('an ancestor the family named and research confirmed: its parents and spouse in words', () => {
  const article = card(giuseppe)
  expect(within(article).getByText('Confirmed by research')).toBeInTheDocument()
  const family = within(article).getByRole('list', { name: 'Family of Giuseppe Russo' })
  expect(
    within(family)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Child of Michele Russo and Maria De Luca', 'Spouse of Rosa Lamberti'])
})

test('an ancestor without research or relations shows neither; an old card without the new fields parses', () => {
  const old = { ...newAncestor({ givenNames: 'Anna' }) }
  const article = card(ancestorSchema.parse(old))
  expect(within(article).queryByText(/by research/)).toBeNull()
  expect(within(article).queryByRole('list')).toBeNull()
  expect(ancestorSchema.parse(old)).not.toHaveProperty('research')
})
