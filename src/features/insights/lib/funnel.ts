import { percent, type InsightTable } from './tables'

/** A funnel's steps in order: the key of its count in the database's answer, and its label. */
export type FunnelSteps<T> = ReadonlyArray<readonly [keyof T & string, string]>

/** Each step's share of the step before it, or null when that one is 0 (and for the first step). */
export function stepShares<T extends Record<string, unknown>>(
  steps: FunnelSteps<T>,
  counts: T,
): Array<number | null> {
  return steps.map(([key], index) => {
    if (index === 0) return null
    const before = counts[steps[index - 1]![0]] as number
    return before === 0 ? null : (counts[key] as number) / before
  })
}

/** The funnel's table: each step, its inquiries and the share of the step before. */
export function funnelTable<T extends Record<string, unknown>>(
  table: { name: string; caption: string },
  steps: FunnelSteps<T>,
  counts: T,
): InsightTable {
  const shares = stepShares(steps, counts)
  return {
    ...table,
    columns: ['Step', 'Inquiries', 'Of the step before'],
    rows: steps.map(([key, label], index) => [
      label,
      counts[key] as number,
      percent(shares[index]!),
    ]),
  }
}
