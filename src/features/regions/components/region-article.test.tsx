import { act, render, screen, waitFor } from '@testing-library/react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { findRegion } from '@/content/regions'
import { regionPages } from '@/content/region-pages'
import { RegionArticle, RegionNotFound } from './region-article'
import { loadRegionContent } from '@/features/regions/lib/region-content'

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
      <RegionArticle region={region} callToAction={regionPages.tuscany.callToAction} />
    </MemoryRouter>,
  )
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading...'))
  expect(await screen.findByRole('heading', { level: 1, name: 'Tuscany' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: '← Back to Italian Regions' })).toHaveAttribute(
    'href',
    '/blog',
  )
  expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(2)
  const { callToAction } = regionPages.tuscany
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
      <RegionArticle region={region} callToAction={regionPages.puglia.callToAction} />
    </MemoryRouter>,
  )
  expect(screen.getByRole('heading', { level: 1, name: 'Puglia' })).toBeInTheDocument()
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument()
})

test('hydrating a prerendered region page reuses its article HTML: no loading, no mismatch', async () => {
  const region = findRegion('sicily')!
  const page = (
    <MemoryRouter>
      <RegionArticle region={region} callToAction={regionPages.sicily.callToAction} />
    </MemoryRouter>
  )
  // The "prerender": the article loaded, rendered to HTML.
  await loadRegionContent(region)
  const serverHtml = renderToString(page)
  expect(serverHtml).toContain('data-article-html="blog/sicily"')

  // The browser: a fresh module graph (no article loaded), the prerendered HTML captured before hydrating.
  vi.resetModules()
  const prerendered = await import('@/lib/prerendered-html')
  const fresh = await import('./region-article')
  const articles = await import('@/features/regions/lib/article-content')
  const freshRegion = (await import('@/content/regions')).findRegion('sicily')!
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = serverHtml
  prerendered.capturePrerenderedHtml(container)
  const body = container.querySelector('[data-article-html="blog/sicily"]')!
  const bodyHtml = body.innerHTML
  const recoverable: unknown[] = []
  let root: ReturnType<typeof hydrateRoot> | undefined
  onTestFinished(() => {
    root?.unmount()
    container.remove()
  })
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter>
        <fresh.RegionArticle region={freshRegion} callToAction={regionPages.sicily.callToAction} />
      </MemoryRouter>,
      { onRecoverableError: (error) => void recoverable.push(error) },
    )
  })
  expect(recoverable).toEqual([])
  // Hydrated in place (same nodes), and the fresh module graph never started loading the article.
  expect(container.querySelector('[data-article-html="blog/sicily"]')).toBe(body)
  expect(body.innerHTML).toBe(bodyHtml)
  expect(screen.getByRole('heading', { level: 1, name: 'Sicily' })).toBeInTheDocument()
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument()
  let built = false
  void articles.loadArticle('blog/sicily', () => {
    built = true
    return new Promise(() => {})
  })
  expect(built).toBe(true) // nothing cached: hydration never loaded the article
})
