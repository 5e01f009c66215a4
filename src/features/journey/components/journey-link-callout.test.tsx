import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { expect, test } from 'vitest'
import { JourneyLinkCallout } from './journey-link-callout'

const TOKEN = 'a'.repeat(43)

test('right after submitting, the thank-you page links to the private journey page', async () => {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/thank-you', state: { journeyToken: TOKEN } }]}>
      <JourneyLinkCallout />
    </MemoryRouter>,
  )
  const link = await screen.findByRole('link', { name: 'Open your journey page' })
  expect(link).toHaveAttribute('href', `/journey/${TOKEN}`)
  expect(link).toHaveAttribute('rel', 'noreferrer')
})

test('without a link in the navigation (a replay, a bookmark), nothing is shown', () => {
  render(
    <MemoryRouter initialEntries={['/thank-you']}>
      <JourneyLinkCallout />
    </MemoryRouter>,
  )
  expect(screen.queryByRole('link')).toBeNull()
})
