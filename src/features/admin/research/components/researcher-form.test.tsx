import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { researcherSchema, type Researcher } from '@/lib/contracts/research'
import { FunctionError } from '@/lib/functions/function-error'
import { ResearcherForm, type SaveResearcher } from './researcher-form'

// Contract-parsed, so the sample cannot drift from what the server answers.
const giulia = researcherSchema.parse({
  id: '6d1f3b9e-2c4a-4f7e-9a51-0b8c2d7e4f10',
  name: 'Giulia Esposito',
  email: 'giulia.esposito@radici.example',
  language: 'it',
  privacyNoticeUrl: 'https://radici.example/privacy/giulia',
  active: true,
  isSample: true,
  updatedAt: '2026-11-28T10:00:00.000Z',
})

const answered = (researcher: Researcher): SaveResearcher =>
  vi.fn((id, body) => Promise.resolve(researcherSchema.parse({ ...researcher, ...body, id })))

/** The message tied to a field by aria-describedby: shown beside it, and read with it. */
function messageOf(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

test('an empty new researcher is refused in the browser, each message beside its field', async () => {
  const save = vi.fn<SaveResearcher>()
  render(<ResearcherForm save={save} />)
  const form = screen.getByRole('form', { name: 'Add a researcher' })
  await userEvent.click(within(form).getByRole('button', { name: 'Add the researcher' }))

  const name = within(form).getByLabelText('Name')
  expect(name).toHaveAttribute('aria-invalid', 'true')
  expect(messageOf(name)).toBe('The name is missing.')
  expect(messageOf(within(form).getByLabelText('E-mail address'))).toBe(
    'The e-mail address is missing.',
  )
  expect(messageOf(within(form).getByLabelText('Privacy notice URL'))).toBe(
    'The privacy notice URL is missing.',
  )
  expect(name).toHaveFocus()
  expect(save).not.toHaveBeenCalled()
})

test('a malformed address and a privacy notice that is not https are named', async () => {
  const save = vi.fn<SaveResearcher>()
  render(<ResearcherForm save={save} />)
  await userEvent.type(screen.getByLabelText('Name'), 'Marco Bianchi')
  await userEvent.type(screen.getByLabelText('E-mail address'), 'marco at example')
  await userEvent.type(screen.getByLabelText('Privacy notice URL'), 'http://example.com/privacy')
  await userEvent.click(screen.getByRole('button', { name: 'Add the researcher' }))

  expect(messageOf(screen.getByLabelText('Name'))).toBeNull()
  expect(messageOf(screen.getByLabelText('E-mail address'))).toBe(
    'The e-mail address must be an e-mail address.',
  )
  expect(messageOf(screen.getByLabelText('Privacy notice URL'))).toBe(
    'The privacy notice URL must start with https://.',
  )
  expect(save).not.toHaveBeenCalled()
})

test('a new researcher is saved under a fresh id with the checked values, then the form empties', async () => {
  const marco = { ...giulia, name: 'Marco Bianchi', isSample: false }
  const save = answered(marco)
  render(<ResearcherForm save={save} />)
  await userEvent.type(screen.getByLabelText('Name'), '  Marco Bianchi ')
  await userEvent.type(screen.getByLabelText('E-mail address'), 'marco@studio-bianchi.it')
  await userEvent.selectOptions(
    screen.getByLabelText('Language of the e-mails and the research page'),
    'English',
  )
  await userEvent.type(
    screen.getByLabelText('Privacy notice URL'),
    'https://studio-bianchi.it/privacy',
  )
  await userEvent.click(screen.getByLabelText('Takes research'))
  await userEvent.click(screen.getByRole('button', { name: 'Add the researcher' }))

  expect(save).toHaveBeenCalledWith(
    expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    {
      name: 'Marco Bianchi',
      email: 'marco@studio-bianchi.it',
      language: 'en',
      privacyNoticeUrl: 'https://studio-bianchi.it/privacy',
      active: false,
    },
  )
  expect(await screen.findByText('Marco Bianchi is added.')).toBeInTheDocument()
  expect(screen.getByLabelText('Name')).toHaveValue('')
  expect(screen.getByLabelText('Takes research')).toBeChecked()
})

test('a second new researcher gets another id', async () => {
  const save = answered(giulia)
  render(<ResearcherForm save={save} />)
  for (const name of ['Anna Greco', 'Luca Romano']) {
    await userEvent.type(screen.getByLabelText('Name'), name)
    await userEvent.type(screen.getByLabelText('E-mail address'), 'studio@example.com')
    await userEvent.type(screen.getByLabelText('Privacy notice URL'), 'https://example.com/p')
    await userEvent.click(screen.getByRole('button', { name: 'Add the researcher' }))
    await screen.findByText(`${name} is added.`)
  }
  const ids = vi.mocked(save).mock.calls.map(([id]) => id)
  expect(new Set(ids).size).toBe(2)
})

test('a field the server refuses shows its message beside that field', async () => {
  const save = vi.fn<SaveResearcher>(() =>
    Promise.reject(
      new FunctionError({
        status: 400,
        code: 'invalid',
        fields: { email: 'Another researcher has this e-mail address.' },
      }),
    ),
  )
  render(<ResearcherForm researcher={giulia} save={save} />)
  const form = screen.getByRole('form', { name: /Giulia Esposito/ })
  await userEvent.click(within(form).getByRole('button', { name: 'Save Giulia Esposito' }))

  const email = within(form).getByLabelText('E-mail address')
  expect(await within(form).findByText('Another researcher has this e-mail address.')).toBe(
    document.getElementById(email.getAttribute('aria-describedby') ?? ''),
  )
  expect(email).toHaveFocus()
  expect(save).toHaveBeenCalledWith(giulia.id, expect.objectContaining({ name: giulia.name }))
})

test('a failure that names no field is said in words, never as technical text', async () => {
  const save = vi.fn<SaveResearcher>(() =>
    Promise.reject(new FunctionError({ status: null, code: 'network' })),
  )
  render(<ResearcherForm researcher={giulia} save={save} />)
  await userEvent.click(screen.getByRole('button', { name: 'Save Giulia Esposito' }))
  expect(
    await screen.findByText('The server could not be reached. Please try again.'),
  ).toBeInTheDocument()
})

test('an existing researcher shows its details and the sample badge; saving says so', async () => {
  render(<ResearcherForm researcher={giulia} save={answered(giulia)} />)
  expect(screen.getByText('Sample contact')).toBeInTheDocument()
  expect(screen.getByLabelText('E-mail address')).toHaveValue('giulia.esposito@radici.example')
  expect(screen.getByLabelText('Language of the e-mails and the research page')).toHaveValue('it')
  expect(screen.getByLabelText('Takes research')).toBeChecked()
  await userEvent.click(screen.getByRole('button', { name: 'Save Giulia Esposito' }))
  expect(await screen.findByText('Saved (still a sample contact).')).toBeInTheDocument()
})

test('a researcher who takes no work is marked so', () => {
  render(
    <ResearcherForm researcher={{ ...giulia, active: false, isSample: false }} save={vi.fn()} />,
  )
  expect(screen.getByText('Not taking research')).toBeInTheDocument()
  expect(screen.queryByText('Sample contact')).toBeNull()
  expect(screen.getByLabelText('Takes research')).not.toBeChecked()
})
