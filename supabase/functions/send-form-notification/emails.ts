import type { EmailMessage } from '../_shared/email-client.ts'
import { escapeHtml } from '../_shared/html.ts'
import { clip } from '../_shared/text.ts'
import type { CheckValue } from '../_shared/database-values.ts'
import { AGENCY_NAMES, ITINERARY_NAMES, longTravelDate } from '../_shared/content-names.ts'
import type { SubmissionRow } from './map-to-submission.ts'
import { readStoredTowns } from './schema.ts'

/** Every value the database allows has its label: a value a migration adds without one fails the type check. */
const DURATION_LABELS: Record<CheckValue<'form_submissions', 'trip_duration'>, string> = {
  "I don't know yet": "I don't know yet",
  '10-days': 'About 10 days',
  '2-weeks': 'Two weeks',
  '3-weeks': 'Three weeks',
  more: 'More than three weeks',
}

const GENEALOGY_LABELS: Record<CheckValue<'form_submissions', 'genealogy_help'>, string> = {
  'full-family-tree': 'A full family tree, as far back as the records go',
  'recent-ancestors': 'My recent ancestors (parents, grandparents, great-grandparents)',
  'need-guidance': 'I need guidance',
  'no-research': 'No research: I only want to travel',
}

/**
 * A value for a header (subject, a name, an address): CR, LF and every other control character become a space,
 * so no value can end a header line and start another (header injection). Runs of spaces collapse.
 */
export function headerText(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
}

export interface InquiryEmailContext {
  id: string
  row: SubmissionRow
  firstName: string
  from: string
  team: string
  /** The inquiry's page in the admin console (from SITE_URL), when the function knows the site's origin. */
  inquiryUrl?: string
  /** The family's private journey page (`/journey/{token}`), on the first send only: the token is not stored. */
  journeyUrl?: string
  /** Where the family asks for a fresh link (`/journey`): what a retried confirmation offers instead. */
  journeyRequestUrl?: string
  /** The family's call booking (`/book/{token}`, the same private link; docs/decisions/160), first send only. */
  bookingUrl?: string
}

function rows(row: SubmissionRow): Array<[string, string]> {
  const towns = readStoredTowns(row.towns).map(
    (town) => `${town.comune} (${town.province}, ${town.region})`,
  )
  return [
    ['Name', row.name],
    ['Email', row.email],
    ['Phone', row.phone ?? 'Not given'],
    ['Regions', row.regions ?? 'Not sure yet'],
    ...(towns.length > 0 ? [['Towns', towns.join('; ')] as [string, string]] : []),
    ['Travel dates', longTravelDate(row.travel_dates)],
    ['Trip duration', DURATION_LABELS[row.trip_duration]],
    ['Genealogy', GENEALOGY_LABELS[row.genealogy_help]],
    ['Preferred contact', row.preferred_contact === 'email' ? 'Email' : 'Email or phone'],
    ['Newsletter', row.newsletter_consent ? 'Yes' : 'No'],
    // Names, as the team knows them (issue 27), not ids.
    ['Agency', row.agency_id ? (AGENCY_NAMES[row.agency_id] ?? row.agency_id) : '-'],
    ['Itinerary', row.itinerary_id ? (ITINERARY_NAMES[row.itinerary_id] ?? row.itinerary_id) : '-'],
  ]
}

function table(entries: Array<[string, string]>): string {
  const body = entries
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#6b5b4e">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  return `<table role="presentation" style="border-collapse:collapse;font:14px/1.5 sans-serif">${body}</table>`
}

/** The team's notification: every answer, escaped. Reply-To is the lead, so the team can answer directly. */
export function teamNotification(context: InquiryEmailContext): EmailMessage {
  const entries = rows(context.row)
  return {
    from: headerText(context.from),
    to: [headerText(context.team)],
    reply_to: headerText(context.row.email),
    subject: clip(headerText(`New heritage journey inquiry from ${context.row.name}`), 200),
    html: `<h1 style="font:600 20px serif">New heritage journey inquiry</h1>${table(entries)}${
      context.inquiryUrl
        ? `<p style="font:14px sans-serif"><a href="${escapeHtml(context.inquiryUrl)}">Open this inquiry in the admin console</a></p>`
        : ''
    }<p style="font:12px sans-serif;color:#6b5b4e">Inquiry ${escapeHtml(context.id)}</p>`,
    text: `New heritage journey inquiry\n\n${entries.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${
      context.inquiryUrl ? `Open it in the admin console: ${context.inquiryUrl}\n\n` : ''
    }Inquiry ${context.id}\n`,
  }
}

/** The lead's confirmation: what they asked for and what happens next. */
export function leadConfirmation(context: InquiryEmailContext): EmailMessage {
  const first = context.firstName
  const entries = rows(context.row).filter(([label]) =>
    ['Regions', 'Travel dates', 'Trip duration', 'Genealogy'].includes(label),
  )
  const next =
    'Our team will reply by email within 24 hours to schedule your first consultation call. If you do not see our message, please check your spam folder.'
  const journey = journeyParagraph(context)
  // The family may book the call itself right away (docs/decisions/160): first send only, like the journey link.
  const booking = context.bookingUrl
    ? {
        text: 'Or book your first video call yourself, at a time that suits you: ',
        url: context.bookingUrl,
      }
    : undefined
  return {
    from: headerText(context.from),
    to: [headerText(context.row.email)],
    reply_to: headerText(context.team),
    subject: 'We received your Italian heritage journey request',
    html: `<p style="font:15px/1.6 sans-serif">Dear ${escapeHtml(first)},</p><p style="font:15px/1.6 sans-serif">Thank you for sharing your story with Radici. ${escapeHtml(next)}</p>${booking ? `<p style="font:15px/1.6 sans-serif">${escapeHtml(booking.text)}<a href="${escapeHtml(booking.url)}">${escapeHtml(booking.url)}</a></p>` : ''}${journey ? `<p style="font:15px/1.6 sans-serif">${escapeHtml(journey.before)}<a href="${escapeHtml(journey.url)}">${escapeHtml(journey.url)}</a>${escapeHtml(journey.after)}</p>` : ''}${table(entries)}<p style="font:15px/1.6 sans-serif">A presto,<br>The Radici team</p>`,
    text: `Dear ${first},\n\nThank you for sharing your story with Radici. ${next}\n\n${booking ? `${booking.text}${booking.url}\n\n` : ''}${journey ? `${journey.before}${journey.url}${journey.after}\n\n` : ''}${entries.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nA presto,\nThe Radici team\n`,
  }
}

/**
 * The paragraph about the family's private journey page: its link on the first send; on a retried send (the
 * token is not stored, docs/decisions/150) the page where the family asks for a fresh link.
 */
function journeyParagraph(
  context: InquiryEmailContext,
): { before: string; url: string; after: string } | undefined {
  if (context.journeyUrl)
    return {
      before:
        'Your private journey page is ready: tell us about your ancestors and share your family documents there, whenever you like: ',
      url: context.journeyUrl,
      after:
        ' This link is yours alone: anyone who has it can see and change your story, so please do not forward it.',
    }
  if (context.journeyRequestUrl)
    return {
      before:
        'You can tell us about your ancestors and share your family documents on your private journey page. Ask for its link here: ',
      url: context.journeyRequestUrl,
      after: '',
    }
  return undefined
}
