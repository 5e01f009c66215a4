import type { EmailMessage } from '../_shared/email-client.ts'
import { escapeHtml } from '../_shared/html.ts'

/** The e-mail carrying a fresh private link ('Send me my link again', or the team's 'Re-send link'). */
export function linkEmail(input: {
  from: string
  to: string
  replyTo?: string
  firstName: string | null
  url: string
}): EmailMessage {
  const greeting = input.firstName ? `Dear ${input.firstName},` : 'Hello,'
  const body =
    'Here is the link to your private journey page, where you can tell us about your ancestors and share your family documents.'
  const note =
    'This link replaces any earlier one. It is yours alone: anyone who has it can see and change your story, so please do not forward it. If you did not ask for it, you can ignore this e-mail.'
  return {
    from: input.from,
    to: [input.to],
    ...(input.replyTo ? { reply_to: input.replyTo } : {}),
    subject: 'Your private Radici journey page',
    html: `<p style="font:15px/1.6 sans-serif">${escapeHtml(greeting)}</p><p style="font:15px/1.6 sans-serif">${escapeHtml(body)}</p><p style="font:15px/1.6 sans-serif"><a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a></p><p style="font:13px/1.6 sans-serif;color:#6b5b4e">${escapeHtml(note)}</p><p style="font:15px/1.6 sans-serif">A presto,<br>The Radici team</p>`,
    text: `${greeting}\n\n${body}\n\n${input.url}\n\n${note}\n\nA presto,\nThe Radici team\n`,
  }
}
