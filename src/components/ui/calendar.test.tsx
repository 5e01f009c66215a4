import { render, screen } from '@testing-library/react'
import { Calendar, labelDayButton } from './calendar'

/** Label in name (WCAG 2.5.3): a day button's name starts with the number it shows (docs/product/quality.md). */
test('names a day from the number it shows, then its weekday, month and year', () => {
  const date = new Date(2026, 11, 1)
  expect(labelDayButton(date, {})).toBe('1, Tuesday, December 2026')
  expect(labelDayButton(date, { today: true, selected: true })).toBe(
    '1, Tuesday, December 2026, today, selected',
  )
})

test('every day button of the calendar has a name that contains its visible text', () => {
  render(<Calendar mode="single" month={new Date(2026, 11, 1)} onSelect={() => {}} />)
  const buttons = screen
    .getAllByRole('button')
    .filter((button) => /^\d+$/.test(button.textContent ?? ''))
  expect(buttons.length).toBeGreaterThanOrEqual(31)
  for (const button of buttons) {
    const name = button.getAttribute('aria-label') ?? ''
    expect(name.startsWith(`${button.textContent}, `), name).toBe(true)
  }
  expect(screen.getByRole('button', { name: '1, Tuesday, December 2026' })).toBeInTheDocument()
})
