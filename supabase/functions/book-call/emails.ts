import type { EmailAttachment, EmailMessage } from '../_shared/email-client.ts'
import { escapeHtml } from '../_shared/html.ts'
import { headerText } from '../send-form-notification/emails.ts'
import { base64, callInvite } from './ics.ts'
import { TEAM_ZONE } from './slots.ts'

/**
 * The calls' e-mails (docs/decisions/160): invitations with an .ics attachment to the family and to the team
 * member, updates on a move, cancellations, and the family's reminders 24 h and 1 h before. They are built when
 * the call changes and queued in public.call_emails in the same transaction. The private link's token is never
 * stored (ADR 150), so the family's sentence on how to move, cancel or book again is a placeholder filled when the
 * e-mail is sent (manageSentence): with the family's private booking link right after its own request, else (the
 * reminders, retries, the team's changes) with the way to a fresh link: /journey, 'Send me my link again'.
 */
export const MANAGE = '{{manage}}'
export const BOOK_AGAIN = '{{book_again}}'
/** The placeholder of e-mails queued before MANAGE and BOOK_AGAIN: replaced by the bare address. */
export const MANAGE_URL = '{{manage_url}}'

/** Where the family's sentence points: its own booking link (`direct`), or the page that sends a fresh one. */
export type ManageLink = { kind: 'direct'; url: string } | { kind: 'request'; url: string }

export type CallEmailKind = 'invite' | 'update' | 'cancel' | 'reminder_24h' | 'reminder_1h'

export interface QueuedEmail {
  kind: CallEmailKind
  recipient: 'family' | 'team'
  message: EmailMessage
  due_at?: string
}

export interface CallFacts {
  id: string
  sequence: number
  start: number
  end: number
  familyZone: string
  meetingUrl: string | null
  member: { name: string; email: string }
  family: { name: string; firstName: string; email: string }
  from: string
  /** A move's previous start, named in its e-mails (one voice, docs/product/booking.md). */
  movedFrom?: number
}

/** The city of an IANA zone, for labels: 'America/New_York' → 'New York'. */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ')
}

/** 'Tuesday, December 1, 2026 at 3:00 PM' in the family's zone. */
export function familyTime(instant: number, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant)
}

/** 'Tue 1 Dec 2026, 21:00' in Rome. */
export function romeTime(instant: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: TEAM_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant)
}

function when(call: CallFacts): string {
  return `${familyTime(call.start, call.familyZone)} (${zoneCity(call.familyZone)} time; ${romeTime(call.start).split(', ').pop()} in Rome)`
}

function page(paragraphs: string[]): { html: string; text: string } {
  return {
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  }
}

function invite(call: CallFacts, method: 'REQUEST' | 'CANCEL'): EmailAttachment {
  const ics = callInvite({
    method,
    callId: call.id,
    sequence: call.sequence,
    start: new Date(call.start),
    end: new Date(call.end),
    organizer: call.member,
    attendee: { name: call.family.name, email: call.family.email },
    meetingUrl: call.meetingUrl,
  })
  return {
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    content: base64(ics),
    content_type: `text/calendar; charset=utf-8; method=${method}`,
  }
}

function message(
  call: CallFacts,
  to: string,
  subject: string,
  paragraphs: string[],
  attachment?: EmailAttachment,
): EmailMessage {
  return {
    from: call.from,
    to: [to],
    subject: headerText(subject),
    ...page(paragraphs),
    ...(attachment ? { attachments: [attachment] } : {}),
  }
}

const join = (call: CallFacts) =>
  call.meetingUrl ? `Join the call: ${call.meetingUrl}` : 'The meeting link follows by e-mail.'

/** The e-mails of a booking (kind 'invite') or a move ('update'), reminders included. */
export function bookingEmails(call: CallFacts, kind: 'invite' | 'update'): QueuedEmail[] {
  const moved = kind === 'update'
  const previous = moved && call.movedFrom !== undefined ? { ...call, start: call.movedFrom } : null
  const family = message(
    call,
    call.family.email,
    moved
      ? `Your Radici call has moved to ${familyTime(call.start, call.familyZone)}`
      : `Your Radici call is booked: ${familyTime(call.start, call.familyZone)}`,
    [
      `Dear ${call.family.firstName},`,
      previous
        ? `Your first consultation call with ${call.member.name} has moved from ${when(previous)} to ${when(call)}. It lasts 30 minutes.`
        : `Your first consultation call with ${call.member.name} is ${moved ? 'moved' : 'booked'} for ${when(call)}. It lasts 30 minutes.`,
      join(call),
      'The invitation is attached: open it to add the call to your calendar.',
      MANAGE,
      'Radici',
    ],
    invite(call, 'REQUEST'),
  )
  const team = message(
    call,
    call.member.email,
    `Call ${moved ? 'moved' : 'booked'}: ${call.family.name}, ${romeTime(call.start)} Rome`,
    [
      previous
        ? `Your call with ${call.family.name} (${call.family.email}) has moved from ${romeTime(previous.start)} to ${romeTime(call.start)} Rome time (${familyTime(call.start, call.familyZone)} for them, ${zoneCity(call.familyZone)}).`
        : `${call.family.name} (${call.family.email}) ${moved ? 'moved' : 'booked'} a call with you for ${romeTime(call.start)} Rome time (${familyTime(call.start, call.familyZone)} for them, ${zoneCity(call.familyZone)}).`,
      join(call),
    ],
    invite(call, 'REQUEST'),
  )
  const reminder = (hours: 24 | 1): QueuedEmail => ({
    kind: hours === 24 ? 'reminder_24h' : 'reminder_1h',
    recipient: 'family',
    due_at: new Date(call.start - hours * 3_600_000).toISOString(),
    message: message(
      call,
      call.family.email,
      `Reminder: your Radici call ${hours === 24 ? 'tomorrow' : 'in one hour'}`,
      [
        `Dear ${call.family.firstName},`,
        `A reminder of your call with ${call.member.name}: ${when(call)}.`,
        join(call),
        MANAGE,
        'Radici',
      ],
    ),
  })
  return [
    { kind, recipient: 'family', message: family },
    { kind, recipient: 'team', message: team },
    reminder(24),
    reminder(1),
  ]
}

/** The e-mails of a cancel: METHOD:CANCEL to both. */
export function cancelEmails(call: CallFacts, by: 'family' | 'team'): QueuedEmail[] {
  return [
    {
      kind: 'cancel',
      recipient: 'family',
      message: message(
        call,
        call.family.email,
        'Your Radici call is cancelled',
        [
          `Dear ${call.family.firstName},`,
          `Your call with ${call.member.name} on ${when(call)} is cancelled${by === 'team' ? ' by our team' : ''}.`,
          BOOK_AGAIN,
        ],
        invite(call, 'CANCEL'),
      ),
    },
    {
      kind: 'cancel',
      recipient: 'team',
      message: message(
        call,
        call.member.email,
        `Call cancelled: ${call.family.name}, ${romeTime(call.start)} Rome`,
        [
          `The call with ${call.family.name} on ${romeTime(call.start)} Rome time is cancelled by ${by === 'family' ? 'the family' : 'the team'}.`,
        ],
        invite(call, 'CANCEL'),
      ),
    },
  ]
}

/** The family's sentence on how to move or cancel the call (`manage`) or book another time (`book_again`). */
export function manageSentence(purpose: 'manage' | 'book_again', link: ManageLink): string {
  if (link.kind === 'direct')
    return purpose === 'manage'
      ? `To move or cancel your call, open your private booking link: ${link.url}`
      : `Book another time whenever you like with your private booking link: ${link.url}`
  const [opening, goal] =
    purpose === 'manage'
      ? ['To move or cancel your call', 'choose another time or cancel the call']
      : ['To book another time', 'book another time']
  return (
    `${opening}, use the link in your booking e-mail, or open ${link.url} ('Send me my link again') and ` +
    `enter this e-mail address: we will e-mail you a fresh private link to your journey page, where ` +
    `'Book or change your call' lets you ${goal}.`
  )
}

/** Fills the family's sentences (MANAGE, BOOK_AGAIN; MANAGE_URL of older rows) in a queued message's text and HTML. */
export function withManageUrl(message: EmailMessage, link: ManageLink): EmailMessage {
  const fill = (text: string, html: boolean) => {
    const sentence = (purpose: 'manage' | 'book_again') => {
      const plain = manageSentence(purpose, link)
      return html ? escapeHtml(plain) : plain
    }
    return text
      .split(MANAGE)
      .join(sentence('manage'))
      .split(BOOK_AGAIN)
      .join(sentence('book_again'))
      .split(MANAGE_URL)
      .join(html ? escapeHtml(link.url) : link.url)
  }
  return { ...message, text: fill(message.text, false), html: fill(message.html, true) }
}
