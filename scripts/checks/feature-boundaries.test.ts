// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, expect, test } from 'vitest'

// ADR 198: the feature list in eslint.config.js is read from src/features, so a folder created today is guarded today.
const root = path.resolve(import.meta.dirname, '..', '..')
const folder = path.join(root, 'src/features', `zz-boundary-${process.pid}-${Date.now()}`)

afterAll(() => rmSync(folder, { recursive: true, force: true }))

async function lint(source: string) {
  mkdirSync(folder, { recursive: true })
  const file = path.join(folder, 'probe.ts')
  writeFileSync(file, source)
  const [result] = await new ESLint({ cwd: root }).lintFiles([file])
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`)
}

test('a new feature folder that imports another feature fails lint', async () => {
  const messages = await lint(
    "import { paths } from '@/features/journey/lib/story-types'\nexport const x = paths\n",
  )
  expect(messages.some((m) => m.startsWith('no-restricted-imports'))).toBe(true)
})

test('the same folder importing a shared layer passes', async () => {
  expect(await lint("import { paths } from '@/config/paths'\nexport const x = paths\n")).toEqual([])
})

// ADR 202: src/lib is below src/content; what it needs of the content is passed in.
test('a module of src/lib that imports src/content fails lint', async () => {
  const file = path.join(root, 'src/lib', `zz-probe-${process.pid}-${Date.now()}.ts`)
  writeFileSync(
    file,
    "import { italianRegions } from '@/content/italian-regions'\nexport const x = italianRegions\n",
  )
  try {
    const [result] = await new ESLint({ cwd: root }).lintFiles([file])
    expect(result!.messages.map((m) => m.ruleId)).toContain('no-restricted-imports')
  } finally {
    rmSync(file, { force: true })
  }
})
