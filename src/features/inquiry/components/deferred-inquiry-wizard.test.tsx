import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, expect, test } from 'vitest'
import { DeferredInquiryWizard } from './deferred-inquiry-wizard'

beforeEach(() => window.localStorage.clear())

// Hydration on intent is covered end to end (tests/e2e/inquiry.spec.ts); rendered on the client, as after a link
// from another page, the island has no prerendered form to offer and loads the wizard at once.
test('rendered on the client, the wizard loads without waiting for intent and works', async () => {
  const user = userEvent.setup()
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/contact']}>
        <DeferredInquiryWizard variant="page" />
      </MemoryRouter>,
    )
  })
  const regions = await screen.findByLabelText(/Italian regions or towns/, {}, { timeout: 30_000 })
  await user.type(regions, 'Puglia')
  // A step renders in the task after the tap's frame (ADR 231): found, not got.
  await user.click(screen.getByRole('button', { name: 'Next' }))
  expect(await screen.findByRole('heading', { name: 'Travel Dates & Duration' })).toHaveFocus()
  await user.click(screen.getByRole('button', { name: 'Previous' }))
  expect(await screen.findByLabelText(/Italian regions or towns/)).toHaveValue('Puglia')
}, 45_000) // the wizard's code is a large import for jsdom: 13 s at a load average of 14
