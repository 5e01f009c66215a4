import { act, render, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { itineraries } from '@/content/itineraries'
import { ItineraryList, NO_ITINERARIES_TEXT } from './itinerary-list'

function Location() {
  const location = useLocation()
  return <span data-testid="location">{location.pathname + location.search}</span>
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/itineraries"
          element={
            <>
              <ItineraryList itineraries={itineraries} />
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
}

const titles = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)

test('reads the region from the URL', () => {
  renderAt('/itineraries?region=Campania')
  expect(titles()).toEqual(['Campania Heritage Trail'])
  expect(screen.getByRole('button', { name: 'Campania' })).toHaveAttribute('aria-pressed', 'true')
  expect(screen.getByRole('status')).toHaveTextContent('Showing 1 itinerary')
})

test('a button stores its lower-cased label; All Regions removes the parameter', async () => {
  const user = userEvent.setup()
  renderAt('/itineraries')
  expect(titles()).toHaveLength(6)
  await user.click(screen.getByRole('button', { name: 'Calabria' }))
  expect(screen.getByRole('status')).toHaveTextContent('Showing 1 itinerary')
  expect(screen.getByTestId('location')).toHaveTextContent('/itineraries?region=calabria')
  expect(titles()).toEqual(['Calabrian Origins Tour'])
  await user.click(screen.getByRole('button', { name: 'All Regions' }))
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/itineraries$/)
  expect(titles()).toHaveLength(6)
})

test('an unmatched region shows the empty text', () => {
  renderAt('/itineraries?region=molise')
  expect(screen.getByText(NO_ITINERARIES_TEXT)).toBeInTheDocument()
  expect(
    within(screen.getByRole('group', { name: 'Filter itineraries by region' })).getAllByRole(
      'button',
    ),
  ).toHaveLength(9)
})

test('server rendering shows the unfiltered list, which hydration starts from', () => {
  const html = renderToString(
    <MemoryRouter initialEntries={['/itineraries?region=sicily']}>
      <ItineraryList itineraries={itineraries} />
    </MemoryRouter>,
  )
  expect(html).toContain('Showing 6 itineraries')
})

test('hydrating the prerendered list on a filtered URL has no mismatch, then filters', async () => {
  const at = (url: string) => (
    <MemoryRouter initialEntries={[url]}>
      <ItineraryList itineraries={itineraries} />
    </MemoryRouter>
  )
  // The prerender renders the path without a query string; the visitor arrives with ?region=sicily.
  const container = document.createElement('div')
  container.innerHTML = renderToString(at('/itineraries'))
  document.body.append(container)
  const recoverable: unknown[] = []
  await act(async () => {
    hydrateRoot(container, at('/itineraries?region=sicily'), {
      onRecoverableError: (error) => recoverable.push(error),
    })
  })
  expect(recoverable).toEqual([])
  expect(within(container).getByRole('status')).toHaveTextContent('Showing 1 itinerary')
  container.remove()
})
