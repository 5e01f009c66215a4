import { cn } from './utils'

test('cn() joins conditional classes and lets later utilities win', () => {
  const collapsed = false as boolean
  expect(cn('px-4 py-2', collapsed && 'hidden', 'px-8')).toBe('py-2 px-8')
  expect(cn('bg-primary text-primary-foreground', 'bg-cream-50')).toBe('text-primary-foreground bg-cream-50')
  expect(cn('hidden', 'lg:inline-flex')).toBe('hidden lg:inline-flex')
  expect(cn('  text-sm\n text-ink ', 'text-lg')).toBe('text-ink text-lg')
})

test("the theme's own font sizes and shadows are groups of their own, not colours", () => {
  expect(cn('text-display-lg text-ink')).toBe('text-display-lg text-ink')
  expect(cn('text-sm', 'text-display-md')).toBe('text-display-md')
  expect(cn('shadow-sm', 'shadow-lift')).toBe('shadow-lift')
  expect(cn('shadow-soft shadow-ink/10')).toBe('shadow-soft shadow-ink/10')
})
