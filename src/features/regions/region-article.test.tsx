import { render, screen, waitFor } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { MemoryRouter } from 'react-router-dom'
import { findRegion } from '@/content/regions'
import { RegionArticle, RegionNotFound } from './region-article'
import { loadRegionContent } from './region-content'

test('shows Loading... then the article with its sections and a call to action to /contact', async () => {
  const region = findRegion('tuscany')!
  // Rendered like the browser does (outside act), so the loading state is observable before the article arrives.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  onTestFinished(() => {
    root.unmount()
    container.remove()
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous
  })
  root.render(
    <MemoryRouter>
      <RegionArticle region={region} />
    </MemoryRouter>,
  )
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading...'))
  expect(await screen.findByRole('heading', { level: 1, name: 'Tuscany' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: '← Back to Italian Regions' })).toHaveAttribute(
    'href',
    '/blog',
  )
  expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(2)
  const { callToAction } = region.fullContent
  expect(screen.getByRole('heading', { name: callToAction.title })).toBeInTheDocument()
  expect(screen.getByText(callToAction.description)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: callToAction.buttonText })).toHaveAttribute(
    'href',
    '/contact',
  )
})

test('the not-found view offers a way back to the regions', () => {
  render(
    <MemoryRouter>
      <RegionNotFound />
    </MemoryRouter>,
  )
  expect(screen.getByRole('heading', { level: 1, name: 'Region not found' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: '← Back to Italian Regions' })).toHaveAttribute(
    'href',
    '/blog',
  )
})

test('a preloaded region renders at once, without a loading state', async () => {
  const region = findRegion('puglia')!
  await loadRegionContent(region)
  render(
    <MemoryRouter>
      <RegionArticle region={region} />
    </MemoryRouter>,
  )
  expect(screen.getByRole('heading', { level: 1, name: 'Puglia' })).toBeInTheDocument()
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument()
})
