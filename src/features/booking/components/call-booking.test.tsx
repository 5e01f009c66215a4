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
    // Focus moves to the booked call.
    expect(await screen.findByText('Your call with Giulia is booked')).toHaveFocus()
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
    const panel = await screen.findByRole('region', { name: 'Your consultation call' })
    const cancelButton = within(panel).getByRole('button', { name: 'Cancel the call' })
    await user.click(cancelButton)
    expect(cancelled).toBe(false)
    // The safe choice takes focus (Enter twice keeps the call); Escape closes the question.
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('button', { name: 'Keep it' })).not.toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Cancel the call' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.keyboard('{Enter}')
    expect(cancelled).toBe(false)
    await user.click(within(panel).getByRole('button', { name: 'Cancel the call' }))
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the call' }))
    expect(
      await screen.findByText('Your call is cancelled. Book another time whenever you like.'),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('region', { name: 'Book your consultation call now' }),
    ).toBeInTheDocument()
  })

  it('an unknown link says so', async () => {
    answers(() => ({ status: 404, ok: false, error: 'not_found' }))
    render(<CallBooking token="bad" />)
    expect(await screen.findByText(/This booking link is not valid any more/)).toBeInTheDocument()
  })

  it('offers the family’s daytime first and folds the night times', async () => {
    const user = userEvent.setup()
    // 30 November: only 08:00Z (3:00 AM in New York); 1 December: 3:00 AM and 9:00 AM.
    const night = { start: '2026-12-01T08:00:00.000Z', end: '2026-12-01T08:30:00.000Z' }
    const withNight = [
      {
        date: '2026-11-30',
        slots: [{ start: '2026-11-30T08:00:00.000Z', end: '2026-11-30T08:30:00.000Z' }],
      },
      { date: '2026-12-01', slots: [night, ...days[0]!.slots] },
    ]
    answers(() => ({ status: 200, ok: true, days: withNight, call: null }))
    render(<CallBooking token="t" />)
    expect(await screen.findByText('Tuesday, December 1 · times in New York')).toBeInTheDocument()
    const group = screen.getByRole('group', { name: /times in New York/ })
    const times = within(group)
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(times).toEqual([
      '9:00 AM in New York · 15:00 in Rome',
      '9:30 AM in New York · 15:30 in Rome',
      'Show times outside your daytime',
    ])
    await user.click(screen.getByRole('button', { name: 'Show times outside your daytime' }))
    expect(
      screen.getByRole('button', { name: '3:00 AM in New York · 09:00 in Rome' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Hide times outside your daytime' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  it('a day with no daytime time says so', async () => {
    const nightOnly = [
      {
        date: '2026-11-30',
        slots: [{ start: '2026-11-30T08:00:00.000Z', end: '2026-11-30T08:30:00.000Z' }],
      },
    ]
    answers(() => ({ status: 200, ok: true, days: nightOnly, call: null }))
    render(<CallBooking token="t" />)
    expect(
      await screen.findByText('No times between 8:00 AM and 9:00 PM in New York on this day.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /3:00 AM/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show times outside your daytime' })).toBeVisible()
  })
})
