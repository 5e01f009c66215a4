import { render as renderPlain, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { expect, test, vi } from 'vitest'
import {
  assignResponseSchema,
  researcherSchema,
  teamResearchSchema,
  type TeamResearch,
} from '@/lib/contracts/research'
import { FunctionError } from '@/lib/functions/function-error'
import type { AssignResearch } from './assign-form'
import { ResearchPanelView } from './research-panel'

const render = (ui: ReactElement) => renderPlain(<MemoryRouter>{ui}</MemoryRouter>)

// Contract-parsed samples: what loadTeamResearch and listResearchers answer.
const researcher = (id: string, name: string, extra: object = {}) =>
  researcherSchema.parse({
    id,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@radici.example`,
    language: 'it',
    privacyNoticeUrl: 'https://radici.example/privacy',
    active: true,
    isSample: false,
    updatedAt: '2026-11-28T10:00:00.000Z',
    ...extra,
  })
const giulia = researcher('6d1f3b9e-2c4a-4f7e-9a51-0b8c2d7e4f10', 'Giulia Esposito')
const marco = researcher('0e7c5a1d-8b3f-4d2e-a6c9-5f1b7d3e9a20', 'Marco Bianchi', {
  language: 'en',
  isSample: true,
})
const resting = researcher('3a9d7f2b-6e1c-4b8a-9d5f-2c7e1a4b8d30', 'Anna Greco', {
  active: false,
})
const researchers = [giulia, marco, resting]

const none = teamResearchSchema.parse({ assignment: null, draft: null, published: [] })
const assigned = (state: string, extra: object = {}): TeamResearch =>
  teamResearchSchema.parse({
    assignment: {
      id: 'b5e1c7d3-9f2a-4e6b-8c1d-7a3f5e9b2c40',
      state,
      researcherId: giulia.id,
      researcherName: giulia.name,
      assignedAt: '2026-12-01T20:00:00.000Z',
      // 00:30 in Rome on the 27th: the console's day is Rome's.
      dueAt: '2027-01-26T23:30:00.000Z',
      submittedAt: null,
      submitNote: null,
      returnComment: null,
      ...extra,
    },
    draft: null,
    published: [],
  })

const answer = (researcherId: string) =>
  assignResponseSchema.parse({
    ok: true,
    assignmentId: 'c2d4e6f8-1a3b-4c5d-8e7f-9a0b1c2d3e50',
    dueAt: '2027-01-26T23:30:00.000Z',
    withdrawnResearcherId: researcherId === giulia.id ? null : giulia.id,
  })

function panel(research: TeamResearch, feePaid: boolean, assign: AssignResearch = vi.fn()) {
  return render(
    <ResearchPanelView
      research={research}
      feePaid={feePaid}
      researchers={researchers}
      researchersError={null}
      assign={assign}
    />,
  )
}

test('before the fee is paid it says the research waits for the fee, and offers nothing', () => {
  panel(none, false)
  expect(
    screen.getByText('The research can be assigned once the family has paid the research fee.'),
  ).toBeInTheDocument()
  expect(screen.queryByRole('button')).toBeNull()
})

test('once paid, only researchers who take research are offered; the confirmation says who receives what', async () => {
  const assign = vi.fn<AssignResearch>((id) => Promise.resolve(answer(id)))
  panel(none, true, assign)
  const choice = screen.getByLabelText('Researcher')
  expect(
    within(choice)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Giulia Esposito', 'Marco Bianchi (sample contact)'])
  await userEvent.selectOptions(choice, 'Marco Bianchi (sample contact)')
  await userEvent.click(screen.getByRole('button', { name: 'Assign the research' }))

  const dialog = screen.getByRole('alertdialog', { name: 'Assign the research to Marco Bianchi?' })
  expect(
    within(dialog).getByText(
      'Marco Bianchi is e-mailed a private link, in English, to the research page.',
    ),
  ).toBeInTheDocument()
  expect(within(dialog).getByText(/the accepted plan’s research lines/)).toBeInTheDocument()
  expect(within(dialog).getByText(/its notes on the family and its documents/)).toBeInTheDocument()
  expect(
    within(dialog).getByText(
      'Never the family’s e-mail, phone or address, its health and access notes, or another family’s research.',
    ),
  ).toBeInTheDocument()
  // A first assignment withdraws nobody.
  expect(within(dialog).queryByText(/stops working/)).toBeNull()
  expect(assign).not.toHaveBeenCalled()

  await userEvent.click(
    within(dialog).getByRole('button', { name: 'Yes, assign to Marco Bianchi' }),
  )
  expect(assign).toHaveBeenCalledWith(marco.id)
  expect(
    await screen.findByText('Assigned to Marco Bianchi. First results are due January 27, 2027.'),
  ).toBeInTheDocument()
  expect(screen.queryByRole('alertdialog')).toBeNull()
})

test('Not now assigns nobody', async () => {
  const assign = vi.fn<AssignResearch>()
  panel(none, true, assign)
  await userEvent.click(screen.getByRole('button', { name: 'Assign the research' }))
  await userEvent.click(screen.getByRole('button', { name: 'Not now' }))
  expect(screen.queryByRole('alertdialog')).toBeNull()
  expect(assign).not.toHaveBeenCalled()
})

test('a refusal from the server is said in its words', async () => {
  const assign = vi.fn<AssignResearch>(() =>
    Promise.reject(
      new FunctionError({
        status: 409,
        code: 'fee_not_paid',
        body: { error: 'fee_not_paid', message: 'The research fee is not paid.' },
      }),
    ),
  )
  panel(none, true, assign)
  await userEvent.click(screen.getByRole('button', { name: 'Assign the research' }))
  await userEvent.click(screen.getByRole('button', { name: 'Yes, assign to Giulia Esposito' }))
  expect(await screen.findByText('The research fee is not paid.')).toBeInTheDocument()
})

test('with nobody taking research it points to the Researchers page', () => {
  render(
    <ResearchPanelView
      research={none}
      feePaid
      researchers={[resting]}
      researchersError={null}
      assign={vi.fn()}
    />,
  )
  expect(screen.getByText(/No researcher takes research now/)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Researchers page' })).toHaveAttribute(
    'href',
    '/admin/researchers',
  )
  expect(screen.queryByRole('button')).toBeNull()
})

test('assigned: who, since when in Rome time, the due day and the state in words', () => {
  panel(assigned('assigned'), true)
  const facts = (label: string) => screen.getByText(label).nextElementSibling?.textContent
  expect(facts('Researcher')).toBe('Giulia Esposito')
  expect(facts('Assigned')).toBe('December 1, 2026 at 9:00 PM Rome time')
  expect(facts('First results due')).toBe('January 27, 2027')
  expect(facts('State')).toBe('Assigned: the researcher is working on it.')
})

test.each([
  ['submitted', 'Submitted: the report waits for the team’s review.'],
  ['returned', 'Sent back: the researcher is answering the team’s comment.'],
  ['published', 'Published: the family can read it on its journey page.'],
])('the state %s reads in words', (state, words) => {
  panel(assigned(state), true)
  expect(screen.getByText(words)).toBeInTheDocument()
})

test('submitted and returned show the researcher’s note and the team’s comment', () => {
  const { unmount } = panel(
    assigned('submitted', {
      submittedAt: '2027-01-20T09:15:00.000Z',
      submitNote: 'The 1887 register was complete.',
    }),
    true,
  )
  expect(screen.getByText('January 20, 2027 at 10:15 AM Rome time')).toBeInTheDocument()
  expect(screen.getByText('The 1887 register was complete.')).toBeInTheDocument()
  unmount()
  panel(assigned('returned', { returnComment: 'Please add the act number.' }), true)
  expect(screen.getByText('Please add the act number.')).toBeInTheDocument()
})

test('reassigning offers the others and warns that the first link stops working', async () => {
  const assign = vi.fn<AssignResearch>((id) => Promise.resolve(answer(id)))
  panel(assigned('assigned'), true, assign)
  const choice = screen.getByLabelText('Another researcher')
  expect(
    within(choice)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Marco Bianchi (sample contact)'])
  await userEvent.click(screen.getByRole('button', { name: 'Assign to another researcher' }))
  const dialog = screen.getByRole('alertdialog', { name: 'Assign the research to Marco Bianchi?' })
  expect(
    within(dialog).getByText(
      'Giulia Esposito’s link stops working at once: they can no longer open the research page.',
    ),
  ).toBeInTheDocument()
  await userEvent.click(
    within(dialog).getByRole('button', { name: 'Yes, assign to Marco Bianchi' }),
  )
  expect(assign).toHaveBeenCalledWith(marco.id)
})

test('a published research is not reassigned; its versions are listed', () => {
  panel(
    teamResearchSchema.parse({
      ...assigned('published'),
      published: [
        { version: 1, publishedAt: '2027-01-22T10:00:00.000Z' },
        { version: 2, publishedAt: '2027-02-03T10:00:00.000Z' },
      ],
    }),
    true,
  )
  expect(screen.getByText('Version 1, January 22, 2027; Version 2, February 3, 2027')).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Assign to another researcher' })).toBeNull()
})

test('the review slot receives the research as read', () => {
  const research = assigned('submitted', { submittedAt: '2027-01-20T09:15:00.000Z' })
  const renderReview = vi.fn(() => <p>The review goes here</p>)
  render(
    <ResearchPanelView
      research={research}
      feePaid
      researchers={researchers}
      researchersError={null}
      assign={vi.fn()}
      renderReview={renderReview}
    />,
  )
  expect(screen.getByText('The review goes here')).toBeInTheDocument()
  expect(renderReview).toHaveBeenCalledWith(research)
})

test('a withdrawn assignment reads as unassigned: the research can be assigned again', () => {
  panel(assigned('withdrawn', {}), true)
  expect(screen.getByRole('button', { name: 'Assign the research' })).toBeInTheDocument()
})
