import { expect, test } from 'vitest'
import type { Tables } from '@/lib/database.types'
import { planContentSchema } from '@/lib/contracts/plan'
import { baseVersion, draftWithTownDay, nextStepTowns } from './town-day'

const PADULA = { comune: 'Padula', province: 'Salerno', region: 'Campania' }
const SALA = { comune: 'Sala Consilina', province: 'Salerno', region: 'Campania' }
const content = planContentSchema.parse({
  research: { lines: [], weeks: 6, deliverables: ['report'] },
  journey: {
    dates: 'May 2027',
    people: 2,
    hotel: '',
    days: [{ town: 'Napoli', title: 'Arrival', text: '', ancestors: [] }],
    included: '',
    notIncluded: '',
  },
  terms: { cancellation: '' },
})
const version = (patch: Partial<Tables<'plan_versions'>>) =>
  ({
    id: 'v',
    state: 'accepted',
    version: 1,
    content,
    agency_id: 'sicilia-heritage',
    valid_until: '2026-12-01',
    journey_per_person_minor: 250000,
    ...patch,
  }) as Tables<'plan_versions'>

test('the draft is the base when there is one; else the newest version', () => {
  const accepted = version({ id: 'a', version: 1 })
  const draft = version({ id: 'd', state: 'draft', version: 2 })
  expect(baseVersion([draft, accepted])?.id).toBe('d')
  expect(baseVersion([accepted])?.id).toBe('a')
  expect(baseVersion([])).toBeUndefined()
})

test('a town becomes one more day of the plan, the rest of the plan kept; a past validity moves 30 days on', () => {
  const draft = draftWithTownDay(
    version({}),
    PADULA,
    { description: 'Read the parish books.' },
    '2026-12-15',
  )
  expect(draft).toEqual({
    content: {
      ...content,
      journey: {
        ...content.journey,
        days: [
          ...content.journey.days,
          {
            town: 'Padula',
            title: 'Where the research leads: Padula',
            text: 'Read the parish books.',
            ancestors: [],
          },
        ],
      },
    },
    agencyId: 'sicilia-heritage',
    validUntil: '2027-01-14',
    journeyPerPersonMinor: 250000,
  })
  const kept = draftWithTownDay(version({}), PADULA, { description: 'x' }, '2026-11-29')
  expect('validUntil' in kept && kept.validUntil).toBe('2026-12-01')
})

test('a full plan or an unreadable one is refused in words', () => {
  const full = {
    ...content,
    journey: { ...content.journey, days: Array(30).fill(content.journey.days[0]) },
  }
  expect(
    draftWithTownDay(version({ content: full }), PADULA, { description: 'x' }, '2026-11-29'),
  ).toEqual({
    error: 'The plan already has 30 days.',
  })
  expect(
    draftWithTownDay(version({ content: {} }), PADULA, { description: 'x' }, '2026-11-29'),
  ).toEqual({
    error: 'The plan could not be read: open it in the plan editor.',
  })
})

test('each town once, with the first step naming it', () => {
  const steps = [
    { id: '1', description: 'a', kind: 'other' as const, price: null, towns: [PADULA] },
    { id: '2', description: 'b', kind: 'other' as const, price: null, towns: [PADULA, SALA] },
  ]
  expect(nextStepTowns(steps).map(({ town, step }) => [town.comune, step.id])).toEqual([
    ['Padula', '1'],
    ['Sala Consilina', '2'],
  ])
})
