import { expect, test } from 'vitest'
import { nodeCheck } from './check-node.mjs'

test('a supported Node says nothing', () => {
  expect(nodeCheck('v24.21.0', 'v24.21.0')).toEqual({ line: undefined, goOn: true })
  expect(nodeCheck('v22.12.0', 'v22.12.0')).toEqual({ line: undefined, goOn: true })
})

test('npm on Node 20 with the pinned Node in node_modules: one line, and the command goes on', () => {
  const { line, goOn } = nodeCheck('v20.20.2', 'v24.21.0')
  expect(goOn).toBe(true)
  expect(line).toBe(
    "Your Node is v20.20.2, past its end of life. Radici needs Node 22.12 or later, 24 LTS recommended: nvm install 24 (or fnm install 24, volta install node@24; .nvmrc names it). This run uses the project's own Node v24.21.0 from node_modules.",
  )
  expect(line).not.toContain('\n')
})

test('only an old Node: one line naming the Node it needs, and the command stops', () => {
  expect(nodeCheck('v20.20.2', 'v20.20.2')).toEqual({
    line: 'This is Node v20.20.2. Radici needs Node 22.12 or later, 24 LTS recommended: nvm install 24 (or fnm install 24, volta install node@24; .nvmrc names it), then run the command again.',
    goOn: false,
  })
  expect(nodeCheck(undefined, 'v22.11.0').goOn).toBe(false)
})
