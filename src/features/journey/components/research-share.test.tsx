import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, expect, test, vi } from 'vitest'
import { FunctionError } from '@/lib/functions/function-error'
import { ResearchShare } from './research-share'

// The family's share calls (the integration and e2e tests call the real function); each test says its answers.
const api = vi.hoisted(() => ({ load: vi.fn(), create: vi.fn(), revoke: vi.fn() }))
vi.mock('@/features/journey/api/research-client', () => ({
  loadShares: (...args: unknown[]) => api.load(...args),
  createShare: (...args: unknown[]) => api.create(...args),
  revokeShare: (...args: unknown[]) => api.revoke(...args),
}))

const TOKEN = 'j'.repeat(43)
const SHARE = 's'.repeat(43)
const anna = { id: 'link-anna', label: 'for cousin Anna', createdAt: '2026-11-29T10:00:00Z' }

beforeEach(() => {
  api.load.mockReset().mockResolvedValue({ links: [] })
  api.create.mockReset()
  api.revoke.mockReset()
})

test('says what a relative sees, makes a link with its label and shows it once with a copy button', async () => {
  api.create.mockResolvedValue({ link: anna, token: SHARE })
  render(<ResearchShare token={TOKEN} />)
  expect(
    screen.getByText(/never your journey page, your contact details, your documents/),
  ).toBeInTheDocument()
  await userEvent.type(screen.getByLabelText(/Who is it for\?/), 'for cousin Anna')
  await userEvent.click(screen.getByRole('button', { name: 'Share the results with relatives' }))
  expect(api.create).toHaveBeenCalledWith(TOKEN, 'for cousin Anna')
  expect(await screen.findByText('Your read-only link for cousin Anna')).toBeInTheDocument()
  expect(screen.getByLabelText('The link')).toHaveTextContent(`/results/${SHARE}`)
  const writeText = vi.fn().mockResolvedValue(undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  await userEvent.click(screen.getByRole('button', { name: 'Copy the link' }))
  expect(writeText).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`/results/${SHARE}$`)))
  expect(await screen.findByText('Copied')).toBeInTheDocument()
  const list = screen.getByRole('list')
  expect(within(list).getByText('for cousin Anna')).toBeInTheDocument()
  expect(within(list).getByText(/made November 29, 2026/)).toBeInTheDocument()
})

test('stop sharing asks first; kept, nothing is called; confirmed, the link leaves the list', async () => {
  api.load.mockResolvedValue({ links: [anna] })
  api.revoke.mockResolvedValue({ links: [] })
  render(<ResearchShare token={TOKEN} />)
  await userEvent.click(await screen.findByRole('button', { name: 'Stop sharing for cousin Anna' }))
  expect(
    screen.getByText('Stop sharing this link? Whoever has it will no longer see the results.'),
  ).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Keep sharing' }))
  expect(api.revoke).not.toHaveBeenCalled()
  await userEvent.click(screen.getByRole('button', { name: 'Stop sharing for cousin Anna' }))
  await userEvent.click(screen.getByRole('button', { name: 'Yes, stop sharing' }))
  expect(api.revoke).toHaveBeenCalledWith(TOKEN, 'link-anna')
  expect(screen.queryByRole('list')).not.toBeInTheDocument()
})

test('ten links already: says to stop one first', async () => {
  api.create.mockRejectedValue(
    new FunctionError({ status: 409, code: 'too_many_links', body: { error: 'too_many_links' } }),
  )
  render(<ResearchShare token={TOKEN} />)
  await userEvent.click(screen.getByRole('button', { name: 'Share the results with relatives' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'You are sharing 10 links already: stop one to make another.',
  )
})
