// Says in one line when `npm run dev` or `npm test` was started on a Node older than the project supports, before
// they go on. Plain JavaScript with only Node's own modules, so it runs on any Node. Why Node 24 and where it comes from:
// docs/decisions/175-node-24-from-the-registry.md

import { pathToFileURL } from 'node:url'

/** The oldest supported Node (package.json `engines`). */
export const SUPPORTED = [22, 12]
export const GET_IT = 'nvm install 24 (or fnm install 24, volta install node@24; .nvmrc names it)'

function parse(version) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version ?? '')
  return match ? match.slice(1, 4).map(Number) : undefined
}

function supported(version) {
  const [major, minor] = parse(version) ?? [0, 0]
  return major > SUPPORTED[0] || (major === SUPPORTED[0] && minor >= SUPPORTED[1])
}

/**
 * `npmNode` is the Node that runs npm (read from npm's user agent), `scriptNode` the one that runs the scripts:
 * npm puts node_modules/.bin first on a script's PATH, where the project's pinned Node 24 sits on Linux.
 * Returns the line to print (or none) and whether the command can go on.
 */
export function nodeCheck(npmNode, scriptNode) {
  const need = `Radici needs Node ${SUPPORTED.join('.')} or later, 24 LTS recommended: ${GET_IT}`
  if (!supported(scriptNode)) {
    return { line: `This is Node ${scriptNode}. ${need}, then run the command again.`, goOn: false }
  }
  if (npmNode && !supported(npmNode)) {
    return {
      line: `Your Node is ${npmNode}, past its end of life. ${need}. This run uses the project's own Node ${scriptNode} from node_modules.`,
      goOn: true,
    }
  }
  return { line: undefined, goOn: true }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const npmNode = /\bnode\/(v[\d.]+)/.exec(process.env.npm_config_user_agent ?? '')?.[1]
  const { line, goOn } = nodeCheck(npmNode, process.version)
  if (line) console.warn(line)
  if (!goOn) process.exit(1)
}
