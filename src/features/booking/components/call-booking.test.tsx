import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import {
  callBookingFunction,
  type BookingAnswer,
  type BookingRequest,
} from '@/features/booking/api/book-call'
import { CallBooking } from './call-booking'

vi.mock('@/features/booking/api/book-call', () => ({ callBookingFunction: vi.fn() }))
const server = vi.mocked(callBookingFunction)

// 1 December 2026 (a Tuesday): 15:00 and 15:30 Rome are 9:00 and 9:30 AM in New York.
const days = [
  {
    date: '2026-12-01',
    slots: [
      { start: '2026-12-01T14:00:00.000Z', end: '2026-12-01T14:30:00.000Z' },
      { start: '2026-12-01T14:30:00.000Z', end: '2026-12-01T15:00:00.000Z' },
    ],
  },
]
const booked = {
  id: 'c1',
  starts_at: '2026-12-01T14:30:00.000Z',
  ends_at: '2026-12-01T15:00:00.000Z',
  status: 'booked' as const,
  sequence: 0,
  time_zone: 'America/New_York',
  meeting_url: 'https://meet.radici.example/giulia',
  with: 'Giulia',
}

function answers(handler: (request: BookingRequest) => BookingAnswer) {
  server.mockImplementation(async (request) => handler(request))
}

beforeEach(() => {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    timeZone: 'America/New_York',
  } as Intl.ResolvedDateTimeFormatOptions)
})

describe('CallBooking', () => {
  it('shows the first free day in the family’s zone with Rome beside it, and books the chosen time', async () => {
    const user = userEvent.setup()
    answers((request) =>
      request.action === 'book'
        ? { status: 200, ok: true, call: booked }
        : { status: 200, ok: true, days, call: null },
    )
    render(<CallBooking token="t" />)
    const time = await screen.findByRole('button', { name: '9:30 AM in New York · 15:30 in Rome' })
    expect(screen.getByLabelText('Your time zone')).toHaveValue('America/New_York')
    expect(screen.getByRole('button', { name: 'Book this time' })).toBeDisabled()
    await user.click(time)
    expect(time).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Book this time' }))
    expect(await screen.findByText('Your call with Giulia is booked')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Your meeting link' })).toHaveAttribute(
      'href',
      'https://meet.radici.example/giulia',
    )
    const book = server.mock.calls.find(([request]) => request.action === 'book')?.[0]
    expect(book).toMatchObject({ start: booked.starts_at, time_zone: 'America/New_York' })
  })

  it('a time taken meanwhile says so and shows the free times as they are now', async () => {
    const user = userEvent.setup()
    answers((request) =>
      request.action === 'book'
        ? {
            status: 409,
            ok: false,
            error: 'slot_taken',
            message: 'That time was just taken',
            days: [{ date: '2026-12-01', slots: [days[0]!.slots[0]!] }],
            call: null,
          }
        : { status: 200, ok: true, days, call: null },
    )
    render(<CallBooking token="t" />)
    await user.click(await screen.findByRole('button', { name: /9:30 AM in New York/ }))
    await user.click(screen.getByRole('button', { name: 'Book this time' }))
    expect(
      await screen.findByText('That time was just taken. Here are the free times now.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /9:30 AM in New York/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /9:00 AM in New York/ })).toBeInTheDocument()
  })

  it('a booked call can be cancelled after a confirmation', async () => {
    const user = userEvent.setup()
    let cancelled = false
    answers((request) => {
      if (request.action === 'cancel') {
        cancelled = true
        return { status: 200, ok: true, call: { ...booked, status: 'cancelled' } }
      }
      return { status: 200, ok: true, days, call: cancelled ? null : booked }
    })
    render(<CallBooking token="t" />)
    const panel = await screen.findByRole('region', { name: 'Your first video call' })
    await user.click(within(panel).getByRole('button', { name: 'Cancel the call' }))
    expect(cancelled).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the call' }))
    expect(
      await screen.findByText('Your call is cancelled. Book another time whenever you like.'),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('region', { name: 'Book your first video call now' }),
    ).toBeInTheDocument()
  })

  it('an unknown link says so', async () => {
    answers(() => ({ status: 404, ok: false, error: 'not_found' }))
    render(<CallBooking token="bad" />)
    expect(await screen.findByText(/This booking link is not valid any more/)).toBeInTheDocument()
  })
})
