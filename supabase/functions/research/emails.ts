import type { EmailMessage } from '../_shared/email-client.ts'
import { escapeHtml } from '../_shared/html.ts'
import type { Env } from '../_shared/request.ts'
import { COMPANY, familyMessage, journeyLink, plain } from '../_shared/research-emails.ts'

/**
 * The research's e-mails (docs/product/research.md, "E-mails"): to the researcher in their language (Italian or
 * English: a greeting by name, what the research is, the link with a request not to forward it, a signature), and
 * to the family in English when a version is published, with the one-tap link to its page (ADR 253).
 */
type Language = 'it' | 'en'
type Kind = 'assigned' | 'returned' | 'withdrawn'

const LINK: unique symbol = Symbol('link')
type Paragraph = string | typeof LINK

interface Details {
  familyName: string
  dueDay?: string
  comment?: string
}

const SIGNATURE: Record<Language, string> = {
  it: `Cordiali saluti,\nIl team di Radici\n${COMPANY}`,
  en: `Kind regards,\nThe Radici team\n${COMPANY}`,
}

const CONFIDENTIAL: Record<Language, string> = {
  it: 'Il link è personale e riservato: vi chiediamo di non inoltrarlo. Per qualsiasi domanda potete rispondere a questa e-mail.',
  en: 'The link is personal and confidential: please do not forward it. If you have any questions, reply to this e-mail.',
}

const LETTERS: Record<
  Kind,
  Record<Language, { subject: (d: Details) => string; lines: (d: Details) => Paragraph[] }>
> = {
  assigned: {
    it: {
      subject: (d) => `Radici: nuova ricerca genealogica (famiglia ${d.familyName})`,
      lines: (d) => [
        `vi affidiamo la ricerca genealogica della famiglia ${d.familyName}. Alla pagina della ricerca trovate le domande, gli antenati e i documenti che la famiglia ci ha dato; lì registrate ogni ricerca, anche quelle senza esito, e gli atti trovati, e ci inviate la relazione.`,
        ...(d.dueDay ? [`I primi risultati sono attesi entro il ${d.dueDay}.`] : []),
        LINK,
        CONFIDENTIAL.it,
      ],
    },
    en: {
      subject: (d) => `Radici: new genealogical research (the ${d.familyName} family)`,
      lines: (d) => [
        `We are assigning you the genealogical research of the ${d.familyName} family. On the research page you will find the questions, the ancestors and the documents the family gave us; there you log every search, including those that found nothing, and the records found, and send us the report.`,
        ...(d.dueDay ? [`The first results are due by ${d.dueDay}.`] : []),
        LINK,
        CONFIDENTIAL.en,
      ],
    },
  },
  returned: {
    it: {
      subject: (d) => `Radici: la relazione sulla famiglia ${d.familyName} torna a voi`,
      lines: (d) => [
        'abbiamo letto la relazione e vi chiediamo di rivederla. Il nostro commento:',
        d.comment ?? '',
        'Potete modificarla e inviarcela di nuovo dalla stessa pagina:',
        LINK,
        CONFIDENTIAL.it,
      ],
    },
    en: {
      subject: (d) => `Radici: the report on the ${d.familyName} family comes back to you`,
      lines: (d) => [
        'We have read the report and ask you to revise it. Our comment:',
        d.comment ?? '',
        'You can change it and send it again from the same page:',
        LINK,
        CONFIDENTIAL.en,
      ],
    },
  },
  withdrawn: {
    it: {
      subject: (d) => `Radici: la ricerca sulla famiglia ${d.familyName} è stata ritirata`,
      lines: () => [
        'la ricerca che vi avevamo affidato è stata assegnata ad altri: il link non è più attivo. Vi chiediamo di cancellare i dati della famiglia che aveste eventualmente conservato. Vi ringraziamo per il lavoro.',
      ],
    },
    en: {
      subject: (d) => `Radici: the research on the ${d.familyName} family has been withdrawn`,
      lines: () => [
        'The research we assigned you has been given to someone else: the link no longer works. Please delete any of the family’s details you may have kept. Thank you for your work.',
      ],
    },
  },
}

const GREETING: Record<Language, (name: string) => string> = {
  it: (name) => `Gentile ${name},`,
  en: (name) => `Dear ${name},`,
}

const PARAGRAPH = 'font:15px/1.6 sans-serif;margin:0 0 14px'

/** 'lunedì 4 gennaio 2027' / 'Monday, January 4, 2027': the due day in Rome. */
export function dueDay(at: string, language: Language): string {
  return new Date(at).toLocaleDateString(language === 'it' ? 'it-IT' : 'en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Europe/Rome',
  })
}

export function researcherEmail(input: {
  kind: Kind
  language: Language
  from: string
  to: string
  researcherName: string
  familyName: string
  /** The researcher's private link; without one (no SITE_URL) its paragraph is left out. */
  url?: string
  dueAt?: string
  comment?: string
}): EmailMessage {
  const { language, url } = input
  const letter = LETTERS[input.kind][language]
  const details: Details = {
    familyName: input.familyName,
    ...(input.dueAt ? { dueDay: dueDay(input.dueAt, language) } : {}),
    ...(input.comment ? { comment: input.comment } : {}),
  }
  const paragraphs = [GREETING[language](input.researcherName), ...letter.lines(details)]
    .concat(SIGNATURE[language])
    .flatMap((line) =>
      line === LINK
        ? url
          ? [
              {
                text: url,
                html: `<a href="${escapeHtml(url)}" style="word-break:break-all">${escapeHtml(url)}</a>`,
              },
            ]
          : []
        : [{ text: line, html: escapeHtml(line).replaceAll('\n', '<br>') }],
    )
  return {
    from: input.from,
    to: [input.to],
    subject: letter.subject(details),
    html: `<div lang="${language}" style="max-width:560px;color:#2b2118">${paragraphs
      .map((line) => `<p style="${PARAGRAPH}">${line.html}</p>`)
      .join('')}</div>`,
    text: `${paragraphs.map((line) => line.text).join('\n\n')}\n`,
  }
}

/** The family's e-mail when a version is published (the link's slot filled when sent: withJourneyLink). */
export function publishedEmail(
  env: Env,
  input: { to: string; firstName: string; researcherName: string; version: number },
): EmailMessage {
  const first = input.version === 1
  return familyMessage(
    env,
    input.to,
    first ? 'Your research results are ready' : 'Your research results have been corrected',
    [
      plain(`Dear ${input.firstName || 'friend'},`),
      plain(
        first
          ? `${input.researcherName} has finished your family’s research, and the results are on your journey page: every record found, with its transcription and translation, and every search, including those that found nothing and why.`
          : `Your research results have a new version (version ${input.version}), which says what changed. It is on your journey page.`,
      ),
      journeyLink(),
    ],
  )
}
