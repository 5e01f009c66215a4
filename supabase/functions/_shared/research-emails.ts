import type { EmailMessage } from './email-client.ts'
import { escapeHtml } from './html.ts'
import { addPrivateLink, privateLinkRequestUrl, privateLinkUrl } from './private-link.ts'
import type { Db, Env } from './research-payments.ts'

/**
 * The research fee's records in the family's hands (issue 50 item 5; docs/product/payments.md, "The receipt" and
 * "Refund e-mails"; docs/decisions/253-records-in-the-familys-hands.md): what the Checkout session says the fee
 * buys, the receipt and the refund e-mails, and the one-tap link to the family's page they carry.
 *
 * The link is never stored: a message kept for a retry holds JOURNEY_LINK_SLOT, and the link is made when the
 * message is sent (withJourneyLink): a next link beside the live one (ADR 193), so the family's bookmarked page keeps
 * working until the new link is first used. No link ever goes to Stripe (ADR 238).
 */

/** The company as the site names it (src/content/site-config.ts: name and tagline; no address is published). */
export const COMPANY = 'Radici · Italian Heritage Journeys'

/** Where the one-tap link goes in a kept message, until it is sent. */
export const JOURNEY_LINK_SLOT = '{{journey_link}}'

/** '$1,250.00' / '€1,250.00' from integer minor units, as the family reads it (en-US, the site's language). */
export function formatAmount(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100)
}

/** 'November 26, 2026': the day in Rome, as the console shows it. */
export function romeDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Europe/Rome',
  })
}

/** The family and the accepted version's research, read for the Checkout item and the receipt. */
export interface ResearchDetails {
  inquiryId: string
  familyName: string
  firstName: string
  email: string
  version: number
  lines: number
  weeks: number | null
  refundTerms: string
}

export async function researchDetails(db: Db, versionId: string): Promise<ResearchDetails> {
  const { data, error } = await db
    .from('plan_versions')
    .select('version, content, submission_id')
    .eq('id', versionId)
    .single()
  if (error) throw new Error(`plan_versions read failed: ${error.message}`)
  const { data: family, error: familyError } = await db
    .from('form_submissions')
    .select('name, first_name, email')
    .eq('id', data.submission_id)
    .single()
  if (familyError) throw new Error(`form_submissions read failed: ${familyError.message}`)
  const content = (data.content ?? {}) as {
    research?: { lines?: unknown[]; weeks?: number }
    terms?: { cancellation?: string }
  }
  return {
    inquiryId: data.submission_id,
    familyName: family.name,
    firstName: family.first_name ?? family.name.split(' ')[0] ?? family.name,
    email: family.email,
    version: data.version,
    lines: content.research?.lines?.length ?? 0,
    weeks: typeof content.research?.weeks === 'number' ? content.research.weeks : null,
    refundTerms: content.terms?.cancellation?.trim() ?? '',
  }
}

/** What the fee buys: the Checkout line item's name and description, and the receipt's item. */
export function researchItem(details: ResearchDetails): { name: string; description: string } {
  const lines =
    details.lines === 1
      ? 'one research line'
      : details.lines > 1
        ? `${details.lines} research lines`
        : ''
  const weeks = details.weeks ? `over ${details.weeks} week${details.weeks === 1 ? '' : 's'}` : ''
  const scope = [lines, weeks].filter(Boolean).join(' ')
  return {
    name: `Genealogical research (version ${details.version} of your plan)`,
    description: `The research fee of the plan ${details.familyName} accepted (version ${details.version})${scope ? `: ${scope}` : ''}. The research starts once it is paid.`,
  }
}

/** 'Visa ending in 4242' / 'SEPA Direct Debit, account ending in 3000', from Stripe's charge; null if unknown. */
export function paidWith(charge: unknown): string | null {
  const details = (charge as { payment_method_details?: Record<string, unknown> } | null)
    ?.payment_method_details
  const card = details?.card as { brand?: string; last4?: string } | undefined
  if (card?.last4) {
    const brand = card.brand
      ? card.brand === 'amex'
        ? 'American Express'
        : card.brand.charAt(0).toUpperCase() + card.brand.slice(1)
      : 'Card'
    return `${brand} ending in ${card.last4}`
  }
  const debit = details?.sepa_debit as { last4?: string } | undefined
  if (debit?.last4) return `SEPA Direct Debit, account ending in ${debit.last4}`
  return null
}

/** One paragraph of plain text (lines kept) as HTML; the slot becomes a link when it is filled. */
function paragraph(text: string, style = 'font:15px/1.6 sans-serif;margin:0 0 14px'): string {
  return `<p style="${style}">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`
}

const LINK_TEXT = 'Open your journey page'

function linkHtml(): string {
  return `<p style="font:15px/1.6 sans-serif;margin:0 0 14px"><a href="${JOURNEY_LINK_SLOT}" style="display:inline-block;padding:10px 18px;background:#7a3b1d;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${LINK_TEXT}</a></p>`
}

function footer(env: Env): { text: string; html: string } {
  const site = privateLinkRequestUrl(env.SITE_URL)?.replace(/\/journey$/, '') ?? ''
  const text = `${COMPANY}${site ? `\n${site}` : ''}\nQuestions? Reply to this e-mail.`
  return {
    text,
    html: paragraph(text, 'font:13px/1.6 sans-serif;color:#6b5b4e;margin:18px 0 0'),
  }
}

/** An e-mail to the family in the records' layout: its parts, then the company's footer. */
export function familyMessage(
  env: Env,
  to: string,
  subject: string,
  parts: { text: string; html: string }[],
): EmailMessage {
  const end = footer(env)
  return {
    from: env.MAIL_FROM ?? 'Radici <hello@radici.example>',
    to: [to],
    ...(env.TEAM_NOTIFICATION_EMAIL ? { reply_to: env.TEAM_NOTIFICATION_EMAIL } : {}),
    subject,
    text: [...parts.map((part) => part.text), end.text].join('\n\n') + '\n',
    html: `<div style="max-width:560px;color:#2b2118">${parts.map((part) => part.html).join('')}${end.html}</div>`,
  }
}

export const plain = (text: string) => ({ text, html: paragraph(text) })
/** The one-tap link's part (its slot filled when sent: withJourneyLink). */
export const journeyLink = () => ({
  text: `Your journey page, in one tap:\n${JOURNEY_LINK_SLOT}`,
  html: linkHtml(),
})

export interface Receipt {
  to: string
  firstName: string
  number: string
  amountMinor: number
  currency: string
  paidAt: string
  paidWith: string | null
  item: { name: string; description: string }
  refundTerms: string
}

/** The receipt (docs/product/payments.md, "The receipt"). */
export function receiptMessage(env: Env, receipt: Receipt): EmailMessage {
  const amount = formatAmount(receipt.amountMinor, receipt.currency)
  const facts = [
    `Receipt number: ${receipt.number}`,
    `Paid on: ${romeDay(receipt.paidAt)} (Rome time)`,
    ...(receipt.paidWith ? [`Paid with: ${receipt.paidWith}`] : []),
  ]
  const item = `${receipt.item.name}: ${amount}\n${receipt.item.description}`
  const total = `Total paid: ${amount} (${receipt.currency.toUpperCase()})`
  const refunds = receipt.refundTerms
    ? `Refunds, as your accepted plan states them: ${receipt.refundTerms}`
    : 'Refunds: as the terms of your accepted plan state them, on your journey page.'
  const itemsHtml = `<table role="presentation" style="border-collapse:collapse;width:100%;font:15px/1.6 sans-serif;margin:0 0 14px"><tr><td style="padding:8px 0;border-top:1px solid #d9cfc4;border-bottom:1px solid #d9cfc4"><strong>${escapeHtml(receipt.item.name)}</strong><br><span style="color:#6b5b4e">${escapeHtml(receipt.item.description)}</span></td><td style="padding:8px 0 8px 12px;border-top:1px solid #d9cfc4;border-bottom:1px solid #d9cfc4;text-align:right;white-space:nowrap;vertical-align:top">${escapeHtml(amount)}</td></tr><tr><td style="padding:8px 0"><strong>Total paid</strong></td><td style="padding:8px 0 8px 12px;text-align:right;white-space:nowrap"><strong>${escapeHtml(amount)}</strong> ${escapeHtml(receipt.currency.toUpperCase())}</td></tr></table>`
  return familyMessage(
    env,
    receipt.to,
    `Your receipt ${receipt.number}: research fee of ${amount}`,
    [
      plain(`Dear ${receipt.firstName},`),
      plain(
        'Thank you: we received your research fee, and the research starts now. Keep this e-mail as your receipt.',
      ),
      plain(facts.join('\n')),
      { text: `${item}\n${total}`, html: itemsHtml },
      plain(refunds),
      journeyLink(),
    ],
  )
}

export interface RefundNotice {
  to: string
  firstName: string
  amountMinor: number
  currency: string
  refundedAt: string
  reason: string | null
  paidWith: string | null
  receiptNumber: string
}

/** The e-mail for each refund that succeeded (docs/product/payments.md, "Refund e-mails"). */
export function refundMessage(env: Env, refund: RefundNotice): EmailMessage {
  const amount = formatAmount(refund.amountMinor, refund.currency)
  const where = refund.paidWith ? `your ${refund.paidWith}` : 'the card or account you paid with'
  return familyMessage(env, refund.to, `Your refund of ${amount}`, [
    plain(`Dear ${refund.firstName},`),
    plain(
      `We refunded ${amount} of your research fee (receipt ${refund.receiptNumber}) on ${romeDay(refund.refundedAt)} (Rome time).`,
    ),
    ...(refund.reason ? [plain(`Why: ${refund.reason}`)] : []),
    plain(
      `The money goes back to ${where}. Banks usually show it within 5 to 10 business days; the exact day depends on your bank.`,
    ),
    journeyLink(),
  ])
}

/**
 * The message with its one-tap link: a next link for the family's page (ADR 193), or, when no link can be made
 * (no SITE_URL), the page where a link is asked for.
 */
export async function withJourneyLink(
  db: Db,
  env: Env,
  inquiryId: string,
  mail: EmailMessage,
): Promise<EmailMessage> {
  if (!mail.text.includes(JOURNEY_LINK_SLOT)) return mail
  let url = privateLinkRequestUrl(env.SITE_URL) ?? ''
  if (privateLinkUrl(env.SITE_URL, 'x')) {
    const { token } = await addPrivateLink(db, inquiryId)
    url = privateLinkUrl(env.SITE_URL, token) ?? url
  }
  return {
    ...mail,
    text: mail.text.split(JOURNEY_LINK_SLOT).join(url),
    html: mail.html.split(JOURNEY_LINK_SLOT).join(escapeHtml(url)),
  }
}
