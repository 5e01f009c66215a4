import { render } from '@testing-library/react'
import { Seo } from './seo'

const head = () => document.head

test('puts the title, description, canonical and social tags into <head>', () => {
  render(
    <Seo
      title="Sicily"
      description="Trace your family in Sicily."
      path="/blog/sicily"
      jsonLd={{ '@type': 'Article', headline: '</script><b>x</b>' }}
    />,
  )
  expect(document.title).toBe('Sicily | Radici')
  expect(head().querySelector('meta[name="description"]')).toHaveAttribute('content', 'Trace your family in Sicily.')
  expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://radici.example/blog/sicily')
  expect(head().querySelector('meta[property="og:url"]')).toHaveAttribute('content', 'https://radici.example/blog/sicily')
  expect(head().querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index, follow')
  const jsonLd = document.querySelector('script[type="application/ld+json"]')!
  expect(jsonLd.innerHTML).not.toContain('</script>')
  expect(JSON.parse(jsonLd.textContent!)).toEqual({ '@type': 'Article', headline: '</script><b>x</b>' })
})

test('a noindex page names no canonical URL', () => {
  render(<Seo title="Page not found" description="Missing." path="/whatever" noindex />)
  expect(head().querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  expect(head().querySelector('link[rel="canonical"]')).toBeNull()
  expect(head().querySelector('meta[property="og:url"]')).toBeNull()
})
