import { agencies } from '@/content/agencies'
import {
  agencyCountLabel,
  agencyRegionFilters,
  filterAgencies,
  truncateTestimonial,
  visibleExpertise,
} from './agency-filters'

test('the buttons are All Regions plus the sorted distinct regions of the agencies', () => {
  const options = agencyRegionFilters([
    { regions: ['Sicily'] },
    { regions: ['Campania', 'Molise'] },
    { regions: ['Sicily', 'Abruzzo'] },
  ])
  expect(options).toEqual([
    { label: 'All Regions', value: null },
    { label: 'Abruzzo', value: 'abruzzo' },
    { label: 'Campania', value: 'campania' },
    { label: 'Molise', value: 'molise' },
    { label: 'Sicily', value: 'sicily' },
  ])
})

test('the real agency list adds Lombardy and Tuscany to the filter', () => {
  const labels = agencyRegionFilters(agencies).map((option) => option.label)
  expect(labels[0]).toBe('All Regions')
  expect(labels).toContain('Lombardy')
  expect(labels).toContain('Tuscany')
  expect(labels.slice(1)).toEqual([...labels.slice(1)].sort())
})

test('agencies match any of their regions, case-insensitively', () => {
  expect(filterAgencies(agencies, null)).toHaveLength(8)
  expect(filterAgencies(agencies, 'lombardy').map((a) => a.id)).toEqual(['lombardy-roots'])
  expect(filterAgencies(agencies, 'MOLISE').map((a) => a.id)).toEqual(['campania-heritage'])
  expect(filterAgencies(agencies, 'marche')).toEqual([])
})

test('three expertise tags are shown and the rest counted', () => {
  expect(visibleExpertise(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 })
  expect(visibleExpertise(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 })
  expect(visibleExpertise(['a'])).toEqual({ shown: ['a'], more: 0 })
})

test('a testimonial of up to 120 characters is left whole', () => {
  const exactly120 = 'x'.repeat(120)
  expect(truncateTestimonial(exactly120)).toBe(exactly120)
  expect(truncateTestimonial('Short and sweet.')).toBe('Short and sweet.')
})

test('a longer testimonial is cut at 120 characters and followed by ...', () => {
  const text = 'y'.repeat(121)
  expect(truncateTestimonial(text)).toBe(`${'y'.repeat(120)}...`)
  const sentence = `${'a'.repeat(119)} and more words`
  expect(truncateTestimonial(sentence)).toBe(`${'a'.repeat(119)}...`)
})

test('the live status counts the results', () => {
  expect(agencyCountLabel(8)).toBe('Showing 8 agencies')
  expect(agencyCountLabel(1)).toBe('Showing 1 agency')
})
