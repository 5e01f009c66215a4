import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

// A test fails on console.error: React warnings (act, keys, hydration) are bugs.
let errors: unknown[][] = []
beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})
afterEach(() => {
  cleanup()
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(' ')).join('\n')
    throw new Error(`console.error was called:\n${text}`)
  }
})

// jsdom lacks a few browser APIs that Radix primitives use.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {}
  window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {}
  window.HTMLElement.prototype.hasPointerCapture = () => false
  window.HTMLElement.prototype.releasePointerCapture = () => {}
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
