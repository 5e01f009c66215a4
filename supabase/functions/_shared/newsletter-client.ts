/**
 * Subscribes an address at the e-mail-marketing provider's hosted form: the same form, fields and consent as the
 * footer's signup (src/features/newsletter/components/newsletter-form.tsx, docs/decisions/043): a classic form post of
 * `EMAIL` and `LEGAL_AGREEMENT=true`. Any 2xx (after redirects) counts as received; anything else throws.
 */
export class NewsletterError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'NewsletterError'
  }
}

export async function subscribeToNewsletter(
  formUrl: string,
  email: string,
  timeoutMs = 8000,
): Promise<void> {
  let response: Response
  try {
    response = await fetch(formUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ EMAIL: email, LEGAL_AGREEMENT: 'true' }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'unknown'
    throw new NewsletterError(`newsletter provider unreachable (${reason})`)
  }
  await response.body?.cancel()
  if (!response.ok) throw new NewsletterError(`newsletter provider answered ${response.status}`)
}
