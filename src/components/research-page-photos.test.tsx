import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { sampleReport } from '@fixtures/research-report'
import { concessionCredit } from '@/content/archive-concessions'
import { ResearchReport } from './research-report'

/**
 * The researcher's photo of a page in the report (issue 45 part 8, docs/decisions/266): a named button opens the
 * zoomable viewer, loaded on demand, with the record named in its alt text; +/− work from the keyboard; Escape
 * closes it and the focus goes back to the button.
 */

const PHOTO = {
  id: '00000000-0000-4000-8000-0000000000f1',
  name: 'p.jpg',
  type: 'image/jpeg',
  size: 9,
}

function reportWithPhoto() {
  const report = sampleReport()
  return { ...report, records: [{ ...report.records[0]!, photos: [PHOTO] }, report.records[1]!] }
}

test('no button without photos or without a way to ask for their address', () => {
  render(<ResearchReport report={reportWithPhoto()} />)
  expect(screen.queryByRole('button', { name: /photo of this page/ })).not.toBeInTheDocument()
})

test('the button opens the zoomable viewer; the keyboard zooms; Escape closes it and the focus returns', async () => {
  const user = userEvent.setup()
  const photoUrl = vi.fn(async () => 'https://storage.example/signed/p.jpg')
  const fetched = vi.fn(async () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' })))
  vi.stubGlobal('fetch', fetched)
  URL.createObjectURL = vi.fn(() => 'blob:photo-1')
  URL.revokeObjectURL = vi.fn()
  render(<ResearchReport report={reportWithPhoto()} photoUrl={photoUrl} />)
  // Only the record with a photo offers one.
  const open = screen.getByRole('button', { name: "Open the researcher's photo of this page" })
  expect(photoUrl).not.toHaveBeenCalled()

  await user.click(open)
  // The viewer's chunk loads on this first opening.
  const dialog = await screen.findByRole(
    'dialog',
    { name: "The researcher's photo of the page" },
    { timeout: 5000 },
  )
  const image = await screen.findByRole('img', {
    name: "The researcher's photo of the page: Birth record of Giuseppe Rossi, May 12, 1887, Padula",
  })
  // Read through fetch and shown as a blob: URL (the CSP's img-src allows blob:, not Storage).
  expect(fetched).toHaveBeenCalledWith('https://storage.example/signed/p.jpg')
  expect(image).toHaveAttribute('src', 'blob:photo-1')
  expect(photoUrl).toHaveBeenCalledWith(PHOTO.id)
  expect(dialog).toContainElement(image)
  // No concession is held by default: no credit is claimed.
  expect(dialog).not.toHaveTextContent('Su concessione')

  const content = image.parentElement!
  const zoomIn = screen.getByRole('button', { name: 'Zoom in' })
  zoomIn.focus()
  await user.keyboard('{Enter}')
  await waitFor(() => expect(content.style.transform).toMatch(/scale\((?!1\))/))
  expect(screen.getByRole('button', { name: 'Zoom out' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Show the whole page' })).toBeInTheDocument()

  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(open).toHaveFocus()
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo-1')
  vi.unstubAllGlobals()
})

test('the address failing says so in the viewer', async () => {
  const user = userEvent.setup()
  render(
    <ResearchReport report={reportWithPhoto()} photoUrl={() => Promise.reject(new Error('x'))} />,
  )
  await user.click(screen.getByRole('button', { name: "Open the researcher's photo of this page" }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not open the photo just now.',
  )
})

test('the concession credit stands only under a photo from a State Archive the owners hold one for', () => {
  expect(concessionCredit('Archivio di Stato di Salerno', ['Salerno'])).toBe(
    'Su concessione del Ministero della cultura – Archivio di Stato di Salerno',
  )
  expect(concessionCredit('Archivio di Stato di Napoli', ['Salerno'])).toBeNull()
  expect(concessionCredit('Parrocchia di San Michele Arcangelo', ['Salerno'])).toBeNull()
  expect(concessionCredit('Archivio di Stato di Salerno')).toBeNull()
})
