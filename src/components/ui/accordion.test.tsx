import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion'

function Faq({ type }: { type?: 'single' | 'multiple' }) {
  return (
    <Accordion type={type}>
      <AccordionItem defaultOpen>
        <AccordionTrigger>First question</AccordionTrigger>
        <AccordionContent>First answer</AccordionContent>
      </AccordionItem>
      <AccordionItem>
        <AccordionTrigger>Second question</AccordionTrigger>
        <AccordionContent>Second answer</AccordionContent>
      </AccordionItem>
    </Accordion>
  )
}

const detailsOf = (question: string) => screen.getByText(question).closest('details')

test('renders native details/summary, the first item open, the chevron hidden from assistive technology', () => {
  const { container } = render(<Faq />)
  expect(container.querySelectorAll('details')).toHaveLength(2)
  expect(screen.getByText('First question').tagName).toBe('SUMMARY')
  expect(detailsOf('First question')).toHaveProperty('open', true)
  expect(detailsOf('Second question')).toHaveProperty('open', false)
  for (const icon of container.querySelectorAll('svg'))
    expect(icon).toHaveAttribute('aria-hidden', 'true')
})

test('type="single" gives the items one shared group name (one open at a time); multiple gives none', () => {
  const { unmount } = render(<Faq type="single" />)
  const name = detailsOf('First question')?.getAttribute('name')
  expect(name).toBeTruthy()
  expect(detailsOf('Second question')).toHaveAttribute('name', name)
  unmount()

  render(<Faq />)
  expect(detailsOf('First question')).not.toHaveAttribute('name')
  expect(detailsOf('Second question')).not.toHaveAttribute('name')
})

test('two single accordions on one page do not share a group', () => {
  const { container } = render(
    <>
      <Faq type="single" />
      <Faq type="single" />
    </>,
  )
  const names = [...container.querySelectorAll('details')].map((el) => el.getAttribute('name'))
  expect(new Set(names).size).toBe(2)
})

test('activating a summary toggles its item', async () => {
  const user = userEvent.setup()
  render(<Faq />)
  await user.click(screen.getByText('Second question'))
  expect(detailsOf('Second question')).toHaveProperty('open', true)
  await user.click(screen.getByText('Second question'))
  expect(detailsOf('Second question')).toHaveProperty('open', false)
})
