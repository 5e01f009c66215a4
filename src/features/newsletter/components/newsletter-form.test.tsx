import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { env } from '@/config/env'
import { NewsletterForm } from './newsletter-form'

test('a plain form posts EMAIL and LEGAL_AGREEMENT to the provider into a hidden, titled frame', async () => {
  const { container } = render(<NewsletterForm />)
  // No frame until the visitor reaches for the form.
  expect(container.querySelector('iframe')).toBeNull()
  await userEvent.setup().click(screen.getByRole('textbox', { name: 'Email address' }))
  expect(screen.getByRole('heading', { name: 'Subscribe to Our Newsletter' })).toBeInTheDocument()
  const email = screen.getByRole('textbox', { name: 'Email address' })
  expect(email).toHaveAttribute('type', 'email')
  expect(email).toHaveAttribute('name', 'EMAIL')
  expect(email).toBeRequired()
  expect(email).toHaveAttribute('placeholder', 'Enter your email')
  const agreement = screen.getByRole('checkbox', {
    name: 'I agree to receive emails from Radici and understand that I can unsubscribe at any time.',
  })
  expect(agreement).toHaveAttribute('name', 'LEGAL_AGREEMENT')
  expect(agreement).toBeRequired()

  const form = container.querySelector('form')
  const frame = container.querySelector('iframe')
  expect(form).toHaveAttribute('method', 'post')
  expect(form).toHaveAttribute('action', env.newsletterFormUrl)
  expect(frame).toHaveAttribute('title')
  expect(frame).toHaveAttribute('aria-hidden', 'true')
  expect(form?.getAttribute('target')).toBe(frame?.getAttribute('name'))
})
