import type { EmailMessage } from '../_shared/email-client.ts'
import { escapeHtml } from '../_shared/html.ts'

/** The agency's e-mails, in its language (docs/product/agency-handoff.md, "E-mails"). */
type Language = 'it' | 'en'
type Kind = 'handoff' | 'reminder' | 'withdrawn'

const TEXTS: Record<Kind, Record<Language, { subject: string; body: string }>> = {
  handoff: {
    it: {
      subject: 'Radici: un nuovo viaggio per voi',
      body: 'Una famiglia ha accettato il suo viaggio in Italia e vorrebbe affidarlo a voi. Aprite il link per leggere il programma e rispondete entro 48 ore.',
    },
    en: {
      subject: 'Radici: a new journey for you',
      body: 'A family has accepted its journey to Italy and would like you to organize it. Open the link to read the brief and answer within 48 hours.',
    },
  },
  reminder: {
    it: {
      subject: 'Radici: promemoria, il viaggio attende la vostra risposta',
      body: 'Vi ricordiamo che il viaggio attende ancora la vostra risposta. Mancano circa 24 ore alla scadenza.',
    },
    en: {
      subject: 'Radici: reminder, the journey is waiting for your answer',
      body: 'A reminder that the journey is still waiting for your answer. About 24 hours are left.',
    },
  },
  withdrawn: {
    it: {
      subject: 'Radici: il viaggio è stato ritirato',
      body: 'Il viaggio che vi avevamo inviato è stato affidato a un’altra agenzia. Il link non funziona più. Grazie.',
    },
    en: {
      subject: 'Radici: the journey has been withdrawn',
      body: 'The journey we sent you has gone to another agency. The link no longer works. Thank you.',
    },
  },
}

export function agencyEmail(input: {
  kind: Kind
  language: Language
  from: string
  to: string
  url?: string
}): EmailMessage {
  const { subject, body } = TEXTS[input.kind][input.language]
  const link = input.url
    ? `<p style="font:15px/1.6 sans-serif"><a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a></p>`
    : ''
  return {
    from: input.from,
    to: [input.to],
    subject,
    html: `<p style="font:15px/1.6 sans-serif">${escapeHtml(body)}</p>${link}<p style="font:15px/1.6 sans-serif">Radici</p>`,
    text: `${body}\n\n${input.url ? `${input.url}\n\n` : ''}Radici\n`,
  }
}

/**
 * The team's e-mail when an agency has not answered by the deadline (docs/product/agency-handoff.md, "Deadline"): the
 * family by name, the agency by its name, and the lead page's address when the function knows the site's origin.
 */
export function overdueEmail(input: {
  from: string
  to: string
  familyName: string
  agencyName: string
  leadUrl?: string
}): EmailMessage {
  const said = `${input.agencyName} has not answered within 48 hours about ${input.familyName}'s journey.`
  const next = input.leadUrl
    ? 'Hand it to another agency from the lead page:'
    : `Hand it to another agency from ${input.familyName}'s page in the admin console.`
  const link = input.leadUrl
    ? `<p style="font:15px/1.6 sans-serif"><a href="${escapeHtml(input.leadUrl)}">${escapeHtml(input.leadUrl)}</a></p>`
    : ''
  return {
    from: input.from,
    to: [input.to],
    subject: `Agency has not answered: ${input.familyName}`,
    html: `<p style="font:15px/1.6 sans-serif">${escapeHtml(said)}</p><p style="font:15px/1.6 sans-serif">${escapeHtml(next)}</p>${link}`,
    text: `${said}\n\n${next}${input.leadUrl ? `\n${input.leadUrl}` : ''}\n`,
  }
}
