import { describe, expect, it } from 'vitest'
import type { PlanVersion } from '@/lib/contracts/plan'
import { planChanges } from './plan-changes'
import { familyTownName } from '@/content/town-name'

const day = (town: string, title: string) => ({ town, title, text: '', ancestors: [] })

const version = (patch: Partial<PlanVersion> = {}): PlanVersion => ({
  id: '00000000-0000-4000-8000-000000000001',
  version: 1,
  state: 'sent',
  content: {
    research: { lines: [], weeks: 6, deliverables: ['report'] },
    journey: {
      dates: 'May 2027',
      people: 3,
      hotel: 'Comfortable',
      days: [day('Napoli (NA)', 'Arrival'), day('Padula (SA)', 'The archive')],
      included: 'Hotels',
      notIncluded: 'Flights',
    },
    terms: { cancellation: 'Free until 30 days before.' },
  },
  researchFeeMinor: 89000,
  researchCurrency: 'USD',
  journeyPerPersonMinor: 230000,
  journeyCurrency: 'EUR',
  agencyId: 'campania-radici',
  validUntil: '2026-12-28',
  sentAt: '2026-11-28T10:00:00Z',
  acceptedAt: null,
  acceptedName: null,
  expired: false,
  totals: { research: null, journey: null, byCurrency: [] },
  ...patch,
})

describe('planChanges', () => {
  it('says nothing changed when the two versions say the same', () => {
    expect(planChanges(version(), version({ id: 'other', version: 2 }))).toEqual([])
  })

  it('names a day added, a day removed and a day changed, by its number', () => {
    const read = version()
    const base = read.content
    const added = version({
      content: {
        ...base,
        journey: { ...base.journey, days: [...base.journey.days, day('Salerno (SA)', 'The sea')] },
      },
    })
    expect(planChanges(read, added)).toEqual([
      'Day 3 added: Salerno, province of Salerno, “The sea”.',
    ])
    expect(planChanges(added, read)).toEqual([
      'Day 3 removed: Salerno, province of Salerno, “The sea”.',
    ])
    const changed = version({
      content: {
        ...base,
        journey: {
          ...base.journey,
          days: [base.journey.days[0]!, day('Padula (SA)', 'The certosa')],
        },
      },
    })
    expect(planChanges(read, changed)).toEqual([
      'Day 2 in Padula, province of Salerno: now “The certosa” (was “The archive”).',
    ])
  })

  it('names a day whose town changed, and one whose details alone changed', () => {
    const read = version()
    const base = read.content
    const [first, second] = base.journey.days
    const moved = version({
      content: {
        ...base,
        journey: {
          ...base.journey,
          days: [
            { ...first!, town: 'Salerno (SA)' },
            { ...second!, text: 'Two hours in the archive.' },
          ],
        },
      },
    })
    expect(planChanges(read, moved)).toEqual([
      'Day 1 changed: now Salerno, province of Salerno, “Arrival” (was Napoli, province of Napoli, “Arrival”).',
      'Day 2, Padula, province of Salerno, “The archive”: its details changed.',
    ])
  })

  it('names the prices, the people and the terms that changed', () => {
    const read = version()
    const base = read.content
    const newer = version({
      researchFeeMinor: 109000,
      journeyPerPersonMinor: 245050,
      content: {
        ...base,
        journey: { ...base.journey, people: 4 },
        terms: { cancellation: 'Free until 60 days before.' },
      },
      validUntil: '2027-01-15',
    })
    expect(planChanges(read, newer)).toEqual([
      'Research fee: $1,090 (was $890).',
      '4 people travel (was 3 people).',
      'The journey: €2,450.50 a person (was €2,300).',
      'The cancellation terms changed.',
      'Valid until January 15, 2027.',
    ])
  })
})

describe('familyTownName', () => {
  it('writes the province out instead of its code', () => {
    expect(familyTownName('Napoli (NA)')).toBe('Napoli, province of Napoli')
    expect(familyTownName('Cefalù (PA)')).toBe('Cefalù, province of Palermo')
  })
  it('keeps a town typed without a code, and leaves out a code the site does not name', () => {
    expect(familyTownName('Palermo')).toBe('Palermo')
    expect(familyTownName('Andria (BT)')).toBe('Andria')
  })
})
