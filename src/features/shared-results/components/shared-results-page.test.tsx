import { render, screen } from '@testing-library/react'
import { beforeEach, expect, test, vi } from 'vitest'
import { FunctionError } from '@/lib/functions/function-error'
import { sampleReport } from '@fixtures/research-report'
import { SharedResultsPage } from './shared-results-page'

// The relative's one call (the integration and e2e tests call the real function); each test says its answer.
const api = vi.hoisted(() => ({ read: vi.fn() }))
vi.mock('@/features/shared-results/api/results-client', () => ({
  readSharedResults: (...args: unknown[]) => api.read(...args),
}))

const TOKEN = 'r'.repeat(43)

beforeEach(() => {
  api.read.mockReset()
})

test('a relative reads the family’s report, in English, in the private links’ page with no language switch', async () => {
  api.read.mockResolvedValue({ familyName: 'De Luca', report: sampleReport() })
  render(<SharedResultsPage token={TOKEN} />)
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'The De Luca family’s research results',
    }),
  ).toBeInTheDocument()
  expect(api.read).toHaveBeenCalledWith(TOKEN)
  expect(screen.getByRole('heading', { name: /Research report, version/ })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Italiano' })).not.toBeInTheDocument()
  expect(document.documentElement.lang).toBe('en')
  expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
})

test('a stopped or wrong link is the plain not-found page', async () => {
  api.read.mockRejectedValue(
    new FunctionError({ status: 404, code: 'not_found', body: { error: 'not_found' } }),
  )
  render(<SharedResultsPage token={TOKEN} />)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'This link is not valid' }),
  ).toBeInTheDocument()
  expect(screen.queryByText(/Research report/)).not.toBeInTheDocument()
})
