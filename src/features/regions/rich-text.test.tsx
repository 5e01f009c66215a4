import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { RichText } from './rich-text'

test('renders paragraphs, lists, subheadings, emphasis and links without HTML strings', () => {
  render(
    <MemoryRouter>
      <RichText
        text={[
          'First **bold** and *soft* words,\nsame paragraph.',
          '- one\n- two',
          '1. first\n2. second',
          '### A subheading',
          'See [how it works](/how-it-works) or [the archive](https://example.org). <b>not html</b>',
        ].join('\n\n')}
      />
    </MemoryRouter>,
  )
  expect(screen.getByText('bold').tagName).toBe('STRONG')
  expect(screen.getByText('soft').tagName).toBe('EM')
  expect(screen.getByText(/same paragraph/)).toHaveTextContent(
    'First bold and soft words, same paragraph.',
  )
  expect(screen.getAllByRole('list')).toHaveLength(2)
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'one',
    'two',
    'first',
    'second',
  ])
  expect(screen.getByRole('heading', { level: 3, name: 'A subheading' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'how it works' })).toHaveAttribute(
    'href',
    '/how-it-works',
  )
  const external = screen.getByRole('link', { name: 'the archive' })
  expect(external).toHaveAttribute('target', '_blank')
  expect(external).toHaveAttribute('rel', 'noopener noreferrer')
  expect(screen.getByText(/<b>not html<\/b>/)).toBeInTheDocument()
})
