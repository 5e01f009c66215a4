/**
 * A minimal client for an HTTP e-mail API shaped like Resend's `POST /emails` (docs/product/inquiry.md, "Duplicate
 * submissions and e-mails"). The base URL is configurable so the local stack can capture what would have been sent.
 */
/** An attachment in Resend's format: base64 content (docs/decisions/161: the calls' .ics invitations). */
export interface EmailAttachment {
  filename: string
  content: string
  content_type: string
}

export interface EmailMessage {
  from: string
  to: string[]
  subject: string
  html: string
  text: string
  reply_to?: string
  attachments?: EmailAttachment[]
}

export interface EmailClientConfig {
  apiUrl: string
  apiKey: string
  /** Milliseconds before giving up on the API. */
  timeoutMs?: number
}

export class EmailError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'EmailError'
  }
}

/** `idempotencyKey` (Resend's `Idempotency-Key` header) keeps a retried send from delivering twice. */
export async function sendEmail(
  config: EmailClientConfig,
  message: EmailMessage,
  idempotencyKey?: string,
): Promise<{ id: string | null }> {
  const url = `${config.apiUrl.replace(/\/+$/, '')}/emails`
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.apiKey}`,
        'Content-Type': 'application/json',
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(config.timeoutMs ?? 8000),
    })
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'unknown'
    throw new EmailError(`e-mail API unreachable (${reason})`)
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new EmailError(`e-mail API answered ${response.status}`)
  }
  const data = (await response.json().catch(() => ({}))) as { id?: unknown }
  return { id: typeof data.id === 'string' ? data.id : null }
}
