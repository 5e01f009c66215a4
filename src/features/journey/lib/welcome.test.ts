import { afterEach, expect, test } from 'vitest'
import { showWelcomeInShell, welcomeClass, welcomeText } from './welcome'

/** ADR 233: the early story writes the welcome into the journey fallback's shell, and never into React's page. */
afterEach(() => {
  document.body.innerHTML = ''
})

test('the welcome greets the family by its first name, or without one', () => {
  expect(welcomeText('Rosa')).toBe(
    'Welcome, Rosa. Everything you add here goes straight to our genealogists and travel team, and is saved as you type.',
  )
  expect(welcomeText(null)).toMatch(/^Everything you add here/)
})

test("the shell's status becomes the welcome, as text (a name is never HTML)", () => {
  document.body.innerHTML =
    '<div id="root"><h1>Your journey home</h1><p data-shell="" role="status">Opening your story…</p></div>'
  expect(showWelcomeInShell(document, '<b>Rosa</b>')).toBe(true)
  expect(document.querySelector('[role="status"]')).toBeNull()
  const welcome = document.querySelector('#root p')!
  expect(welcome.className).toBe(welcomeClass)
  expect(welcome.textContent).toBe(welcomeText('<b>Rosa</b>'))
  expect(welcome.querySelector('b')).toBeNull()
})

test("once the app has rendered (no shell's status), nothing is touched", () => {
  const page =
    '<div id="root"><h1>Your journey home</h1><p role="status">Opening your story…</p></div>'
  document.body.innerHTML = page
  expect(showWelcomeInShell(document, 'Rosa')).toBe(false)
  expect(document.body.innerHTML).toBe(page)
})
