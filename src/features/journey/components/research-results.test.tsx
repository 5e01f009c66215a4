import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, expect, test, vi } from 'vitest'
import { familyResearchSchema, type FamilyResearch } from '@/lib/contracts/research'
import { FunctionError } from '@/lib/functions/function-error'
import { sampleReport } from '@fixtures/research-report'
import ResearchResults from './research-results'
import { ResearchSection } from './research-section'

// The family's one call (the integration and e2e tests call the real function); each test says its answer.
const family = vi.hoisted(() => ({ load: vi.fn() }))
vi.mock('@/features/journey/api/research-client', () => ({
  loadFamilyResearch: (...args: unknown[]) => family.load(...args),
  // The share panel under a published report (research-share.test.tsx tests it).
  loadShares: () => Promise.resolve({ links: [] }),
}))

const TOKEN = 'd'.repeat(43)
const answer = (research: FamilyResearch) => familyResearchSchema.parse(research)

beforeEach(() => {
  family.load.mockReset()
})

test('no research yet: the page shows nothing', async () => {
  family.load.mockResolvedValue(
    answer({ state: 'none', researcherName: null, dueAt: null, report: null }),
  )
  const { container } = render(<ResearchResults token={TOKEN} />)
  // The answer settles inside act: what it renders is on the page after this.
  await act(async () => undefined)
  expect(family.load).toHaveBeenCalledWith(TOKEN)
  expect(container).toBeEmptyDOMElement()
})

test('while the research runs: who does it, what they received, when the first results are due', async () => {
  family.load.mockResolvedValue(
    answer({
      state: 'running',
      researcherName: 'Giulia Bianchi',
      dueAt: '2027-02-12T15:00:00Z',
      report: null,
    }),
  )
  render(<ResearchResults token={TOKEN} />)
  expect(await screen.findByRole('heading', { name: 'Your research results' })).toBeInTheDocument()
  expect(
    screen.getByText(
      'Giulia Bianchi, our researcher in Italy, is doing your research. Your ancestors, your notes on the family and your documents went to them for the research.',
    ),
  ).toBeInTheDocument()
  expect(screen.getByText('First results are due by February 12, 2027.')).toBeInTheDocument()
})

test('once published: the latest version of the report, to download as a PDF or print', async () => {
  family.load.mockResolvedValue(
    answer({
      state: 'published',
      researcherName: 'Giulia Bianchi',
      dueAt: '2027-02-12T15:00:00Z',
      report: sampleReport(),
      familyName: 'Rossi',
    }),
  )
  render(<ResearchResults token={TOKEN} />)
  const title = await screen.findByRole('heading', { name: 'Research report, version 1' })
  expect(screen.getByRole('heading', { name: 'Your research results' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Download the report (PDF)' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Print the report' })).toBeInTheDocument()
  // The report's own print shows the report alone (src/index.css).
  expect(title.closest('#research-print')).not.toBeNull()
})

test('a failed load says so with a retry, never a blank', async () => {
  family.load.mockImplementationOnce(async () => {
    throw new FunctionError({ status: null, code: 'network' })
  })
  family.load.mockResolvedValueOnce(
    answer({ state: 'running', researcherName: 'Giulia Bianchi', dueAt: null, report: null }),
  )
  render(<ResearchResults token={TOKEN} />)
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not open your research results just now.',
  )
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByText(/Giulia Bianchi, our researcher in Italy/)).toBeInTheDocument()
  expect(family.load).toHaveBeenCalledTimes(2)
})

test('the section asks nothing before the page is idle, then loads its own chunk and reads', async () => {
  family.load.mockResolvedValue(
    answer({ state: 'running', researcherName: 'Giulia Bianchi', dueAt: null, report: null }),
  )
  const { container } = render(<ResearchSection token={TOKEN} />)
  expect(container).toBeEmptyDOMElement()
  expect(family.load).not.toHaveBeenCalled()
  expect(
    await screen.findByRole('heading', { name: 'Your research results' }, { timeout: 10_000 }),
  ).toBeInTheDocument()
  expect(family.load).toHaveBeenCalledWith(TOKEN)
})

test('offline, the section waits for the connection instead of fetching its code', async () => {
  family.load.mockResolvedValue(
    answer({ state: 'running', researcherName: 'Giulia Bianchi', dueAt: null, report: null }),
  )
  const online = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
  try {
    const { container } = render(<ResearchSection token={TOKEN} />)
    // Well past the idle callback's 3-second latest time: still nothing asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 3500)))
    expect(container).toBeEmptyDOMElement()
    expect(family.load).not.toHaveBeenCalled()
    online.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(
      await screen.findByRole('heading', { name: 'Your research results' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(family.load).toHaveBeenCalledWith(TOKEN)
  } finally {
    online.mockRestore()
  }
}, 20_000)
