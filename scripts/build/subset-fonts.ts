/**
 * Cuts the latin faces of Inter and Fraunces (variable, wght axis kept) to the characters in
 * scripts/build/font-subset.ts and writes them to src/assets/fonts/ (committed; docs/decisions/071-font-subsets.md).
 * Run `npm run fonts:subset` after changing the character list or updating @fontsource-variable/*.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'
import { SUBSET_TEXT, unicodeRange } from './font-subset'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const fonts = [
  ['@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', 'inter-subset-wght.woff2'],
  [
    '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    'fraunces-subset-wght.woff2',
  ],
] as const

for (const [source, target] of fonts) {
  const input = readFileSync(join(root, 'node_modules', source))
  const output = await subsetFont(input, SUBSET_TEXT, { targetFormat: 'woff2' })
  writeFileSync(join(root, 'src/assets/fonts', target), output)
  console.log(`${target}: ${input.length} → ${output.length} bytes`)
}
console.log(`unicode-range for src/index.css: ${unicodeRange()}`)
