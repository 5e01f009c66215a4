import { twMerge } from 'tailwind-merge'
import { cn } from './utils'

// Every class-like token written in the source (the same corpus scripts/gen-tw-merge-config.ts reads).
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx,css}', '!/src/**/*.generated.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
})
const tokens = new Set<string>()
for (const text of Object.values(sources)) {
  for (const literal of text.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
    for (const token of (literal[2] ?? '').split(/\s+/)) {
      if (/^!?[a-z@[(-][\w\-:/[\]().%!#&,>*=+@]*$/.test(token) && token.length < 80) tokens.add(token)
    }
  }
}
// Only what the full tailwind-merge recognises as a utility is worth merging.
const utilities = [...tokens].filter((token) => twMerge(`${token} ${token}`) === token).sort()

test('cn() merges every pair of the classes used in src exactly like the full tailwind-merge', () => {
  expect(utilities.length).toBeGreaterThan(100)
  const differences: string[] = []
  for (const a of utilities) {
    for (const b of utilities) {
      const expected = twMerge(a, b)
      if (cn(a, b) !== expected) differences.push(`cn("${a}", "${b}") = "${cn(a, b)}", twMerge gives "${expected}"`)
    }
  }
  expect(differences.slice(0, 10), 'run `npm run gen:tw-merge` to pick up the new class groups').toEqual([])
}, 120_000) // a few hundred thousand merges

test('cn() joins conditional classes and lets later utilities win', () => {
  const collapsed = false as boolean
  expect(cn('px-4 py-2', collapsed && 'hidden', 'px-8')).toBe('py-2 px-8')
  expect(cn('bg-primary text-primary-foreground', 'bg-cream-50')).toBe('text-primary-foreground bg-cream-50')
  expect(cn('hidden', 'lg:inline-flex')).toBe('hidden lg:inline-flex')
})
