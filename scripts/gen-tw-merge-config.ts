/**
 * Generates src/lib/tw-merge-config.generated.ts: tailwind-merge's own default configuration, cut down to the
 * class groups this codebase uses (plus the common layout/spacing/colour groups), so `cn()` merges exactly as
 * the full `twMerge` does for our classes while its ~6.5 KB gzip config stays out of every page
 * (docs/decisions/061-javascript-budget.md). src/lib/utils.test.ts fails when a new class needs a group that
 * is missing: run `npm run gen:tw-merge` then.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createTailwindMerge, getDefaultConfig, validators } from 'tailwind-merge'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outFile = join(root, 'src/lib/tw-merge-config.generated.ts')

type Config = ReturnType<typeof getDefaultConfig>
const full = getDefaultConfig() as Config & {
  classGroups: Record<string, unknown[]>
  conflictingClassGroups: Record<string, string[]>
  conflictingClassGroupModifiers: Record<string, string[]>
}

/** Every class-like token in the source: the corpus that decides which groups are kept (and that the test merges). */
export function sourceClassTokens(dir = join(root, 'src')): string[] {
  const tokens = new Set<string>()
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const file = join(current, name)
      if (statSync(file).isDirectory()) walk(file)
      else if (/\.(tsx?|css)$/.test(name) && !name.endsWith('.generated.ts')) {
        const text = readFileSync(file, 'utf8')
        for (const literal of text.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
          for (const token of literal[2].split(/\s+/)) {
            if (/^!?[a-z@[(-][\w\-:/[\]().%!#&,>*=+@]*$/.test(token) && token.length < 80) tokens.add(token)
          }
        }
      }
    }
  }
  walk(dir)
  return [...tokens].sort()
}

/** Groups a token belongs to, found by asking a one-group merger whether it recognises the token. */
function groupsOf(tokens: string[]): Set<string> {
  const used = new Set<string>()
  for (const group of Object.keys(full.classGroups)) {
    const merge = createTailwindMerge(() => ({
      ...full,
      classGroups: { [group]: full.classGroups[group] } as never,
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
    }))
    for (const token of tokens) {
      const base = token.replace(/^.*:/, '').replace(/^!/, '')
      if (base.length > 0 && merge(`${base} ${base}`) === base) {
        used.add(group)
        break
      }
    }
  }
  return used
}

// Groups kept whether or not the source uses them yet: the ones pages override most often.
const alwaysKept = [
  'display', 'position', 'inset', 'inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'z', 'overflow',
  'flex', 'flex-direction', 'flex-wrap', 'grow', 'shrink', 'basis', 'order', 'grid-cols', 'col-start-end',
  'gap', 'gap-x', 'gap-y', 'justify-content', 'align-items', 'align-self', 'place-items',
  'p', 'px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe', 'm', 'mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me',
  'space-x', 'space-y', 'w', 'min-w', 'max-w', 'h', 'min-h', 'max-h', 'size', 'aspect',
  'font-size', 'font-weight', 'font-family', 'leading', 'tracking', 'text-alignment', 'text-color', 'whitespace',
  'bg-color', 'rounded', 'border-w', 'border-color', 'shadow', 'opacity', 'ring-w', 'ring-color', 'object-fit',
]

function serialize(value: unknown, themeKeys: Set<string>): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'function') {
    const getter = value as { isThemeGetter?: boolean; themeKey?: string }
    if (getter.isThemeGetter) {
      themeKeys.add(getter.themeKey!)
      return `fromTheme(${JSON.stringify(getter.themeKey)})`
    }
    const name = Object.entries(validators).find(([, fn]) => fn === value)?.[0]
    if (!name) throw new Error(`unknown validator ${value.toString().slice(0, 80)}`)
    return `v.${name}`
  }
  if (Array.isArray(value)) return `[${value.map((item) => serialize(item, themeKeys)).join(', ')}]`
  if (value && typeof value === 'object') {
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${serialize(item, themeKeys)}`)
      .join(', ')} }`
  }
  throw new Error(`cannot serialize ${String(value)}`)
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]
if (isMain) {
  const kept = new Set([...alwaysKept.filter((group) => group in full.classGroups), ...groupsOf(sourceClassTokens())])
  // Keep the default config's order: validators are tried in it (ring-w before ring-color, and so on).
  const groups = Object.keys(full.classGroups).filter((group) => kept.has(group))
  const themeKeys = new Set<string>()
  const classGroups = groups.map((group) => `    ${JSON.stringify(group)}: ${serialize(full.classGroups[group], themeKeys)},`)
  const pick = (record: Record<string, string[]>) =>
    Object.entries(record)
      .filter(([group]) => kept.has(group))
      .map(([group, others]) => [group, others.filter((other) => kept.has(other))] as const)
      .filter(([, others]) => others.length > 0)
      .map(([group, others]) => `    ${JSON.stringify(group)}: ${JSON.stringify(others)},`)
  const theme = Object.entries(full.theme as unknown as Record<string, unknown[]>)
    .filter(([key]) => themeKeys.has(key))
    .map(([key, value]) => `    ${JSON.stringify(key)}: ${serialize(value, new Set())},`)
  const source = `// GENERATED by scripts/gen-tw-merge-config.ts (npm run gen:tw-merge): do not edit.
// tailwind-merge's default configuration, limited to the ${groups.length} class groups this codebase uses.
import { fromTheme, validators as v, type Config } from 'tailwind-merge'

export const twMergeConfig = (): Config<string, string> => ({
  cacheSize: 500,
  theme: {
${theme.join('\n')}
  },
  classGroups: {
${classGroups.join('\n')}
  },
  conflictingClassGroups: {
${pick(full.conflictingClassGroups).join('\n')}
  },
  conflictingClassGroupModifiers: {
${pick(full.conflictingClassGroupModifiers).join('\n')}
  },
  orderSensitiveModifiers: ${JSON.stringify((full as { orderSensitiveModifiers?: string[] }).orderSensitiveModifiers ?? [])},
})
`
  writeFileSync(outFile, source)
  console.log(`wrote ${outFile}: ${groups.length} groups`)
}
