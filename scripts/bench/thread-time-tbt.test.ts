import { describe, expect, it } from 'vitest'
import { threadTimeTbt, type TraceEvent } from './thread-time-tbt'

const thread = (pid: number, tid: number): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name: 'CrRendererMain' },
})
const task = (ts: number, durMs: number, tdurMs: number, pid = 2, tid = 1): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: ts * 1000,
  dur: durMs * 1000,
  tdur: tdurMs * 1000,
})

describe('threadTimeTbt', () => {
  const blankPage = [thread(1, 1), task(0, 100, 100, 1, 1)]
  const page = [
    thread(2, 1),
    task(10, 200, 200), // before first contentful paint: not counted
    { name: 'firstContentfulPaint', pid: 2, tid: 1, ts: 300_000 },
    task(400, 120, 10), // waited for a core: 10 ms of work, 40 ms at 4×
    task(600, 30, 20), // 20 ms of work: 80 ms at 4×, 30 over
    task(700, 40, 30), // 120 ms at 4×, 70 over
  ]

  it("counts each task's thread time at 4× past 50 ms, from the page's first contentful paint", () => {
    expect(threadTimeTbt([...blankPage, ...page])).toMatchObject({
      tbtMs: 100,
      longTasksMs: [120, 80],
    })
  })

  it('uses the wall-clock length where a task has no thread time', () => {
    const withoutThreadTime = page.map(({ tdur: _tdur, ...event }) => event)
    expect(threadTimeTbt(withoutThreadTime).tbtMs).toBe(430 + 70 + 110)
  })

  it("names each long task's largest direct parts, a nested part counted once", () => {
    const part = (name: string, ts: number, ms: number, data?: object): TraceEvent => ({
      name,
      ph: 'X',
      pid: 2,
      tid: 1,
      ts: ts * 1000,
      dur: ms * 1000,
      tdur: ms * 1000,
      args: data ? { data } : undefined,
    })
    const withParts = [
      ...page,
      part('FunctionCall', 700, 20, { url: 'http://x/assets/index-abc.js' }),
      part('V8.Execute', 701, 15), // inside the call: not counted again
      part('UpdateLayoutTree', 721, 8),
    ]
    expect(threadTimeTbt(withParts).longTasks).toEqual([
      '120 ms (FunctionCall index-abc.js 80, UpdateLayoutTree 32)',
      '80 ms (no parts traced)',
    ])
  })

  it('refuses a trace without a paint rather than reporting 0', () => {
    expect(() => threadTimeTbt([thread(2, 1), task(400, 120, 10)])).toThrow(/contentful paint/)
  })
})
