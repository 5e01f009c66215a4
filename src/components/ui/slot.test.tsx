import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { Button } from './button'
import { Slot } from './slot'

test('renders the child with the slot props; the child props win', () => {
  render(
    <Slot aria-label="From the slot" title="slot" data-state="open" id="slot-id">
      <a href="/about" title="child">
        About
      </a>
    </Slot>,
  )
  const link = screen.getByRole('link', { name: 'From the slot' })
  expect(link).toHaveAttribute('href', '/about')
  expect(link).toHaveAttribute('title', 'child')
  expect(link).toHaveAttribute('data-state', 'open')
  expect(link).toHaveAttribute('id', 'slot-id')
})

test("runs both click handlers, the child's first, even when the child prevents the default", async () => {
  const calls: string[] = []
  render(
    <Slot onClick={() => calls.push('slot')} onFocus={() => calls.push('slot focus')}>
      <button
        type="button"
        onClick={(event) => {
          event.preventDefault()
          calls.push('child')
        }}
      >
        Open
      </button>
    </Slot>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Open' }))
  expect(calls).toEqual(['slot focus', 'child', 'slot'])
})

test('merges classes (the child wins a conflict) and styles (the child wins a property)', () => {
  render(
    <Slot className="px-4 text-ink" style={{ color: 'red', margin: 2 }}>
      <span className="px-6 font-bold" style={{ color: 'blue' }}>
        Label
      </span>
    </Slot>,
  )
  const span = screen.getByText('Label')
  expect(span).toHaveClass('text-ink', 'px-6', 'font-bold')
  expect(span).not.toHaveClass('px-4')
  expect(span).toHaveStyle({ color: 'rgb(0, 0, 255)', margin: '2px' })
})

test("sets the slot's ref and the child's ref, and clears both on unmount", () => {
  const slotRef = createRef<HTMLElement>()
  const childNodes: (HTMLElement | null)[] = []
  const { unmount } = render(
    <Slot ref={slotRef}>
      <button type="button" ref={(node) => void childNodes.push(node)}>
        Save
      </button>
    </Slot>,
  )
  const button = screen.getByRole('button', { name: 'Save' })
  expect(slotRef.current).toBe(button)
  expect(childNodes).toEqual([button])
  unmount()
  expect(slotRef.current).toBeNull()
  expect(childNodes).toEqual([button, null])
})

test('Button asChild renders its child with the button classes and forwards its ref', () => {
  const ref = createRef<HTMLButtonElement>()
  render(
    <Button asChild size="lg" className="mt-8" ref={ref}>
      <a href="/contact">Start Your Journey</a>
    </Button>,
  )
  const link = screen.getByRole('link', { name: 'Start Your Journey' })
  expect(link).toHaveClass('inline-flex', 'h-12', 'px-7', 'mt-8', 'rounded-full')
  expect(link).not.toHaveClass('h-11')
  expect(ref.current).toBe(link)
})

test('renders nothing without a child and refuses text or several children', () => {
  const { container } = render(<Slot />)
  expect(container).toBeEmptyDOMElement()
  expect(() => render(<Slot>text</Slot>)).toThrow('Slot expects a single React element')
})
