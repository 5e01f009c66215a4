import { render as renderInRouter, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactElement, ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { expect, test, vi } from 'vitest'
import { storedInquiry } from '@fixtures/stored-inquiry'
import { InquiryCard } from './inquiry-card'

const inquiry = storedInquiry({
  id: 'a1',
  name: 'Maria Rossi',
  email: 'maria@example.com',
  phone: null,
  planning_stage: 'exploring',
  regions: null,
  travel_dates: "I don't know yet",
  trip_duration: 'more',
  group_size: null,
  age_ranges: null,
  budget: null,
  hotel_preference: null,
  genealogy_help: 'recent-ancestors',
  preferred_contact: 'email',
  created_at: '2026-11-21T15:45:00.000Z',
  status: 'active',
})

// The wrapper stays around rerender() too.
// The card's plan cue reads with TanStack Query (src/features/admin/plan/components/plan-state-cue.tsx).
const queries = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })
function Wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queries}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  )
}
const render = (ui: ReactElement) => renderInRouter(ui, { wrapper: Wrapper })

test('shows every field with readable labels and Not specified where missing', () => {
  render(<InquiryCard inquiry={inquiry} onCancel={() => {}} />)
  const card = screen.getByRole('article', { name: 'Maria Rossi' })
  expect(within(card).getByText('Exploring')).toBeInTheDocument()
  expect(within(card).getByText('Not sure yet')).toBeInTheDocument()
  expect(within(card).getByText('More than three weeks')).toBeInTheDocument()
  expect(within(card).getByText('My recent ancestors')).toBeInTheDocument()
  expect(within(card).getAllByText('Not specified')).toHaveLength(4)
  expect(within(card).queryByText('Hotel preference')).toBeNull()
  expect(within(card).getByRole('button', { name: /Call Maria Rossi/ })).toBeDisabled()
  expect(within(card).getByRole('link', { name: 'Send Email to Maria Rossi' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^mailto:maria@example\.com\?subject=/),
  )
})

test('shows the hotel preference when present, and Cancel Inquiry asks the parent', async () => {
  const onCancel = vi.fn()
  render(
    <InquiryCard
      inquiry={{ ...inquiry, hotel_preference: 'Agriturismo', phone: '+39 333 1234567' }}
      onCancel={onCancel}
    />,
  )
  expect(screen.getByText('Hotel preference')).toBeInTheDocument()
  expect(screen.getByText('Agriturismo')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Call Maria Rossi' })).toHaveAttribute(
    'href',
    'tel:+393331234567',
  )
  await userEvent.click(screen.getByRole('button', { name: 'Cancel Inquiry from Maria Rossi' }))
  expect(onCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1' }))
})

test('says when the team notification or the confirmation failed for good, and nothing otherwise', () => {
  const { rerender } = render(
    <InquiryCard
      inquiry={{ ...inquiry, notification_status: 'pending', confirmation_status: 'sent' }}
      onCancel={() => {}}
    />,
  )
  expect(screen.queryByText(/E-mail failed/)).toBeNull()
  rerender(
    <InquiryCard
      inquiry={{ ...inquiry, notification_status: 'failed', confirmation_status: 'sent' }}
      onCancel={() => {}}
    />,
  )
  const card = screen.getByRole('article', { name: 'Maria Rossi' })
  expect(card).toHaveTextContent(
    'E-mail failed: the team notification could not be sent. Reply to this lead by hand.',
  )
  rerender(
    <InquiryCard
      inquiry={{ ...inquiry, notification_status: 'failed', confirmation_status: 'failed' }}
      onCancel={() => {}}
    />,
  )
  expect(card).toHaveTextContent(
    'the team notification and the confirmation to the lead could not be sent',
  )
})

test('the lead status changes in one step, and a New inquiry older than 24 hours shows Reply overdue', async () => {
  const onLeadStatus = vi.fn()
  const now = Date.parse(inquiry.created_at) + 25 * 3_600_000
  render(
    <InquiryCard inquiry={inquiry} onCancel={() => {}} onLeadStatus={onLeadStatus} now={now} />,
  )
  expect(screen.getByText('Reply overdue')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Maria Rossi' })).toHaveAttribute(
    'href',
    '/admin/inquiries/a1',
  )
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: 'Lead status for Maria Rossi' }),
    'Contacted',
  )
  expect(onLeadStatus).toHaveBeenCalledWith(inquiry, 'contacted')
})

test('a call that ended without a note since: the card links to the note field; without one, nothing', () => {
  const { rerender } = render(
    <InquiryCard inquiry={inquiry} onCancel={() => {}} outcomeCallAt="2026-11-23T14:00:00.000Z" />,
  )
  const card = screen.getByRole('article', { name: 'Maria Rossi' })
  expect(
    within(card).getByRole('link', { name: 'Call done: record the outcome for Maria Rossi' }),
  ).toHaveAttribute('href', '/admin/inquiries/a1#new-note')
  expect(card).toHaveTextContent('Call of Mon, November 23, 2026 at 3:00 PM Rome time')
  rerender(<InquiryCard inquiry={inquiry} onCancel={() => {}} />)
  expect(within(card).queryByRole('link', { name: /Call done/ })).toBeNull()
})
