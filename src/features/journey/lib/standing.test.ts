import { describe, expect, it } from 'vitest'
import type { PlanVersion, PlanView } from '@/lib/contracts/plan'
import type { ResearchFeeStatus } from '@/lib/contracts/research-fee'
import type { SharingView } from '@/lib/contracts/journey-sharing'
import { standingLines } from './standing'

const NOW = Date.parse('2026-11-28T12:00:00Z')

const version = (patch: Partial<PlanVersion>): PlanVersion => ({
  id: 'v',
  version: 2,
  state: 'sent',
  content: {
    research: { lines: [], weeks: 6, deliverables: [] },
    journey: { dates: '', people: 2, hotel: '', days: [], included: '', notIncluded: '' },
    terms: { cancellation: '' },
  },
  researchFeeMinor: 89000,
  researchCurrency: 'USD',
  journeyPerPersonMinor: 0,
  journeyCurrency: 'EUR',
  agencyId: 'sicilia-heritage',
  validUntil: null,
  sentAt: '2026-11-20T12:00:00Z',
  acceptedAt: null,
  acceptedName: null,
  expired: false,
  totals: { research: null, journey: null, byCurrency: [] },
  ...patch,
})
const plan = (current: PlanVersion | null): PlanView => ({ current, older: [], messages: [] })
const fee = (payment: ResearchFeeStatus['payment']): ResearchFeeStatus => ({
  ok: true,
  fee: { amount_minor: 89000, currency: 'USD', plan_version: 2 },
  online: true,
  payment,
})
const sharing = (handoff: SharingView['handoff']): SharingView => ({
  agency: { id: 'sicilia-heritage', contactPerson: 'Giulia', privacyNoticeUrl: null },
  choice: null,
  handoff,
})
const accepted = plan(version({ state: 'accepted', acceptedAt: '2026-11-25T12:00:00Z' }))
const paid = fee({
  state: 'paid',
  paid_at: '2026-11-26T12:00:00Z',
  refunded_minor: 0,
  refund_pending_minor: 0,
})
const texts = (lines: ReturnType<typeof standingLines>) =>
  lines.map((line) => `${line.label}: ${line.text}`)

describe('standingLines', () => {
  it('before any plan, and with a plan sent', () => {
    expect(texts(standingLines({ plan: plan(null), fee: null, sharing: null }, NOW))).toEqual([
      'Your plan: Not written yet.',
      'What comes next: After your consultation call, our team writes your plan on this page.',
    ])
    expect(
      texts(standingLines({ plan: plan(version({})), fee: null, sharing: null }, NOW)),
    ).toEqual([
      'Your plan: Version 2 is waiting for your answer (sent November 20, 2026).',
      'What comes next: Read your plan, then accept it, ask us about it, or decline it.',
    ])
  })

  it('accepted and not paid, then paid before the hand-off', () => {
    expect(
      texts(standingLines({ plan: accepted, fee: fee(null), sharing: sharing(null) }, NOW)),
    ).toEqual([
      'Your plan: Version 2, accepted on November 25, 2026.',
      'Research fee: $890, not paid yet.',
      'Your agency in Italy: Zagara Heritage Journeys, once our team hands your journey over.',
      'What comes next: Pay the research fee of $890.',
    ])
    expect(
      texts(standingLines({ plan: accepted, fee: paid, sharing: sharing(null) }, NOW)).at(-1),
    ).toBe(
      'What comes next: Our team hands your journey to Zagara Heritage Journeys. Before then, choose what else Zagara Heritage Journeys may receive.',
    )
  })

  it('a hand-off past its deadline says what happens now, even before the deadline job ran', () => {
    const late = sharing({
      agencyId: 'sicilia-heritage',
      state: 'sent',
      deadlineAt: '2026-11-28T11:00:00Z',
      overdue: false,
      reference: null,
      contactPerson: null,
    })
    expect(
      texts(standingLines({ plan: accepted, fee: paid, sharing: late }, NOW)).slice(2),
    ).toEqual([
      'Your agency in Italy: Zagara Heritage Journeys has not answered in the 48 hours it had.',
      'What comes next: Our team has been told and will hand your journey to another agency unless Zagara Heritage Journeys answers first. You do not need to do anything.',
    ])
  })

  it('the agency said yes, or declined', () => {
    const yes = sharing({
      agencyId: 'sicilia-heritage',
      state: 'accepted',
      deadlineAt: '2026-11-29T11:00:00Z',
      overdue: false,
      reference: 'ZH-2027-014',
      contactPerson: 'Giulia Rinaldi',
    })
    expect(texts(standingLines({ plan: accepted, fee: paid, sharing: yes }, NOW)).slice(2)).toEqual(
      [
        'Your agency in Italy: Zagara Heritage Journeys has your journey; their reference is ZH-2027-014.',
        'What comes next: Giulia Rinaldi now has your name, e-mail and phone, to organize your journey with you.',
      ],
    )
    const no = sharing({ ...yes.handoff!, state: 'declined', reference: null, contactPerson: null })
    expect(texts(standingLines({ plan: accepted, fee: paid, sharing: no }, NOW)).slice(2)).toEqual([
      'Your agency in Italy: Zagara Heritage Journeys cannot take your journey.',
      'What comes next: Our team chooses another agency for your journey; this page shows it.',
    ])
  })
})
