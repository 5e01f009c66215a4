import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import type { NextStepInput } from '@/lib/contracts/research'
import type { LinkCallFailure } from '@/lib/private-link/call-failure'
import { researchIntl } from '@/features/research/lib/researcher-page/research-intl'
import type { Act } from '@/features/research/lib/researcher-page/researcher-action'
import { NextStepForm } from './next-steps'
import { ResearchContent } from './research-page'
import { sampleView } from './researcher-view.test-data'

/** Part 6 of issue 45 (ADR 268) on the researcher's page: the conclusions per question and the next steps. */

test('Italian: a question without a conclusion is named at the submit; writing it sends the question, words and proof', async () => {
  const act = vi.fn<Act>(async () => null)
  render(
    <ResearchContent
      intl={researchIntl('it')}
      view={sampleView()}
      act={act}
      onOpenFile={() => {}}
    />,
  )
  const section = screen.getByRole('region', { name: 'Le conclusioni' })
  expect(within(section).getByText('Nessuna conclusione scritta per questo quesito.')).toBeVisible()
  expect(
    screen.getByText(/^Il quesito 1 non ha ancora una conclusione: il team potrebbe restituirvi/),
  ).toBeVisible()

  await userEvent.click(
    within(section).getByRole('button', { name: 'Scrivi la conclusione del quesito 1' }),
  )
  expect(screen.getByRole('heading', { name: 'La conclusione del quesito 1' })).toHaveFocus()
  await userEvent.click(screen.getByRole('button', { name: 'Salva' }))
  expect(screen.getByText('Scrivete la conclusione (al massimo 1.500 caratteri).')).toBeVisible()
  expect(screen.getByText('Indicate il grado di certezza.')).toBeVisible()
  expect(act).not.toHaveBeenCalled()

  await userEvent.type(
    screen.getByLabelText('La conclusione, in parole semplici'),
    'Giuseppe Rossi nacque a Padula nel 1885.',
  )
  await userEvent.selectOptions(screen.getByLabelText('Grado di certezza'), 'probable')
  await userEvent.click(screen.getByRole('button', { name: 'Salva' }))
  expect(act).toHaveBeenCalledWith({
    action: 'saveConclusion',
    conclusion: {
      question: 0,
      text: 'Giuseppe Rossi nacque a Padula nel 1885.',
      proof: 'probable',
    },
  })
  expect(screen.getByText('Conclusione salvata.')).toHaveFocus()
})

test('English: a written conclusion shows with its proof level, and the submit warns of nothing', () => {
  render(
    <ResearchContent
      intl={researchIntl('en')}
      view={sampleView({
        conclusions: [{ question: 0, text: 'Born in Padula in 1885.', proof: 'proven' }],
      })}
      act={async () => null}
      onOpenFile={() => {}}
    />,
  )
  const section = screen.getByRole('region', { name: 'The conclusions' })
  expect(within(section).getByText('Born in Padula in 1885.')).toBeVisible()
  expect(within(section).getByText('How sure: Proven')).toBeVisible()
  expect(screen.queryByText(/has no conclusion yet/)).toBeNull()
  expect(screen.getByRole('region', { name: 'Next steps' })).toHaveTextContent('No next steps yet.')
})

async function fillStep(language: 'it' | 'en', amount: string) {
  const onSave = vi.fn<(input: NextStepInput) => Promise<LinkCallFailure | null>>(async () => null)
  render(
    <NextStepForm intl={researchIntl(language)} step={null} onSave={onSave} onCancel={() => {}} />,
  )
  const it = language === 'it'
  await userEvent.selectOptions(
    screen.getByLabelText(it ? 'Tipo di lavoro' : 'Kind of work'),
    'latin_church_records',
  )
  await userEvent.type(
    screen.getByLabelText(it ? 'Che cosa fare' : 'What to do'),
    'Read the baptism books.',
  )
  await userEvent.type(
    screen.getByLabelText(it ? 'Costo stimato (facoltativo)' : 'Estimated price (optional)'),
    amount,
  )
  await userEvent.click(screen.getByRole('button', { name: it ? 'Salva' : 'Save' }))
  return onSave
}

test('the price is typed as money in the page’s language and sent as integer minor units', async () => {
  const italian = await fillStep('it', '1.250,50')
  expect(italian).toHaveBeenCalledWith({
    description: 'Read the baptism books.',
    kind: 'latin_church_records',
    price: { amountMinor: 125050, currency: 'EUR' },
    towns: [],
  })
  document.body.innerHTML = ''
  const english = await fillStep('en', '1,250.50')
  expect(english.mock.calls[0]?.[0].price).toEqual({ amountMinor: 125050, currency: 'EUR' })
})

test('a price that is not money in the page’s language is refused beside its field, nothing sent', async () => {
  const onSave = await fillStep('it', '1,250.50')
  expect(onSave).not.toHaveBeenCalled()
  const field = screen.getByLabelText('Costo stimato (facoltativo)')
  expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(
    screen.getByText('Indicate un importo come 250 o 1.250,50 (da 0,01 a 100.000).'),
  ).toBeVisible()
})
