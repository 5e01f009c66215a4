import { z } from 'zod'

/**
 * The book-call contract (docs/decisions/160 and 180): the requests it accepts, every refusal naming its field,
 * and the answers the app reads. The function parses with these; the app imports the copy `npm run gen:types`
 * writes to src/lib/contracts/.
 */

/** An IANA time zone this runtime knows (Intl). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

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

export const bookCallRequestSchema = z.discriminatedUnion(
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
    // Italy's national holidays ahead (public facts: no link, no session), for the console's days off.
    z.object({ action: z.literal('holidays') }),
  ],
  {
    error: 'One of: slots, call, book, move, cancel, team_slots, team_move, team_cancel, holidays.',
  },
)

export type BookRequest = z.output<typeof bookCallRequestSchema>
/** What the app sends (`start` is still the ISO text). */
export type BookCallRequest = z.input<typeof bookCallRequestSchema>

/** Validates a parsed JSON body (read by _shared/read-json.ts). */
export function parseRequest(
  body: unknown,
): { ok: true; value: BookRequest } | { ok: false; fields: Record<string, string> } {
  const parsed = bookCallRequestSchema.safeParse(body)
  if (parsed.success) return { ok: true, value: parsed.data }
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '_')
    fields[field] ??= issue.message
  }
  return { ok: false, fields }
}

/** A day of free times, 'YYYY-MM-DD' in the family's zone (or Rome's, for the team). */
export const slotDaySchema = z.object({
  date: z.string(),
  slots: z.array(z.object({ start: z.string(), end: z.string() })),
})

/** A booked call as the family sees it. */
export const bookedCallSchema = z.object({
  id: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(['booked', 'cancelled']),
  sequence: z.number(),
  time_zone: z.string(),
  meeting_url: z.string().nullable(),
  with: z.string(),
})

/** Any answer of book-call: the days, the call, and on a refusal its code, message and fields. */
export const bookCallAnswerSchema = z.object({
  ok: z.boolean().optional(),
  error: z.string().optional(),
  message: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
  days: z.array(slotDaySchema).optional(),
  call: bookedCallSchema.nullable().optional(),
})

/** What team_slots, team_move and team_cancel answer (the console reads the days). */
export const teamCallAnswerSchema = z.object({ days: z.array(slotDaySchema).optional() })

/** What `holidays` answers: Italy's national holidays of the booking window, 'YYYY-MM-DD' and an English name. */
export const holidaysAnswerSchema = z.object({
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
})

export type SlotDay = z.infer<typeof slotDaySchema>
export type BookedCall = z.infer<typeof bookedCallSchema>
export type BookCallAnswer = z.infer<typeof bookCallAnswerSchema>
