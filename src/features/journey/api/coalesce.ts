/**
 * One request for the same read while it is on its way: the status strip at the top of the journey page and the
 * sections below it read the plan, the research fee and the sharing choices at the same moment (issue 50).
 */
const inflight = new Map<string, Promise<unknown>>()

export function coalesce<T>(key: string, read: () => Promise<T>): Promise<T> {
  const running = inflight.get(key) as Promise<T> | undefined
  if (running) return running
  const started = read().finally(() => inflight.delete(key))
  inflight.set(key, started)
  return started
}
