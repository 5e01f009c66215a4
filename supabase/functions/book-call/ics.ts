import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator'

/**
 * The call's iCalendar invitation (RFC 5545/5546), made with ical-generator (docs/decisions/161): METHOD:REQUEST
 * for a booking or a move, METHOD:CANCEL for a cancel; one UID for the call's whole life and a SEQUENCE raised on
 * every change, so Google Calendar, Apple Calendar and Outlook update or remove the same event. Times in UTC.
 */
export interface InviteInput {
  method: 'REQUEST' | 'CANCEL'
  callId: string
  sequence: number
  start: Date
  end: Date
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
  meetingUrl: string | null
  /** Where the family reschedules or cancels. */
  manageUrl?: string
  stamp?: Date
}

/** The UID: stable for the call (its id) and globally unique (a domain of ours). */
export function callUid(callId: string): string {
  return `call-${callId}@radici.example`
}

export function callInvite(input: InviteInput): string {
  const calendar = ical({
    prodId: { company: 'Radici', product: 'Calls', language: 'EN' },
    method: input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  const lines = [
    'Your first consultation call with Radici (30 minutes, video).',
    input.meetingUrl ? `Join: ${input.meetingUrl}` : 'The meeting link follows by e-mail.',
    input.manageUrl ? `Reschedule or cancel: ${input.manageUrl}` : undefined,
  ].filter((line): line is string => Boolean(line))
  calendar.createEvent({
    id: callUid(input.callId),
    sequence: input.sequence,
    stamp: input.stamp ?? new Date(),
    start: input.start,
    end: input.end,
    summary: `Radici consultation call with ${input.organizer.name}`,
    description: lines.join('\n'),
    location: input.meetingUrl ?? 'Video call (link to follow)',
    ...(input.meetingUrl ? { url: input.meetingUrl } : {}),
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees: [
      {
        name: input.attendee.name,
        email: input.attendee.email,
        rsvp: true,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
      },
    ],
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
  return calendar.toString()
}

/** Base64 of UTF-8 text (the e-mail API's attachment content), with web-standard APIs only. */
export function base64(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
  return btoa(binary)
}
