import type { CorrectionReport } from '@/lib/contracts/report-correction'
import { callFunction, type FunctionClientOptions } from '@/lib/functions/function-client'

/**
 * Sends a "Suggest a correction" report to the report-correction edge function through the one client
 * (src/lib/functions, docs/decisions/180): no supabase-js on the public pages (docs/decisions/131).
 */
/** The contract's limit (src/lib/contracts/report-correction.ts), kept here so that zod stays off the page; an
 * integration test keeps the two equal. */
export const MESSAGE_MAX = 2000

export type { CorrectionReport } from '@/lib/contracts/report-correction'

export function messageLengthError(length: number): string {
  return `Please keep it under ${MESSAGE_MAX.toLocaleString('en-US')} characters (this one has ${length.toLocaleString('en-US')}).`
}

/** Sends the report; any failure throws a FunctionError (a 400 or 413 names its fields). */
export async function sendCorrection(
  report: CorrectionReport,
  client: FunctionClientOptions = {},
): Promise<void> {
  await callFunction('report-correction', { body: report }, client)
}
