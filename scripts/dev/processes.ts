import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'

/**
 * Servers that a script starts (benchmarks, the dev-command test) run in a process group of their own, and the
 * whole group is stopped when the script ends, fails or is interrupted (Ctrl-C, a CI kill): an orphaned preview
 * would keep serving an old build to the next run, and `npx`/`npm run` put a shell and a second node between the
 * script and the server, so killing the direct child is not enough. docs/decisions/120-a-newcomers-first-hour.md
 */

const running = new Set<ChildProcess>()
let hooked = false

function stopAll() {
  for (const child of running) stopGroup(child, 'SIGTERM')
}

function hookExit() {
  if (hooked) return
  hooked = true
  process.on('exit', stopAll)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      stopAll()
      process.exit(signal === 'SIGINT' ? 130 : 143)
    })
  }
}

/** Sends `signal` to the child's whole process group; quiet when it is already gone. */
export function stopGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
  running.delete(child)
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // the group is gone already
  }
}

/** Starts `command` in its own process group, stopped with the group when this process ends for any reason. */
export function startGroup(
  command: string,
  args: string[],
  options: SpawnOptions = {},
): ChildProcess {
  hookExit()
  const child = spawn(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    ...options,
    detached: true,
  })
  running.add(child)
  child.once('exit', () => running.delete(child))
  return child
}

/** Resolves when the group's leader has exited (after `stopGroup`, for example). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((done) => child.once('exit', () => done()))
}
