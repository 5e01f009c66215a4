import { formatTitle } from './format-title'

test('suffixes the site name', () => {
  expect(formatTitle('How it works')).toBe('How it works | Radici')
})

test('leaves a title that already names the site alone', () => {
  expect(formatTitle('Radici: Italian Heritage Journeys')).toBe('Radici: Italian Heritage Journeys')
  expect(formatTitle('About RADICI')).toBe('About RADICI')
})

test('trims, and falls back to the site name when empty', () => {
  expect(formatTitle('  Sicily  ')).toBe('Sicily | Radici')
  expect(formatTitle('   ')).toBe('Radici')
})
