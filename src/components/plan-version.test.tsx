import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PlanVersion } from '@/lib/contracts/plan'
import { acceptanceLine, PlanVersionView } from './plan-version'

const version = (patch: Partial<PlanVersion>): PlanVersion => ({
  id: '00000000-0000-4000-8000-000000000001',
  version: 2,
  state: 'sent',
  content: {
    research: { lines: [], weeks: 6, deliverables: ['report'] },
    journey: { dates: '', people: 2, hotel: '', days: [], included: '', notIncluded: '' },
    terms: { cancellation: 'Free until 30 days before.' },
  },
  researchFeeMinor: 89000,
  researchCurrency: 'USD',
  journeyPerPersonMinor: 0,
  journeyCurrency: 'EUR',
  agencyId: null,
  validUntil: '2026-12-28',
  sentAt: '2026-11-20T10:00:00Z',
  acceptedAt: null,
  acceptedName: null,
  expired: false,
  totals: { research: null, journey: null, byCurrency: [] },
  ...patch,
})

describe('acceptanceLine', () => {
  it('says who accepted and when, with the zone named, across a DST change', () => {
    // 13:14 UTC on 25 November is 8:14 AM in New York (EST, UTC−5); on 25 July it is 9:14 AM (EDT, UTC−4).
    expect(acceptanceLine('Maria Russo', '2026-11-25T13:14:00Z', 'America/New_York')).toBe(
      'Accepted by Maria Russo on Wednesday, November 25, 2026 at 8:14 AM Eastern Standard Time.',
    )
    expect(acceptanceLine('Maria Russo', '2026-07-25T13:14:00Z', 'America/New_York')).toBe(
      'Accepted by Maria Russo on Saturday, July 25, 2026 at 9:14 AM Eastern Daylight Time.',
    )
  })
})

describe('PlanVersionView', () => {
  it('an accepted version carries who accepted it and when, and no longer a "valid until"', () => {
    render(
      <PlanVersionView
        version={version({
          state: 'accepted',
          acceptedAt: '2026-11-25T13:14:00Z',
          acceptedName: 'Maria Russo',
        })}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Version 2: Accepted' })).toBeInTheDocument()
    expect(
      screen.getByText(/^Accepted by Maria Russo on Wednesday, November 25, 2026 at /),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Valid until/)).not.toBeInTheDocument()
  })

  it('a version waiting for an answer says until when, and names no one', () => {
    render(<PlanVersionView version={version({})} />)
    expect(screen.getByText('Valid until December 28, 2026')).toBeInTheDocument()
    expect(screen.queryByText(/Accepted by/)).not.toBeInTheDocument()
  })
})
