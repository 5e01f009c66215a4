import type { EmailMessage } from '../_shared/email-client.ts'
import { formatDeadline } from '../_shared/agency-formats.ts'
import { escapeHtml } from '../_shared/html.ts'
import { COMPANY } from '../_shared/research-emails.ts'

/**
 * The agency's e-mails, in its language (docs/product/agency-handoff.md, "E-mails"; the words chosen:
 * docs/product/agency-italian.md): a greeting to the contact person, the deadline with its weekday and Italian time
 * (the page's own format, src/lib/agency-formats.ts), the link with a request not to forward it, and a signature.
 * Italian letters go on in lower case after the greeting's comma; English ones start a new sentence.
 */
type Language = 'it' | 'en'
type Kind = 'handoff' | 'reminder' | 'withdrawn'

interface Details {
  contactPerson?: string
  deadline?: string
  hasLink: boolean
}

/** Where the link goes among a letter's paragraphs. */
const LINK: unique symbol = Symbol('link')
type Paragraph = string | typeof LINK

interface Letter {
  subject: string
  lines: (details: Details) => Paragraph[]
}

const SIGNATURE: Record<Language, string> = {
  it: `Cordiali saluti,\nIl team di Radici\n${COMPANY}`,
  en: `Kind regards,\nThe Radici team\n${COMPANY}`,
}

const GREETING: Record<Language, (name?: string) => string> = {
  it: (name) => (name ? `Gentile ${name},` : 'Spettabile agenzia,'),
  en: (name) => (name ? `Dear ${name},` : 'Dear colleagues,'),
}

const CONFIDENTIAL: Record<Language, string> = {
  it: 'Il link è personale e riservato alla vostra agenzia: vi chiediamo di non inoltrarlo. Per qualsiasi domanda potete rispondere a questa e-mail.',
  en: 'The link is personal to your agency and confidential: please do not forward it. If you have any questions, reply to this e-mail.',
}

/** A sentence leading to the link, the link, and the request not to forward it. */
const withLink = (lead: string, language: Language): Paragraph[] => [
  lead,
  LINK,
  CONFIDENTIAL[language],
]

const LETTERS: Record<Kind, Record<Language, Letter>> = {
  handoff: {
    it: {
      subject: 'Radici: nuova richiesta di viaggio per la vostra agenzia',
      lines: ({ deadline }) => [
        'una famiglia ha accettato l’itinerario di massima del suo viaggio in Italia e vorrebbe affidarne l’organizzazione alla vostra agenzia. Trovate la richiesta di viaggio completa a questo link:',
        LINK,
        `Vi preghiamo di rispondere entro ${deadline ?? '48 ore'}, accettando o rifiutando l’incarico dalla stessa pagina.`,
        CONFIDENTIAL.it,
      ],
    },
    en: {
      subject: 'Radici: a new travel request for your agency',
      lines: ({ deadline }) => [
        'A family has accepted the outline itinerary of its journey to Italy and would like your agency to organize it. You will find the full travel request at this link:',
        LINK,
        `Please reply ${deadline ? `by ${deadline}` : 'within 48 hours'}, accepting or declining the assignment on the same page.`,
        CONFIDENTIAL.en,
      ],
    },
  },
  reminder: {
    it: {
      subject: 'Radici: promemoria, la richiesta di viaggio attende la vostra risposta',
      lines: ({ deadline, hasLink }) => [
        'vi ricordiamo che la richiesta di viaggio che vi abbiamo inviato attende ancora la vostra risposta.',
        deadline
          ? `Vi preghiamo di rispondere entro ${deadline}.`
          : 'Mancano circa 24 ore alla scadenza.',
        ...(hasLink ? withLink('Trovate la richiesta a questo link:', 'it') : []),
      ],
    },
    en: {
      subject: 'Radici: reminder, the travel request is waiting for your reply',
      lines: ({ deadline, hasLink }) => [
        'This is a reminder that the travel request we sent you is still waiting for your reply.',
        deadline ? `Please reply by ${deadline}.` : 'About 24 hours are left.',
        ...(hasLink ? withLink('You will find the request at this link:', 'en') : []),
      ],
    },
  },
  withdrawn: {
    it: {
      subject: 'Radici: la richiesta di viaggio è stata ritirata',
      lines: () => [
        'la richiesta di viaggio che vi avevamo inviato è stata affidata a un’altra agenzia: il link non è più attivo e non occorre alcuna risposta.',
        'Vi chiediamo di cancellare i dati della richiesta che aveste eventualmente conservato. Vi ringraziamo per la disponibilità.',
      ],
    },
    en: {
      subject: 'Radici: the travel request has been withdrawn',
      lines: () => [
        'The travel request we sent you has been assigned to another agency: the link no longer works and no reply is needed.',
        'Please delete any details of the request you may have kept. Thank you for your time.',
      ],
    },
  },
}

const PARAGRAPH = 'font:15px/1.6 sans-serif;margin:0 0 14px'

export function agencyEmail(input: {
  kind: Kind
  language: Language
  from: string
  to: string
  /** The agency's private link: only the hand-off and the reminder carry one. */
  url?: string
  /** The answer's deadline (ISO), said with its weekday and Italian time. */
  deadlineAt?: string
  /** The agency's contact person (agency_contacts.contact_person), greeted by name. */
  contactPerson?: string
}): EmailMessage {
  const { language, url } = input
  const letter = LETTERS[input.kind][language]
  const contactPerson = input.contactPerson?.trim()
  const body = letter.lines({
    ...(contactPerson ? { contactPerson } : {}),
    ...(input.deadlineAt ? { deadline: formatDeadline(input.deadlineAt, language) } : {}),
    hasLink: Boolean(url),
  })
  // Without a link the link's paragraph is left out, never printed empty.
  const paragraphs: { text: string; html: string }[] = [
    GREETING[language](contactPerson),
    ...body,
    SIGNATURE[language],
  ].flatMap((line) =>
    line === LINK
      ? url
        ? [
            {
              text: url,
              // A long link wraps on a phone instead of running off the screen.
              html: `<a href="${escapeHtml(url)}" style="word-break:break-all">${escapeHtml(url)}</a>`,
            },
          ]
        : []
      : [{ text: line, html: escapeHtml(line).replaceAll('\n', '<br>') }],
  )
  const html = paragraphs.map((line) => `<p style="${PARAGRAPH}">${line.html}</p>`).join('')
  const text = paragraphs.map((line) => line.text).join('\n\n')
  return {
    from: input.from,
    to: [input.to],
    subject: letter.subject,
    html: `<div lang="${language}" style="max-width:560px;color:#2b2118">${html}</div>`,
    text: `${text}\n`,
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
