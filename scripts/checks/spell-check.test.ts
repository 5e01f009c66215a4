import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

/**
 * `npm run spell` (cspell with cspell.config.mjs, docs/decisions/133 and 196) refuses British words that are not
 * spelling variants. The article is given on stdin under its own path, so the project's config and globs apply
 * exactly as they do in `npm run spell`, and no file in the tree is changed.
 */
const root = join(import.meta.dirname, '..', '..')
const articlePath = 'src/content/articles/what-is-root-tourism.md'
const article = readFileSync(join(root, articlePath), 'utf8')

function spell(text: string, path = articlePath) {
  const run = spawnSync(
    process.execPath,
    [join(root, 'node_modules/cspell/bin.mjs'), '--no-progress', '--no-summary', `stdin://${path}`],
    { cwd: root, input: text, encoding: 'utf8' },
  )
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

test('the article as it is passes the spell check', () => {
  expect(spell(article)).toEqual({ status: 0, output: '' })
})

test.each(['enquiry', 'enquiries', 'learnt', 'whilst'])(
  'the spell check fails on "%s" in an article',
  (word) => {
    const text = article.replace('a short inquiry', `a short ${word}`)
    expect(text).not.toBe(article)
    const result = spell(text)
    expect(result.status).toBe(1)
    expect(result.output).toContain(`Forbidden word (${word})`)
  },
)

test('the spell check still fails on a British spelling variant ("centre") in an article', () => {
  const result = spell(article.replace('a short inquiry', 'a short centre'))
  expect(result.status).toBe(1)
  expect(result.output).toContain('(centre)')
})
