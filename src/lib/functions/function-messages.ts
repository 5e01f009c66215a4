import { FunctionError } from './function-error'

/**
 * The one mapping from a failed function call to the sentence a person reads (docs/product/errors.md and the
 * feature pages it links; docs/decisions/180, which extends ADR 141's mapping to the functions). Each screen that
 * calls a function names its table here; the order of the checks is the same for all:
 * nothing answered → `network`; a field the server named → its message (when `fieldMessage`); the status's own
 * sentence; the server's `message` (when `serverMessage`); else `fallback`. Raw technical text never reaches the
 * screen.
 */
/**
 * What the team reads when the server could not be reached (ADR 141; the raw message goes to the console).
 * Defined here so that the public pages' function calls do not load the supabase-js mapping
 * (src/lib/supabase-errors.ts re-uses it).
 */
export const NETWORK_FAILURE_MESSAGE = 'The server could not be reached. Please try again.'

export interface MessageTable {
  /** Nothing answered (offline, DNS, CORS, the timeout). */
  network?: string
  byStatus?: Partial<Record<number, string>>
  /** Show the server's sentence for the first field it named (a 400's `fields`). */
  fieldMessage?: boolean
  /** Show the server's `message` when it sent one. */
  serverMessage?: boolean
  fallback: string
}

export const FUNCTION_MESSAGES = {
  /** The wizard's submit (docs/product/inquiry.md): one toast for every failure. */
  inquiry: { fallback: 'There was a problem submitting your request. Please try again.' },
  /** /journey's 'Send me my link again' (docs/product/journey.md). */
  linkRequest: {
    byStatus: {
      400: 'Please enter an e-mail address such as name@example.com.',
      429: 'Too many requests: please try again in an hour.',
    },
    fallback: 'We could not send it just now: please try again.',
  },
  /** A file added to the journey page. */
  upload: {
    fieldMessage: true,
    byStatus: {
      400: 'This file cannot be stored.',
      413: 'This file cannot be stored.',
      429: 'Too many uploads at once: please wait a minute and retry.',
    },
    fallback: 'The upload failed (the connection may have dropped).',
  },
  /** "Suggest a correction" (docs/decisions/131). */
  correction: {
    byStatus: {
      429: 'You have sent several reports in a few minutes. Please try again in ten minutes; your text is still here.',
    },
    fallback:
      'We could not save your report just now. Your text is still here: please try again in a minute.',
  },
  /** The family's call booking (docs/decisions/160): the server's sentence when it sent one. */
  booking: {
    network: 'We could not reach our server. Please try again.',
    serverMessage: true,
    fallback: 'That did not work. Please try again.',
  },
  /** The family's plan (docs/product/plan.md): a field's sentence, else the server's (an expired plan, …). */
  plan: {
    network: 'You seem to be offline: nothing was sent. Please try again once you are connected.',
    fieldMessage: true,
    serverMessage: true,
    fallback: 'That did not work. Please try again.',
  },
  /** The team's moves and cancels of a call, and the family story's links and files, in the console. */
  console: {
    network: NETWORK_FAILURE_MESSAGE,
    serverMessage: true,
    fallback: 'That did not work. Please try again.',
  },
} satisfies Record<string, MessageTable>

export function functionErrorMessage(table: MessageTable, error: unknown): string {
  if (!(error instanceof FunctionError)) return table.fallback
  if (error.unreachable) return table.network ?? table.fallback
  if (table.fieldMessage && error.fieldMessage) return error.fieldMessage
  const byStatus = error.status === null ? undefined : table.byStatus?.[error.status]
  if (byStatus) return byStatus
  if (table.serverMessage && error.serverMessage) return error.serverMessage
  return table.fallback
}
