import { expect, test } from 'vitest'
import { researchFunnelTable } from './research-funnel'

test('the research table gives each step, its share of the one before and its median time', () => {
  const table = researchFunnelTable({
    research_paid: 4,
    research_assigned: 4,
    research_submitted: 2,
    research_published: 0,
    seconds_to_assign: 5400,
    seconds_to_submit: 9 * 86_400 + 3 * 3600,
    seconds_to_publish: null,
  })
  expect(table.columns).toEqual([
    'Step',
    'Inquiries',
    'Of the step before',
    'Median time from the step before',
  ])
  expect(table.rows).toEqual([
    ['Research fee paid', 4, '–', '–'],
    ['Research assigned', 4, '100%', '1 h 30 min'],
    ['Report submitted', 2, '50%', '9 d 3 h'],
    ['Report published', 0, '0%', '–'],
  ])
})
