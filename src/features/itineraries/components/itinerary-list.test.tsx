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
  expect(screen.getByRole('link', { name: 'Campania' })).toHaveAttribute('aria-current', 'true')
  expect(screen.getByRole('status')).toHaveTextContent('Showing 1 itinerary')
})

test('a filter is a link to its lower-cased label; All Regions removes the parameter', async () => {
  const user = userEvent.setup()
  renderAt('/itineraries')
  expect(titles()).toHaveLength(6)
  expect(screen.getByRole('link', { name: 'Calabria' })).toHaveAttribute(
    'href',
    '/itineraries?region=calabria',
  )
  await user.click(screen.getByRole('link', { name: 'Calabria' }))
  expect(screen.getByRole('status')).toHaveTextContent('Showing 1 itinerary')
  expect(screen.getByTestId('location')).toHaveTextContent('/itineraries?region=calabria')
  expect(titles()).toEqual(['Calabrian Origins Tour'])
  await user.click(screen.getByRole('link', { name: 'All Regions' }))
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/itineraries$/)
  expect(titles()).toHaveLength(6)
})

test('an unmatched region shows the empty text', () => {
  renderAt('/itineraries?region=molise')
  expect(screen.getByText(NO_ITINERARIES_TEXT)).toBeInTheDocument()
  expect(
    within(screen.getByRole('group', { name: 'Filter itineraries by region' })).getAllByRole(
      'link',
    ),
  ).toHaveLength(9)
})

test('server rendering of a filtered URL shows the filtered list, which hydration starts from', async () => {
  const at = (url: string) => (
    <MemoryRouter initialEntries={[url]}>
      <ItineraryList itineraries={itineraries} />
    </MemoryRouter>
  )
  // The build prerenders /itineraries?region=sicily itself (ADR 073); the browser hydrates it at the same URL.
  const html = renderToString(at('/itineraries?region=sicily'))
  expect(html).toContain('Showing 1 itinerary')
  const container = document.createElement('div')
  container.innerHTML = html
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
