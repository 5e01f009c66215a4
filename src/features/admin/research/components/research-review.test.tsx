import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, expect, test, vi } from 'vitest'
import { teamResearchSchema, type TeamResearch } from '@/lib/contracts/research'
import { FunctionError } from '@/lib/functions/function-error'
import { sampleReport } from '@fixtures/research-report'
import { ResearchReview } from './research-review'

// The one call the review makes (the integration and e2e tests call the real function); each test says its answer.
const review = vi.hoisted(() => ({ call: vi.fn() }))
vi.mock('@/features/admin/research/api/research-team', () => ({
  reviewResearch: (...args: unknown[]) => review.call(...args),
}))

const INQUIRY = '11111111-1111-4111-8111-111111111111'

function submitted(version: number, changes: string | null = null): TeamResearch {
  return teamResearchSchema.parse({
    assignment: {
      id: '22222222-2222-4222-8222-222222222222',
      state: 'submitted',
      researcherId: '33333333-3333-4333-8333-333333333333',
      researcherName: 'Giulia Bianchi',
      assignedAt: '2027-01-01T09:00:00Z',
      dueAt: '2027-02-12T09:00:00Z',
      submittedAt: '2027-02-09T17:00:00Z',
      submitNote: 'The marriage register of 1878–1886 is missing at the State Archive.',
      returnComment: null,
    },
    draft: sampleReport({ version, publishedAt: null, changes }),
    published: version >= 2 ? [{ version: 1, publishedAt: '2027-02-10T09:30:00Z' }] : [],
  })
}

// A block body: a function returned from beforeEach would be run as its teardown.
beforeEach(() => {
  review.call.mockReset()
})

test('the team reads the researcher’s note and the draft as the family will, then publishes after a confirmation', async () => {
  review.call.mockResolvedValue(submitted(1))
  const onChanged = vi.fn()
  render(<ResearchReview inquiryId={INQUIRY} research={submitted(1)} onChanged={onChanged} />)
  expect(screen.getByText(/The marriage register of 1878–1886 is missing/)).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Research report, version 1' })).toBeInTheDocument()
  expect(screen.getByText('Draft')).toBeInTheDocument()
  // Version 1: no `What changed` to write.
  expect(screen.queryByLabelText(/What changed/)).not.toBeInTheDocument()

  await userEvent.click(screen.getByRole('button', { name: 'Publish version 1' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Publish version 1?' })
  expect(review.call).not.toHaveBeenCalled()
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, publish version 1' }))
  await vi.waitFor(() => expect(onChanged).toHaveBeenCalledOnce())
  expect(review.call).toHaveBeenCalledWith(INQUIRY, { action: 'publish', changes: null })
  expect(screen.getByText(/Version 1 is published/)).toBeInTheDocument()
})

test('from version 2, publishing needs what changed; sending back needs a comment', async () => {
  const onChanged = vi.fn()
  render(<ResearchReview inquiryId={INQUIRY} research={submitted(2)} onChanged={onChanged} />)
  await userEvent.click(screen.getByRole('button', { name: 'Publish version 2' }))
  const changes = screen.getByLabelText(/What changed/)
  expect(changes).toHaveAccessibleDescription('Say what changed since version 1.')
  expect(changes).toHaveFocus()
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()

  await userEvent.click(screen.getByRole('button', { name: 'Send back to the researcher' }))
  const comment = screen.getByLabelText('Comment for the researcher')
  expect(comment).toHaveAccessibleDescription('Write what the researcher should change.')
  expect(comment).toHaveFocus()
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  expect(review.call).not.toHaveBeenCalled()

  // The versions published so far stay listed under the review.
  expect(screen.getByText(/^Version 1, published February 10, 2027$/)).toBeInTheDocument()

  review.call.mockResolvedValue(submitted(2))
  await userEvent.type(comment, 'Please add the act number of the birth.')
  await userEvent.click(screen.getByRole('button', { name: 'Send back to the researcher' }))
  const dialog = await screen.findByRole('alertdialog', {
    name: 'Send the report back to Giulia Bianchi?',
  })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, send it back' }))
  await vi.waitFor(() => expect(onChanged).toHaveBeenCalledOnce())
  expect(review.call).toHaveBeenCalledWith(INQUIRY, {
    action: 'return',
    comment: 'Please add the act number of the birth.',
  })
  await vi.waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sent back to Giulia Bianchi with your comment.',
    ),
  )
  expect(screen.getByRole('status')).toHaveFocus()
})

test('a field the server refuses is shown beside that field, and nothing changed', async () => {
  review.call.mockImplementation(async () => {
    throw new FunctionError({
      status: 400,
      code: 'invalid_request',
      fields: { changes: 'What changed is too long (at most 2000 characters).' },
    })
  })
  const onChanged = vi.fn()
  render(<ResearchReview inquiryId={INQUIRY} research={submitted(2)} onChanged={onChanged} />)
  await userEvent.type(screen.getByLabelText(/What changed/), 'Corrected the act number.')
  await userEvent.click(screen.getByRole('button', { name: 'Publish version 2' }))
  const dialog = await screen.findByRole('alertdialog')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, publish version 2' }))
  await vi.waitFor(() =>
    expect(screen.getByLabelText(/What changed/)).toHaveAccessibleDescription(
      'What changed is too long (at most 2000 characters).',
    ),
  )
  expect(review.call).toHaveBeenCalledWith(INQUIRY, {
    action: 'publish',
    changes: 'Corrected the act number.',
  })
  expect(onChanged).not.toHaveBeenCalled()
  await vi.waitFor(() => expect(screen.getByLabelText(/What changed/)).toHaveFocus())
  // What was typed is kept for the next try.
  expect(screen.getByLabelText(/What changed/)).toHaveValue('Corrected the act number.')
})

test('when nothing is submitted, the versions published so far', () => {
  const research = submitted(2)
  render(
    <ResearchReview
      inquiryId={INQUIRY}
      research={{ ...research, assignment: { ...research.assignment!, state: 'published' } }}
      onChanged={() => undefined}
    />,
  )
  expect(screen.queryByRole('button')).not.toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Published versions' })).toBeInTheDocument()
  expect(screen.getByText(/^Version 1, published February 10, 2027$/)).toBeInTheDocument()
})
