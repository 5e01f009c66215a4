import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BrowserRouter, useSearchParams } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { withFilter, withPage } from '@/features/admin/leads/lib/filters'
import { useListSearch } from './use-list-search'

/** A console in miniature: a filter and a page change made in the same moment, as a quick user makes them. */
function Console() {
  const [searchParams] = useSearchParams()
  const changeSearch = useListSearch()
  return (
    <>
      <p>query: {searchParams.toString()}</p>
      <button
        type="button"
        onClick={() => {
          changeSearch((params) => withFilter(params, 'lead', 'contacted'))
          changeSearch((params) => withPage(params, 2))
        }}
      >
        filter then page
      </button>
      <button type="button" onClick={() => changeSearch((params) => withPage(params, 3))}>
        page 3
      </button>
      <button
        type="button"
        onClick={() => changeSearch((params) => withFilter(params, 'stage', 'dreaming'))}
      >
        stage
      </button>
    </>
  )
}

describe('useListSearch: the console changes its URL one way for filters and pages', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('a page turned right after a filter keeps the filter (both built on the address bar)', async () => {
    window.history.replaceState(null, '', '/admin?q=rossi')
    render(<Console />, { wrapper: BrowserRouter })
    await userEvent.click(screen.getByRole('button', { name: 'filter then page' }))
    expect(window.location.search).toBe('?q=rossi&lead=contacted&page=2')
    expect(await screen.findByText('query: q=rossi&lead=contacted&page=2')).toBeVisible()
  })

  it('a page and a filter both replace the history entry; a filter goes back to page 1', async () => {
    window.history.replaceState(null, '', '/admin')
    const entries = window.history.length
    render(<Console />, { wrapper: BrowserRouter })
    await userEvent.click(screen.getByRole('button', { name: 'page 3' }))
    expect(window.location.search).toBe('?page=3')
    await userEvent.click(screen.getByRole('button', { name: 'stage' }))
    expect(window.location.search).toBe('?stage=dreaming')
    expect(window.history.length).toBe(entries)
  })
})
