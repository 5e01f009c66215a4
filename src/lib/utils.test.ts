import { extendTailwindMerge } from 'tailwind-merge'
import { mergeClasses } from './merge-classes'
import { cn } from './utils'

// The oracle: the real tailwind-merge (a devDependency only) with its full default config, told about the
// font sizes and shadows tailwind.config.ts adds (colours need nothing: any unknown value is a colour to it).
const twMerge = extendTailwindMerge({
  extend: { theme: { text: ['display-xl', 'display-lg', 'display-md'], shadow: ['soft', 'lift'] } },
})

// Every class-like token written in the source (but the merger's own rule table).
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx,css}', '!/src/lib/merge-classes.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
})
const tokens = new Set<string>()
for (const text of Object.values(sources)) {
  for (const literal of text.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
    for (const token of (literal[2] ?? '').split(/\s+/)) {
      if (/^!?[a-z@[(-][\w\-:/[\]().%!#&,>*=+@]*$/.test(token) && token.length < 80)
        tokens.add(token)
    }
  }
}
// What tailwind-merge recognises as a utility (it drops the first of two equal ones) is what must merge alike.
const utilities = [...tokens].filter((token) => twMerge(`${token} ${token}`) === token).sort()
const others = [...tokens].filter((token) => twMerge(`${token} ${token}`) !== token)

const hint =
  'teach src/lib/merge-classes.ts the class group (see docs/decisions/064-own-class-merger.md)'

test('cn() merges every pair of the classes used in src exactly like tailwind-merge', () => {
  expect(utilities.length).toBeGreaterThan(500)
  const differences: string[] = []
  for (const a of utilities) {
    for (const b of utilities) {
      const expected = twMerge(a, b)
      const actual = cn(a, b)
      if (actual !== expected)
        differences.push(`cn("${a}", "${b}") = "${actual}", tailwind-merge gives "${expected}"`)
    }
  }
  expect(differences.slice(0, 10), `${differences.length} differences: ${hint}`).toEqual([])
}, 120_000) // a few hundred thousand merges

test('words tailwind-merge does not treat as utilities are never merged away', () => {
  expect(others.length).toBeGreaterThan(100)
  const merged = others.filter((token) => mergeClasses(`${token} ${token}`) !== `${token} ${token}`)
  expect(merged, `these are not Tailwind utilities to tailwind-merge: ${hint}`).toEqual([])
})

test('cn() joins conditional classes and lets later utilities win', () => {
  const collapsed = false as boolean
  expect(cn('px-4 py-2', collapsed && 'hidden', 'px-8')).toBe('py-2 px-8')
  expect(cn('bg-primary text-primary-foreground', 'bg-cream-50')).toBe(
    'text-primary-foreground bg-cream-50',
  )
  expect(cn('hidden', 'lg:inline-flex')).toBe('hidden lg:inline-flex')
  expect(cn('  text-sm\n text-ink ', 'text-lg')).toBe('text-ink text-lg')
})

test('a class replaces the groups below its own, not above, under the same variants and importance', () => {
  const cases: [string, string][] = [
    ['px-2 pt-1 p-4', 'p-4'],
    ['p-4 px-2 pt-1', 'p-4 px-2 pt-1'],
    ['w-2 h-3 size-4', 'size-4'],
    ['leading-tight text-lg', 'text-lg'],
    ['text-lg leading-tight', 'text-lg leading-tight'],
    ['top-2 -left-1 inset-0', 'inset-0'],
    ['gap-x-3 gap-2', 'gap-2'],
    ['border-t-2 border-l border', 'border'],
    ['border-cream-200 border-t-terracotta-600', 'border-cream-200 border-t-terracotta-600'],
    ['rounded-t-lg rounded-full', 'rounded-full'],
    [
      'hover:bg-ink sm:hover:bg-ink group-[.x]:hover:bg-ink hover:bg-white',
      'sm:hover:bg-ink group-[.x]:hover:bg-ink hover:bg-white',
    ],
    ['data-[state=open]:text-sm data-[state=open]:text-base', 'data-[state=open]:text-base'],
    ['!size-6 size-4 size-5', '!size-6 size-5'],
    ['size-6! !size-4', '!size-4'],
    ['text-[0.95rem] text-ink text-sm text-[var(--accent)]', 'text-sm text-[var(--accent)]'],
    ['bg-white/10 bg-[#fff]/50', 'bg-[#fff]/50'],
    ['shadow-sm shadow-ink/10 shadow-soft', 'shadow-ink/10 shadow-soft'],
    ['font-display font-bold font-sans', 'font-bold font-sans'],
    ['-mt-12 mt-4 group foo foo', 'mt-4 group foo foo'],
  ]
  for (const [input, output] of cases) expect([input, mergeClasses(input)]).toEqual([input, output])
  // and the oracle agrees with every case above
  for (const [input, output] of cases) expect([input, twMerge(input)]).toEqual([input, output])
})
