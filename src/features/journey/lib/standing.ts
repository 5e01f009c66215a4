import { findAgency } from '@/content/agencies'
import { formatMinor } from '@/lib/money'
import type { PlanView } from '@/lib/contracts/plan'
import type { ResearchFeeStatus } from '@/lib/contracts/research-fee'
import type { SharingView } from '@/lib/contracts/journey-sharing'

/** One line of `Where things stand`: what it is about, what is true now, and the section below that says more. */
export interface StandingLine {
  label: 'Your plan' | 'Research fee' | 'Your agency in Italy' | 'What comes next'
  text: string
  /** An in-page anchor: `#your-plan`, `#research-fee`, `#your-agency`. */
  href?: string
}

/** What the page has loaded: the plan (always), the fee and the sharing view once a plan is accepted. */
export interface Standing {
  plan: PlanView
  fee: ResearchFeeStatus | null
  sharing: SharingView | null
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
const moment = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })

const refunded = (fee: ResearchFeeStatus | null, payment: ResearchFeeStatus['payment']) =>
  fee?.fee && payment && payment.refunded_minor > 0
    ? ` ${formatMinor(payment.refunded_minor, fee.fee.currency)} was refunded.`
    : ''

/** A hand-off still waiting whose deadline has passed, whether or not the deadline job has run (the lead card's rule). */
export function handoffOverdue(
  handoff: NonNullable<SharingView['handoff']>,
  now: number = Date.now(),
): boolean {
  return handoff.state === 'sent' && (handoff.overdue || Date.parse(handoff.deadlineAt) <= now)
}

/**
 * `Where things stand` at the top of the family's page (docs/product/journey.md, issue 50): one short line each,
 * read only from what the plan, research-fee and sharing endpoints answer, true at every stage.
 */
export function standingLines(
  { plan, fee, sharing }: Standing,
  now: number = Date.now(),
): StandingLine[] {
  const current = plan.current
  const lines: StandingLine[] = []
  const next = (text: string, href?: string) =>
    lines.push({ label: 'What comes next', text, ...(href ? { href } : {}) })

  if (!current) {
    lines.push({ label: 'Your plan', text: 'Not written yet.', href: '#your-plan' })
    next('After your consultation call, our team writes your plan on this page.')
    return lines
  }
  const v = current.version
  if (current.state === 'sent') {
    lines.push({
      label: 'Your plan',
      text: current.expired
        ? `Version ${v} has expired: its prices and dates may have changed.`
        : `Version ${v} is waiting for your answer${current.sentAt ? ` (sent ${day(current.sentAt)})` : ''}.`,
      href: '#your-plan',
    })
    next(
      current.expired
        ? 'Ask us for an updated plan, under your plan.'
        : 'Read your plan, then accept it, ask us about it, or decline it.',
      '#your-plan',
    )
    return lines
  }
  if (current.state !== 'accepted') {
    lines.push({ label: 'Your plan', text: `You declined version ${v}.`, href: '#your-plan' })
    next('Write to us under your plan if you would like another version.', '#your-plan')
    return lines
  }
  lines.push({
    label: 'Your plan',
    text: `Version ${v}, accepted${current.acceptedAt ? ` on ${day(current.acceptedAt)}` : ''}.`,
    href: '#your-plan',
  })

  const amount = fee?.fee ? formatMinor(fee.fee.amount_minor, fee.fee.currency) : null
  const payment = fee?.payment ?? null
  const paid = Boolean(payment?.paid_at)
  const processing = !paid && payment?.state === 'processing'
  if (amount)
    lines.push({
      label: 'Research fee',
      text: paid
        ? `${amount}, paid on ${day(payment?.paid_at ?? '')}.${refunded(fee, payment)}`
        : processing
          ? `${amount}, processing: your bank is confirming it.`
          : `${amount}, not paid yet.`,
      href: '#research-fee',
    })

  const agencyId = sharing?.handoff?.agencyId ?? sharing?.agency?.id ?? null
  const agency = agencyId ? (findAgency(agencyId)?.name ?? agencyId) : null
  const handoff = sharing?.handoff ?? null
  if (agency && handoff) {
    const text =
      handoff.state === 'accepted'
        ? `${agency} has your journey${handoff.reference ? `; their reference is ${handoff.reference}` : ''}.`
        : handoff.state === 'declined'
          ? `${agency} cannot take your journey.`
          : handoffOverdue(handoff, now)
            ? `${agency} has not answered in the 48 hours it had.`
            : `We have asked ${agency}; they answer by ${moment(handoff.deadlineAt)}.`
    lines.push({ label: 'Your agency in Italy', text, href: '#your-agency' })
  } else if (agency)
    lines.push({
      label: 'Your agency in Italy',
      text: `${agency}, once our team hands your journey over.`,
      href: '#your-agency',
    })

  if (amount && !paid && !processing)
    next(
      fee?.online
        ? `Pay the research fee of ${amount}.`
        : `We e-mail you how to pay the research fee of ${amount} within two working days.`,
      '#research-fee',
    )
  else if (processing)
    next('Nothing to do: this page shows the payment once your bank confirms it.')
  else if (!handoff)
    next(
      agency
        ? `Our team hands your journey to ${agency}. Before then, choose what else ${agency} may receive.`
        : 'Our team chooses your agency in Italy and hands your journey to it.',
      agency ? '#your-agency' : undefined,
    )
  else if (handoff.state === 'accepted')
    next(
      `${handoff.contactPerson ?? agency} now has your name, e-mail and phone, to organize your journey with you.`,
    )
  else if (handoff.state === 'declined')
    next('Our team chooses another agency for your journey; this page shows it.')
  else if (handoffOverdue(handoff, now))
    next(
      `Our team has been told and will hand your journey to another agency unless ${agency} answers first. You do not need to do anything.`,
    )
  else next(`${agency} answers by ${moment(handoff.deadlineAt)}; this page shows it.`)
  return lines
}
