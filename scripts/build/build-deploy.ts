/**
 * `npm run build:deploy`: the launch checklist first (scripts/checks/check-launch.ts; it stops the build while an owner
 * value is missing), then the production build with every public value checked (RADICI_DEPLOY=1, ADR 074).
 *
 *   npm run build:deploy                 for the public site
 *   npm run build:deploy -- --staging    for a staging site: the checklist is printed but does not stop the build
 */
import { spawnSync } from 'node:child_process'
import { runLaunchCheck } from '../checks/check-launch.ts'

const staging = process.argv.includes('--staging')
const ready = await runLaunchCheck()
if (!ready && !staging) {
  console.error('build:deploy stopped: the launch checklist above is not complete.')
  process.exit(1)
}
if (!ready) console.warn('staging build (--staging): building despite the missing values above.')
const build = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, RADICI_DEPLOY: '1' },
})
process.exit(build.status ?? 1)
