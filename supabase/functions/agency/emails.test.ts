import { expect, test } from 'vitest'
import { agencyEmail } from './emails.ts'

/** The agency's e-mails in the trade's Italian and British English (docs/product/agency-handoff.md, "E-mails"). */

const BASE = { from: 'Radici <hello@radici.example>', to: 'zagara@radici.example' }
const URL = 'https://radici.example/agency/abc?x=1&y=<2>'

test('the hand-off in Italian: greeting, the link, the deadline in Rome time, do not forward, signature', () => {
  const mail = agencyEmail({
    ...BASE,
    kind: 'handoff',
    language: 'it',
    url: URL,
    deadlineAt: '2027-03-29T10:00:00.000Z',
    contactPerson: ' Giulia Rinaldi ',
  })
  expect(mail.subject).toBe('Radici: nuova richiesta di viaggio per la vostra agenzia')
  expect(mail.text).toBe(
    [
      'Gentile Giulia Rinaldi,',
      'una famiglia ha accettato l’itinerario di massima del suo viaggio in Italia e vorrebbe affidarne l’organizzazione alla vostra agenzia. Trovate la richiesta di viaggio completa a questo link:',
      URL,
      'Vi preghiamo di rispondere entro lunedì 29 marzo 2027 alle ore 12:00, ora italiana, accettando o rifiutando l’incarico dalla stessa pagina.',
      'Il link è personale e riservato alla vostra agenzia: vi chiediamo di non inoltrarlo. Per qualsiasi domanda potete rispondere a questa e-mail.',
      'Cordiali saluti,\nIl team di Radici\nRadici · Italian Heritage Journeys',
    ].join('\n\n') + '\n',
  )
  // Every value is escaped in the HTML; the signature keeps its lines.
  expect(mail.html).toContain('href="https://radici.example/agency/abc?x=1&amp;y=&lt;2&gt;"')
  expect(mail.html).not.toContain('<2>')
  expect(mail.html).toContain('<div lang="it"')
  expect(mail.html).toContain('Cordiali saluti,<br>Il team di Radici<br>')
})

test('the hand-off in English, British form; no contact person greets the agency', () => {
  const mail = agencyEmail({
    ...BASE,
    kind: 'handoff',
    language: 'en',
    url: URL,
    deadlineAt: '2027-10-31T10:00:00.000Z',
  })
  expect(mail.subject).toBe('Radici: a new travel request for your agency')
  expect(mail.text.startsWith('Dear colleagues,\n\nA family has accepted')).toBe(true)
  expect(mail.text).toContain(
    'Please reply by Sunday 31 October 2027 at 11:00, Italian time, accepting or declining the assignment on the same page.',
  )
  expect(mail.text).toContain('please do not forward it')
  expect(mail.text).toMatch(/Kind regards,\nThe Radici team\n/)
  expect(agencyEmail({ ...BASE, kind: 'handoff', language: 'it', url: URL }).text).toMatch(
    /^Spettabile agenzia,\n\n[\s\S]*entro 48 ore, accettando/,
  )
})

test('the reminder: the deadline when known, the link and the request not to forward it only with a link', () => {
  const withLink = agencyEmail({
    ...BASE,
    kind: 'reminder',
    language: 'it',
    url: URL,
    deadlineAt: '2027-05-10T09:00:00.000Z',
    contactPerson: 'Giulia Rinaldi',
  })
  expect(withLink.subject).toBe(
    'Radici: promemoria, la richiesta di viaggio attende la vostra risposta',
  )
  expect(withLink.text).toContain(
    'Vi preghiamo di rispondere entro lunedì 10 maggio 2027 alle ore 11:00, ora italiana.',
  )
  expect(withLink.text).toContain(`Trovate la richiesta a questo link:\n\n${URL}\n\n`)
  expect(withLink.text).toContain('vi chiediamo di non inoltrarlo')

  const bare = agencyEmail({ ...BASE, kind: 'reminder', language: 'it' })
  expect(bare.text).toContain('Mancano circa 24 ore alla scadenza.')
  expect(bare.text).not.toContain('link')
  expect(bare.html).not.toContain('<a ')
})

test('the withdrawal asks the agency to delete what it kept, in both languages', () => {
  const it = agencyEmail({ ...BASE, kind: 'withdrawn', language: 'it' })
  expect(it.subject).toBe('Radici: la richiesta di viaggio è stata ritirata')
  expect(it.text).toContain('Vi chiediamo di cancellare i dati della richiesta')
  const en = agencyEmail({ ...BASE, kind: 'withdrawn', language: 'en' })
  expect(en.subject).toBe('Radici: the travel request has been withdrawn')
  expect(en.text).toContain('Please delete any details of the request you may have kept.')
  expect(en.html).not.toContain('<a ')
})
