import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { SuggestCorrection } from './suggest-correction'

afterEach(() => vi.unstubAllGlobals())

function answer(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }))
}

async function openForm() {
  const user = userEvent.setup()
  render(<SuggestCorrection page="/blog/marche" />)
  await user.click(screen.getByRole('button', { name: 'Suggest a correction' }))
  const message = await screen.findByRole('textbox', { name: 'What is wrong on this page?' })
  return { user, message }
}

it('sends the page, the text and the optional address, then thanks the reader', async () => {
  const fetchMock = answer(200, { ok: true, id: 'x' })
  vi.stubGlobal('fetch', fetchMock)
  const { user, message } = await openForm()
  expect(message).toHaveFocus()
  await user.type(message, 'The 1876 date is wrong.')
  await user.type(screen.getByRole('textbox', { name: /e-mail address/ }), 'me@example.com')
  await user.click(screen.getByRole('button', { name: 'Send report' }))
  expect(await screen.findByRole('status')).toHaveTextContent(/Thank you/)
  const [url, init] = fetchMock.mock.calls[0]!
  expect(String(url)).toMatch(/\/functions\/v1\/report-correction$/)
  expect(JSON.parse(init.body)).toEqual({
    page: '/blog/marche',
    message: 'The 1876 date is wrong.',
    email: 'me@example.com',
    website: '',
  })
})

it('refuses an empty report without sending it', async () => {
  const fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  const { user, message } = await openForm()
  await user.click(screen.getByRole('button', { name: 'Send report' }))
  expect(screen.getByText('Tell us what is wrong.')).toBeVisible()
  expect(message).toHaveAttribute('aria-invalid', 'true')
  expect(fetchMock).not.toHaveBeenCalled()
})

it('keeps the text and says what to do when the report cannot be stored', async () => {
  vi.stubGlobal('fetch', answer(503, { error: 'unavailable' }))
  const { user, message } = await openForm()
  await user.type(message, 'A wrong figure.')
  await user.click(screen.getByRole('button', { name: 'Send report' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(/Your text is still here/)
  expect(message).toHaveValue('A wrong figure.')
})

it("shows the server's message next to the field it names", async () => {
  vi.stubGlobal(
    'fetch',
    answer(400, {
      error: 'invalid_request',
      fields: { email: 'Enter an e-mail address like name@example.com, or leave it empty.' },
    }),
  )
  const { user, message } = await openForm()
  await user.type(message, 'A wrong figure.')
  await user.click(screen.getByRole('button', { name: 'Send report' }))
  const email = screen.getByRole('textbox', { name: /e-mail address/ })
  expect(await screen.findByText(/Enter an e-mail address like/)).toBeVisible()
  expect(email).toHaveAttribute('aria-invalid', 'true')
})
