/**
 * The edge functions' router cost (issue 49, docs/decisions/250): for each function, in Node (as the stand-in
 * runs them), its cold start and the p50 of a cheap request, and its bundle's size. Not a test: it prints a table
 * to copy into docs/performance.md ("One router per function").
 *
 *   npx tsx scripts/bench/bench-functions.ts [--dir other/supabase/functions] [--runs 5] [journey agency …]
 *
 * - cold start: a fresh Node process imports `<fn>/entry.ts` and answers its first request (the median of
 *   `--runs` processes; tsx's own start is not counted);
 * - p50: 2,000 of the same request in that process, after the first: a scheduled job's call without the secret
 *   (a 401 through the gate, the environment check and the jobs' gate; no database), or the preflight where a
 *   function has no job route;
 * - bundle: `<fn>/entry.ts` bundled and minified by esbuild (every npm dependency inside, Node's built-ins outside), in KiB.
 * `--dir` points at another copy of supabase/functions (a `git archive` of main) for the figures before a change.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const JOB_ROUTE: Record<string, string> = { journey: '/cleanup', agency: '/deadlines' }
const ENV = {
  SUPABASE_URL: 'http://127.0.0.1:9',
  SUPABASE_SERVICE_ROLE_KEY: 'bench-service-role-key-0123456789',
  ALLOWED_ORIGINS: 'https://radici.example',
  CLIENT_IP_HEADER: 'none',
}

function cheapRequest(fn: string): Request {
  const job = JOB_ROUTE[fn]
  return job
    ? new Request(`http://127.0.0.1/functions/v1/${fn}${job}`, { method: 'POST' })
    : new Request(`http://127.0.0.1/functions/v1/${fn}`, {
        method: 'OPTIONS',
        headers: { origin: 'https://radici.example' },
      })
}

type Handler = (request: Request, env: Record<string, string>) => Promise<Response>

/** In the child: import, first answer, then the loop. Prints one JSON line. */
async function child(dir: string, fn: string): Promise<void> {
  const started = performance.now()
  const module = (await import(pathToFileURL(path.join(dir, fn, 'entry.ts')).href)) as {
    handleRequest: Handler
  }
  const first = await module.handleRequest(cheapRequest(fn), ENV)
  await first.arrayBuffer()
  const cold = performance.now() - started
  const times: number[] = []
  for (let index = 0; index < 2000; index++) {
    const at = performance.now()
    const response = await module.handleRequest(cheapRequest(fn), ENV)
    await response.arrayBuffer()
    times.push(performance.now() - at)
  }
  console.log(JSON.stringify({ cold, p50: median(times), status: first.status }))
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function bundleKiB(dir: string, fn: string): Promise<number> {
  const result = await build({
    entryPoints: [path.join(dir, fn, 'entry.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  })
  return (result.outputFiles[0]?.contents.byteLength ?? 0) / 1024
}

const args = process.argv.slice(2)
const option = (name: string) => {
  const at = args.indexOf(name)
  return at >= 0 ? args.splice(at, 2)[1] : undefined
}
const dir = path.resolve(option('--dir') ?? 'supabase/functions')
const runs = Number(option('--runs') ?? 5)
if (option('--child') !== undefined) {
  await child(dir, String(args[0]))
} else {
  const fns = args.length > 0 ? args : ['journey', 'agency']
  console.log(
    `${dir}\n| function | cold start (ms) | p50 cheap request (µs) | bundle (KiB) | status |`,
  )
  console.log('| --- | --- | --- | --- | --- |')
  for (const fn of fns) {
    const samples: { cold: number; p50: number; status: number }[] = []
    for (let run = 0; run < runs; run++) {
      const out = spawnSync(
        process.execPath,
        [...process.execArgv, import.meta.filename, '--child', '1', '--dir', dir, fn],
        { encoding: 'utf8' },
      )
      if (out.status !== 0) throw new Error(`${fn}: ${out.stderr}`)
      samples.push(JSON.parse(out.stdout.trim().split('\n').at(-1) ?? '{}'))
    }
    const cold = median(samples.map((sample) => sample.cold))
    const p50 = median(samples.map((sample) => sample.p50)) * 1000
    console.log(
      `| ${fn} | ${cold.toFixed(0)} | ${p50.toFixed(0)} | ${(await bundleKiB(dir, fn)).toFixed(0)} | ${samples[0]?.status} |`,
    )
  }
}
