import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Checkbox } from './checkbox'
import { Label } from './label'

function Controlled({
  disabled = false,
  onChange,
}: {
  disabled?: boolean
  onChange?: (checked: boolean) => void
}) {
  const [checked, setChecked] = useState(false)
  return (
    <div>
      <Checkbox
        id="newsletter"
        aria-describedby="newsletter-note"
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => {
          setChecked(value)
          onChange?.(value)
        }}
      />
      <Label htmlFor="newsletter">Send me the newsletter</Label>
      <p id="newsletter-note">You can unsubscribe at any time.</p>
    </div>
  )
}

test('is a native checkbox named by its label and described by its note', () => {
  render(<Controlled />)
  const box = screen.getByRole('checkbox', { name: 'Send me the newsletter' })
  expect(box.tagName).toBe('INPUT')
  expect(box).toHaveAttribute('type', 'checkbox')
  expect(box).toHaveAccessibleDescription('You can unsubscribe at any time.')
  expect(box).not.toBeChecked()
})

test('clicking the box or its label, and Space, toggle it and report a boolean', async () => {
  const user = userEvent.setup()
  const changes: boolean[] = []
  render(<Controlled onChange={(value) => changes.push(value)} />)
  const box = screen.getByRole('checkbox', { name: 'Send me the newsletter' })

  await user.click(box)
  expect(box).toBeChecked()
  await user.click(screen.getByText('Send me the newsletter'))
  expect(box).not.toBeChecked()
  await user.click(document.body)
  await user.tab()
  expect(box).toHaveFocus()
  await user.keyboard(' ')
  expect(box).toBeChecked()
  expect(changes).toEqual([true, false, true])
})

test('a disabled box cannot be toggled', async () => {
  const user = userEvent.setup()
  const changes: boolean[] = []
  render(<Controlled disabled onChange={(value) => changes.push(value)} />)
  const box = screen.getByRole('checkbox', { name: 'Send me the newsletter' })
  expect(box).toBeDisabled()
  await user.click(box)
  expect(box).not.toBeChecked()
  expect(changes).toEqual([])
})

test('forwards its ref to the input and merges the caller classes', () => {
  let node: HTMLInputElement | null = null
  render(
    <Checkbox
      aria-label="Marketing"
      className="mt-0.5 size-6"
      ref={(el) => {
        node = el
      }}
    />,
  )
  const box = screen.getByRole('checkbox', { name: 'Marketing' })
  expect(node).toBe(box)
  expect(box).toHaveClass('size-6', 'mt-0.5', 'checkbox-tick', 'peer')
  expect(box).not.toHaveClass('size-5')
})
