import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { NOT_FOUND_REASONS, type SearchInput } from '@/lib/contracts/research'
import type { LinkCallFailure } from '@/lib/private-link/call-failure'
import { en, it } from '@/features/research/lib/researcher-page/messages'
import { researchIntl } from '@/features/research/lib/researcher-page/research-intl'
import { ResearchContent } from './research-page'
import { RecordForm } from './record-form'
import { SearchForm } from './search-form'
import { RECORD_ID, SEARCH_ID, sampleView } from './researcher-view.test-data'

/** The researcher's page's parts, rendered with a view parsed by the contract (docs/product/research.md). */
const noAct = async () => null

test('Italian by default: the head, the questions, what the family gave, the log and the records', () => {
  render(
    <ResearchContent
      intl={researchIntl('it')}
      view={sampleView()}
      act={noAct}
      onOpenFile={() => {}}
    />,
  )
  expect(
    screen.getByRole('heading', { level: 1, name: 'Ricerca per la famiglia Rossi' }),
  ).toBeInTheDocument()
  expect(screen.getByText('Ricerca affidata a Giulia Bianchi')).toBeInTheDocument()
  expect(screen.getByText('Primi risultati attesi entro il 12 aprile 2027.')).toBeInTheDocument()
  expect(
    screen.getByText(
      'Archivi digitali (stato civile, fino al Settecento): linea Rossi (fino a: 1820)',
    ),
  ).toBeInTheDocument()
  expect(screen.getByText('6 settimane di lavoro')).toBeInTheDocument()
  const family = screen.getByRole('region', { name: 'Che cosa ha fornito la famiglia' })
  expect(within(family).getByText(it.family.onlyThis)).toBeInTheDocument()
  expect(within(family).getByText('Nascita: circa 1885')).toBeInTheDocument()
  expect(
    within(family).getByText(
      'Emigrazione: partenza nel 1906, da Napoli, nave Lombardia, arrivo a New York, arrivo nel 1906',
    ),
  ).toBeInTheDocument()
  expect(within(family).getByRole('button', { name: 'Apri passport-1906.pdf' })).toBeInTheDocument()
  const log = screen.getByRole('region', { name: 'Il registro delle ricerche' })
  expect(
    within(log).getByText('Non trovato: Variante del nome non presente negli indici'),
  ).toBeInTheDocument()
  expect(within(log).getByRole('link', { name: 'Registro sul portale Antenati' })).toHaveAttribute(
    'href',
    'https://antenati.cultura.gov.it/ark:/12657/an_ua19944535',
  )
  const records = screen.getByRole('region', { name: 'Gli atti' })
  expect(
    within(records).getByText('Atto di nascita · 12 aprile 1885 · Padula (Salerno)'),
  ).toBeInTheDocument()
  expect(
    within(records).getByText('Giuseppe Rossi (intestatario), Antonio Rossi (padre)'),
  ).toBeInTheDocument()
  expect(
    within(records).getByText(/^Archivio di Stato di Salerno, .*consulted 2027-03-06\.$/),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Invia il resoconto' })).toBeInTheDocument()
})

test('English: the same page in English, and the team’s comment shown when the report was sent back', () => {
  render(
    <ResearchContent
      intl={researchIntl('en')}
      view={sampleView({ state: 'returned', returnComment: 'Please add the act number.' })}
      act={noAct}
      onOpenFile={() => {}}
    />,
  )
  expect(
    screen.getByRole('heading', { level: 1, name: 'Research for the Rossi family' }),
  ).toBeInTheDocument()
  expect(screen.getByText('First results due by 12 April 2027.')).toBeInTheDocument()
  const comment = screen.getByRole('region', { name: 'The team’s comment' })
  expect(within(comment).getByText('Please add the act number.')).toBeInTheDocument()
  expect(
    screen.getByText('Not found: The name’s variant is not in the indexes'),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Submit the report' })).toBeInTheDocument()
})

test('submitted: the page says the report is with the team and offers no edits; published reads as such', () => {
  const { unmount } = render(
    <ResearchContent
      intl={researchIntl('it')}
      view={sampleView({ state: 'submitted' })}
      act={noAct}
      onOpenFile={() => {}}
    />,
  )
  expect(screen.getByText(it.submit.sent)).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /Modifica|Elimina|Aggiungi|Invia/ })).toBeNull()
  unmount()
  render(
    <ResearchContent
      intl={researchIntl('en')}
      view={sampleView({ state: 'published' })}
      act={noAct}
      onOpenFile={() => {}}
    />,
  )
  expect(screen.getByText(en.state.published)).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /Edit|Delete|Add|Submit/ })).toBeNull()
})

test.each([
  ['it', it],
  ['en', en],
] as const)('%s: every not-found reason is offered in words', async (language, messages) => {
  const user = userEvent.setup()
  render(
    <SearchForm intl={researchIntl(language)} search={null} onSave={noAct} onCancel={() => {}} />,
  )
  await user.click(screen.getByRole('radio', { name: messages.searchForm.notFound }))
  const reason = screen.getByRole('combobox', { name: messages.searchForm.reason })
  const options = within(reason)
    .getAllByRole('option')
    .map((option) => option.textContent)
  expect(options).toEqual([
    messages.form.choose,
    ...NOT_FOUND_REASONS.map((value) => messages.reasons[value]),
  ])
  // `other` asks for the reason in words.
  await user.selectOptions(reason, messages.reasons.other)
  expect(screen.getByRole('textbox', { name: messages.searchForm.reasonText })).toBeInTheDocument()
})

const existingSearch = () => sampleView().searches[0]!

test('the Antenati rule: a viewer or search address is refused beside its field, and nothing is sent', async () => {
  const user = userEvent.setup()
  const onSave = vi.fn(noAct)
  render(
    <SearchForm
      intl={researchIntl('it')}
      search={existingSearch()}
      onSave={onSave}
      onCancel={() => {}}
    />,
  )
  const address = screen.getByRole('textbox', { name: it.searchForm.registerUrl })
  await user.clear(address)
  await user.type(address, 'https://antenati.cultura.gov.it/search-registry/?localita=Padula')
  await user.click(screen.getByRole('button', { name: 'Salva' }))
  expect(onSave).not.toHaveBeenCalled()
  expect(address).toHaveAttribute('aria-invalid', 'true')
  expect(address).toHaveAccessibleDescription(expect.stringContaining(it.errors.antenati))
  expect(address).toHaveFocus()
})

test('a 400 from the server shows beside its field, and what was typed stays', async () => {
  const user = userEvent.setup()
  const refusal: LinkCallFailure = {
    kind: 'field',
    field: 'search.names',
    tooLong: false,
    fields: { 'search.names': 'The names searched is missing.' },
  }
  const onSave = vi.fn(async (_search: SearchInput) => refusal)
  render(
    <SearchForm
      intl={researchIntl('en')}
      search={existingSearch()}
      onSave={onSave}
      onCancel={() => {}}
    />,
  )
  const notes = screen.getByRole('textbox', { name: 'Notes' })
  await user.type(notes, 'Checked the 10-year index too.')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(onSave).toHaveBeenCalledWith(
    expect.objectContaining({
      id: SEARCH_ID,
      notes: 'Checked the 10-year index too.',
      notFoundReason: 'variant_not_indexed',
    }),
  )
  const names = screen.getByRole('textbox', { name: en.searchForm.names })
  expect(names).toHaveAttribute('aria-invalid', 'true')
  expect(names).toHaveAccessibleDescription(expect.stringContaining(en.errors.names))
  expect(names).toHaveFocus()
  expect(screen.getByRole('status')).toHaveTextContent(en.notice.fields)
  expect(notes).toHaveValue('Checked the 10-year index too.')
})

test('a save that cannot reach the server says so, and keeps the form', async () => {
  const user = userEvent.setup()
  const onSave = vi.fn(async (): Promise<LinkCallFailure> => ({
    kind: 'failed',
    unreachable: true,
  }))
  render(
    <SearchForm
      intl={researchIntl('it')}
      search={existingSearch()}
      onSave={onSave}
      onCancel={() => {}}
    />,
  )
  await user.click(screen.getByRole('button', { name: 'Salva' }))
  expect(screen.getByRole('status')).toHaveTextContent(it.notice.offline)
  expect(screen.getByRole('textbox', { name: it.form.archive })).toHaveValue(
    'Archivio di Stato di Salerno',
  )
})

test('a record: the year is required, and a refused person’s name shows beside that person', async () => {
  const user = userEvent.setup()
  const view = sampleView()
  const onSave = vi.fn(async (): Promise<LinkCallFailure> => ({
    kind: 'field',
    field: 'record.people.1.name',
    tooLong: true,
    fields: { 'record.people.1.name': 'The name is too long (at most 200 characters).' },
  }))
  render(
    <RecordForm
      intl={researchIntl('en')}
      view={view}
      record={view.records[0]!}
      onSave={onSave}
      onCancel={() => {}}
    />,
  )
  const year = screen.getByRole('textbox', { name: 'Year' })
  await user.clear(year)
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(onSave).not.toHaveBeenCalled()
  expect(screen.getByText(en.errors.year)).toBeInTheDocument()
  await user.type(year, '1885')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(onSave).toHaveBeenCalledWith(
    expect.objectContaining({ id: RECORD_ID, date: { year: 1885, month: 4, day: 12 } }),
  )
  const second = screen.getByRole('group', { name: 'Person 2' })
  const name = within(second).getByRole('textbox', { name: en.recordForm.personName })
  expect(name).toHaveAttribute('aria-invalid', 'true')
  expect(name).toHaveAccessibleDescription(en.errors.personName)
  expect(within(second).getByRole('combobox', { name: en.recordForm.ancestor })).toHaveValue('')
})

test('the log by keyboard: Edit opens the form at its heading; Delete asks once more, then sends', async () => {
  const user = userEvent.setup()
  const act = vi.fn(noAct)
  render(
    <ResearchContent
      intl={researchIntl('it')}
      view={sampleView()}
      act={act}
      onOpenFile={() => {}}
    />,
  )
  const log = screen.getByRole('region', { name: 'Il registro delle ricerche' })
  await user.click(
    within(log).getByRole('button', {
      name: 'Modifica la ricerca in Archivio di Stato di Salerno',
    }),
  )
  expect(screen.getByRole('heading', { name: 'Modifica della ricerca' })).toHaveFocus()
  expect(screen.getByRole('textbox', { name: it.searchForm.names })).toHaveValue(
    'Giuseppe Rossi, Rosso',
  )
  await user.click(screen.getByRole('button', { name: 'Annulla' }))
  expect(within(log).getByRole('button', { name: 'Aggiungi una ricerca' })).toHaveFocus()
  await user.click(
    within(log).getByRole('button', { name: 'Elimina la ricerca in Archivio di Stato di Salerno' }),
  )
  expect(act).not.toHaveBeenCalled()
  expect(within(log).getByText(it.log.confirmDelete)).toBeInTheDocument()
  await user.keyboard('{Enter}')
  expect(act).toHaveBeenCalledWith({ action: 'deleteSearch', id: SEARCH_ID })
  expect(within(log).getByRole('status')).toHaveTextContent(it.notice.searchDeleted)
})
