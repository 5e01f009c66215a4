import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './ports.ts'

/**
 * A throwaway PostgreSQL cluster for tests and benchmarks when DATABASE_URL is not set: initdb in a temporary
 * folder, started on a free port, trust authentication on 127.0.0.1 only, fsync off (nothing here must survive).
 * The server refuses to run as root, so as root it runs as the `postgres` user (Debian's package creates it).
 */

export interface Cluster {
  url: string
  stop(): void
}

/** The server binaries: POSTGRES_BIN_DIR, else Debian's newest /usr/lib/postgresql/<major>/bin, else PATH. */
export function findPostgresBinaries(): string | undefined {
  const fromEnv = process.env.POSTGRES_BIN_DIR
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const majors = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name) && existsSync(join(debian, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a))
    if (majors[0]) return join(debian, majors[0], 'bin')
  }
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim()
    if (existsSync(join(dir, 'initdb'))) return dir
  } catch {
    // no pg_config on PATH
  }
  return undefined
}

function postgresUid(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    return { uid, gid }
  } catch {
    return undefined
  }
}

export async function startCluster(binDir = findPostgresBinaries()): Promise<Cluster> {
  if (!binDir)
    throw new Error('PostgreSQL server binaries not found (install the postgresql package)')
  const asRoot = process.getuid?.() === 0
  const owner = asRoot ? postgresUid() : undefined
  if (asRoot && !owner)
    throw new Error('running as root, but there is no `postgres` user to run the server')
  const dir = mkdtempSync(join(tmpdir(), 'radici-pg-'))
  const data = join(dir, 'data')
  if (owner) {
    chownSync(dir, owner.uid, owner.gid)
    chmodSync(dir, 0o700)
  }
  const run = (program: string, args: string[]) =>
    execFileSync(
      owner ? 'runuser' : join(binDir, program),
      owner ? ['-u', 'postgres', '--', join(binDir, program), ...args] : args,
      { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir },
    )
  const port = await freePort()
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'])
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
      'start',
    ])
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? ''
    rmSync(dir, { recursive: true, force: true })
    throw new Error(
      `could not start a throwaway PostgreSQL cluster: ${stderr || (error as Error).message}`,
      { cause: error },
    )
  }
  let stopped = false
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return
      stopped = true
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
