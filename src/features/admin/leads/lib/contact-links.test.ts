import { expect, test } from 'vitest'
import { mailtoLink, telLink } from './contact-links'

test('the e-mail link is pre-filled with a subject and a greeting', () => {
  const link = new URL(mailtoLink('maria@example.com', 'Maria Rossi'))
  expect(link.protocol).toBe('mailto:')
  expect(link.pathname).toBe('maria@example.com')
  expect(link.searchParams.get('subject')).toBe('Your Italian heritage journey with Radici')
  expect(link.searchParams.get('body')).toMatch(/^Dear Maria,\n\n/)
  expect(mailtoLink('a@b.c', 'Zoë & "Co"')).not.toMatch(/[&"]Co/)
})

test('the phone link keeps digits and a leading plus', () => {
  expect(telLink('+39 333 123-4567')).toBe('tel:+393331234567')
  expect(telLink('(555) 010-0200')).toBe('tel:5550100200')
  expect(telLink(null)).toBeNull()
  expect(telLink('n/a')).toBeNull()
})
