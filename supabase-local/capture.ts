import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { escapeHtml, header, html, json, page, parseJson, type Reply } from './http.ts'

/**
 * Stand-ins for the two third parties: an e-mail API shaped like Resend's `POST /emails`, and the newsletter
 * provider's hosted form. Both record what they receive so tests and newcomers can see it.
 */

export interface CapturedEmail {
  id: string
  from: string
  to: string[]
  cc: string[]
  bcc: string[]
  reply_to: string[]
  subject: string
  html: string | null
  text: string | null
  headers: Record<string, string>
  tags: unknown[]
  idempotency_key: string | null
  /** Resend's attachments: file name, content type and base64 content (the calls' .ics invitations). */
  attachments: CapturedAttachment[]
  created_at: string
}

export interface CapturedAttachment {
  filename: string
  content_type: string
  content: string
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** Resend's attachment list, or a message naming what is wrong with it. */
function readAttachments(value: unknown): CapturedAttachment[] | string {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) return 'Invalid `attachments` field: an array.'
  const out: CapturedAttachment[] = []
  for (const item of value) {
    const entry = item && typeof item === 'object' ? (item as Record<string, unknown>) : {}
    if (typeof entry.filename !== 'string' || entry.filename === '')
      return 'Invalid `attachments` field: each needs a filename.'
    if (typeof entry.content !== 'string' || !BASE64.test(entry.content))
      return 'Invalid `attachments` field: content must be base64.'
    const type = entry.content_type ?? entry.contentType
    out.push({
      filename: entry.filename,
      content: entry.content,
      content_type: typeof type === 'string' ? type : 'application/octet-stream',
    })
  }
  return out
}

export interface NewsletterSubscription {
  email: string
  legal_agreement: string | null
  origin: string | null
  received_at: string
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/

function addresses(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return []
  const list = Array.isArray(value) ? value : [value]
  return list.every((item) => typeof item === 'string') ? (list as string[]) : undefined
}

function plainAddress(value: string): string {
  return /<([^>]+)>\s*$/.exec(value)?.[1]?.trim() ?? value.trim()
}

export class Capture {
  emails: CapturedEmail[] = []
  subscriptions: NewsletterSubscription[] = []
  /** When set, POST /mail/emails answers with this status (tests simulate an e-mail provider outage). */
  outageStatus: number | undefined
  /** When set, POST /newsletter/subscribe answers with this status (the newsletter provider is down). */
  newsletterOutageStatus: number | undefined

  constructor(private readonly apiKey: () => string) {}

  reset(): void {
    this.emails = []
    this.subscriptions = []
    this.outageStatus = undefined
    this.newsletterOutageStatus = undefined
  }

  sendEmail(request: IncomingMessage, raw: Buffer): Reply {
    const authorization = header(request, 'authorization') ?? ''
    if (!authorization) {
      return json(401, {
        statusCode: 401,
        name: 'missing_api_key',
        message: 'Missing API key in the authorization header.',
      })
    }
    if (authorization !== `Bearer ${this.apiKey()}`) {
      return json(403, { statusCode: 403, name: 'invalid_api_key', message: 'API key is invalid' })
    }
    if (this.outageStatus) {
      return json(this.outageStatus, {
        statusCode: this.outageStatus,
        name: 'application_error',
        message: 'The local e-mail stand-in is simulating an outage.',
      })
    }
    const parsed = parseJson(raw)
    const body =
      parsed.ok && parsed.value && typeof parsed.value === 'object'
        ? (parsed.value as Record<string, unknown>)
        : undefined
    const invalid = (message: string) =>
      json(422, { statusCode: 422, name: 'validation_error', message })
    if (!body) return invalid('The request body is not valid JSON.')
    const to = addresses(body.to)
    const cc = addresses(body.cc)
    const bcc = addresses(body.bcc)
    const replyTo = addresses(body.reply_to ?? body.replyTo)
    if (typeof body.from !== 'string' || !EMAIL.test(plainAddress(body.from)))
      return invalid('Invalid `from` field.')
    if (!to || to.length === 0) return invalid('Missing `to` field.')
    if (!cc || !bcc || !replyTo) return invalid('Invalid recipient list.')
    for (const address of [...to, ...cc, ...bcc, ...replyTo]) {
      if (!EMAIL.test(plainAddress(address))) return invalid(`Invalid email address: ${address}`)
    }
    if (to.length > 50) return invalid('Too many recipients: at most 50.')
    if (typeof body.subject !== 'string' || body.subject === '')
      return invalid('Missing `subject` field.')
    if (typeof body.html !== 'string' && typeof body.text !== 'string')
      return invalid('Missing `html` or `text` field.')
    const attachments = readAttachments(body.attachments)
    if (typeof attachments === 'string') return invalid(attachments)
    const idempotencyKey = header(request, 'idempotency-key') ?? null
    if (idempotencyKey) {
      const previous = this.emails.find((email) => email.idempotency_key === idempotencyKey)
      if (previous) return json(200, { id: previous.id })
    }
    const email: CapturedEmail = {
      id: randomUUID(),
      from: body.from,
      to,
      cc,
      bcc,
      reply_to: replyTo,
      subject: body.subject,
      html: typeof body.html === 'string' ? body.html : null,
      text: typeof body.text === 'string' ? body.text : null,
      headers:
        body.headers && typeof body.headers === 'object'
          ? (body.headers as Record<string, string>)
          : {},
      tags: Array.isArray(body.tags) ? body.tags : [],
      idempotency_key: idempotencyKey,
      attachments,
      created_at: new Date().toISOString(),
    }
    this.emails.push(email)
    return json(200, { id: email.id })
  }

  listEmails(): Reply {
    return json(200, { object: 'list', has_more: false, data: [...this.emails].reverse() })
  }

  emailsPage(): Reply {
    const rows = [...this.emails]
      .reverse()
      .map(
        (email) => `<tr><td>${escapeHtml(email.created_at)}</td><td>${escapeHtml(email.from)}</td>
<td>${escapeHtml(email.to.join(', '))}</td><td>${escapeHtml(email.subject)}</td>
<td><pre>${escapeHtml(email.text || '(no text part)')}</pre>${
          // The HTML part is shown as source: no frames, so the page stays light however many e-mails pile up.
          email.html
            ? `<details><summary>HTML part</summary><pre>${escapeHtml(email.html)}</pre></details>`
            : ''
        }${email.attachments
          .map(
            (attachment) =>
              `<details><summary>Attachment ${escapeHtml(attachment.filename)} (${escapeHtml(attachment.content_type)})</summary><pre>${escapeHtml(Buffer.from(attachment.content, 'base64').toString('utf8'))}</pre></details>`,
          )
          .join('')}</td></tr>`,
      )
      .join('\n')
    return html(
      200,
      page(
        'Captured e-mails',
        `<h1>E-mails the local stack would have sent</h1>
<p>${this.emails.length} captured since the stand-in started. JSON: <a href="/mail/emails">/mail/emails</a>.</p>
<table><thead><tr><th scope="col">Sent</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Body</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">Nothing sent yet.</td></tr>'}</tbody></table>`,
      ),
    )
  }

  subscribe(request: IncomingMessage, raw: Buffer): Reply {
    if (this.newsletterOutageStatus) {
      const status = this.newsletterOutageStatus
      return html(
        status,
        page('Unavailable', '<h1>The newsletter stand-in is simulating an outage.</h1>'),
      )
    }
    const type = header(request, 'content-type') ?? ''
    let fields: URLSearchParams
    if (type.includes('application/x-www-form-urlencoded') || type === '') {
      fields = new URLSearchParams(raw.toString('utf8'))
    } else if (type.includes('application/json')) {
      const parsed = parseJson(raw)
      const value =
        parsed.ok && parsed.value && typeof parsed.value === 'object' ? parsed.value : {}
      fields = new URLSearchParams(Object.entries(value).map(([key, item]) => [key, String(item)]))
    } else {
      return html(
        415,
        page(
          'Unsupported form',
          '<h1>Unsupported form encoding</h1><p>Send the form URL-encoded.</p>',
        ),
      )
    }
    const email = (fields.get('EMAIL') ?? '').trim()
    const legal = fields.get('LEGAL_AGREEMENT')
    if (!EMAIL.test(email) || !legal) {
      return html(
        400,
        page(
          'Subscription failed',
          '<h1>Subscription failed</h1><p>An e-mail address and the agreement are required.</p>',
        ),
      )
    }
    this.subscriptions.push({
      email,
      legal_agreement: legal,
      origin: header(request, 'origin') ?? null,
      received_at: new Date().toISOString(),
    })
    return html(
      200,
      page(
        'Thank you for subscribing',
        `<h1>Thank you for subscribing</h1><p>A confirmation e-mail would now be sent to ${escapeHtml(email)}.</p>`,
      ),
    )
  }

  listSubscriptions(): Reply {
    return json(200, { data: [...this.subscriptions].reverse() })
  }

  subscriptionsPage(): Reply {
    const rows = [...this.subscriptions]
      .reverse()
      .map(
        (entry) =>
          `<tr><td>${escapeHtml(entry.received_at)}</td><td>${escapeHtml(entry.email)}</td><td>${escapeHtml(entry.legal_agreement)}</td><td>${escapeHtml(entry.origin)}</td></tr>`,
      )
      .join('\n')
    return html(
      200,
      page(
        'Newsletter sign-ups',
        `<h1>Newsletter form posts</h1>
<p>${this.subscriptions.length} received. JSON: <a href="/newsletter/subscriptions">/newsletter/subscriptions</a>.</p>
<table><thead><tr><th scope="col">Received</th><th scope="col">EMAIL</th><th scope="col">LEGAL_AGREEMENT</th><th scope="col">Origin</th></tr></thead>
<tbody>${rows || '<tr><td colspan="4">No sign-ups yet.</td></tr>'}</tbody></table>`,
      ),
    )
  }
}
