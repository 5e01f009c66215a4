import { z } from 'zod'
import { isTimeZone } from './slots.ts'

/** The requests book-call accepts; every refusal names its field (docs/decisions/160). */
const token = z
  .string({ error: 'The private link is missing.' })
  .min(1, 'The private link is missing.')
  .max(200)
const timeZone = z
  .string({ error: 'The time zone is missing.' })
  .refine(isTimeZone, 'Not a time zone (an IANA name such as America/New_York).')
const start = z
  .string({ error: 'The start time is missing.' })
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/,
    'An ISO 8601 instant with its offset.',
  )
  .transform((value) => Date.parse(value))
  .refine((value) => Number.isFinite(value), 'Not a valid instant.')
const callId = z.uuid({ error: 'Not a call id.' })

const schema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('slots'), token, time_zone: timeZone }),
    // The booked call alone (no free times computed): the journey page shows it near the top (issue 38).
    z.object({ action: z.literal('call'), token }),
    z.object({
      action: z.literal('book'),
      token,
      time_zone: timeZone,
      start,
      idempotency_key: z
        .string({ error: 'The idempotency key is missing.' })
        .regex(/^[A-Za-z0-9_-]{8,100}$/, '8 to 100 letters, digits, - or _.'),
    }),
    z.object({ action: z.literal('move'), token, time_zone: timeZone, start }),
    z.object({ action: z.literal('cancel'), token }),
    z.object({ action: z.literal('team_slots'), call_id: callId }),
    z.object({ action: z.literal('team_move'), call_id: callId, start }),
    z.object({ action: z.literal('team_cancel'), call_id: callId }),
  ],
  { error: 'One of: slots, call, book, move, cancel, team_slots, team_move, team_cancel.' },
)

export type BookRequest = z.output<typeof schema>

export function parseRequest(
  text: string,
): { ok: true; value: BookRequest } | { ok: false; fields: Record<string, string> } {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { ok: false, fields: { _: 'The body must be JSON.' } }
  }
  const parsed = schema.safeParse(body)
  if (parsed.success) return { ok: true, value: parsed.data }
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '_')
    fields[field] ??= issue.message
  }
  return { ok: false, fields }
}
