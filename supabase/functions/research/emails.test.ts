import { expect, test } from 'vitest'
import { publishedEmail, researcherEmail } from './emails.ts'

/** The research's e-mails (docs/product/research.md, "The researcher's link and page", "Review and publish"). */

const BASE = {
  from: 'Radici <hello@radici.example>',
  to: 'chiara@radici.example',
  researcherName: 'Chiara Esposito',
  familyName: 'De Luca',
}
const URL = 'https://radici.example/research/abc?x=1&y=<2>'

test('the assignment in Italian: greeting, what the research is, the due day, the link, do not forward', () => {
  const mail = researcherEmail({
    ...BASE,
    kind: 'assigned',
    language: 'it',
    url: URL,
    dueAt: '2027-01-04T10:00:00.000Z',
  })
  expect(mail.subject).toBe('Radici: nuova ricerca genealogica (famiglia De Luca)')
  const paragraphs = mail.text.trim().split('\n\n')
  expect(paragraphs[0]).toBe('Gentile Chiara Esposito,')
  expect(paragraphs[1]).toMatch(/^vi affidiamo la ricerca genealogica della famiglia De Luca\./)
  expect(paragraphs[2]).toBe('I primi risultati sono attesi entro il lunedì 4 gennaio 2027.')
  expect(paragraphs[3]).toBe(URL)
  expect(paragraphs[4]).toContain('vi chiediamo di non inoltrarlo')
  expect(paragraphs[5]).toBe(
    'Cordiali saluti,\nIl team di Radici\nRadici · Italian Heritage Journeys',
  )
  expect(mail.html).toContain('href="https://radici.example/research/abc?x=1&amp;y=&lt;2&gt;"')
  expect(mail.html).toContain('lang="it"')
})

test('in English; the comment of a report sent back is escaped; no link, no empty paragraph', () => {
  const returned = researcherEmail({
    ...BASE,
    kind: 'returned',
    language: 'en',
    url: URL,
    comment: 'Add the <margin> note.',
  })
  expect(returned.subject).toBe('Radici: the report on the De Luca family comes back to you')
  expect(returned.text).toMatch(/^Dear Chiara Esposito,\n\n/)
  expect(returned.text).toContain('\n\nAdd the <margin> note.\n\n')
  expect(returned.html).toContain('Add the &lt;margin&gt; note.')
  expect(returned.text).toContain('please do not forward it')
  const withdrawn = researcherEmail({ ...BASE, kind: 'withdrawn', language: 'en' })
  expect(withdrawn.text).not.toContain('http')
  expect(withdrawn.text).not.toContain('\n\n\n')
})

test('the family is told of a first version and of a correction, with the one-tap link’s slot', () => {
  const env = { MAIL_FROM: 'Radici <hello@radici.example>' }
  const first = publishedEmail(env, {
    to: 'maria@example.com',
    firstName: 'Maria',
    researcherName: 'Chiara Esposito',
    version: 1,
  })
  expect(first.subject).toBe('Your research results are ready')
  expect(first.text).toContain('{{journey_link}}')
  const second = publishedEmail(env, {
    ...{ to: 'maria@example.com', firstName: '' },
    researcherName: 'x',
    version: 2,
  })
  expect(second.subject).toBe('Your research results have been corrected')
  expect(second.text).toMatch(/^Dear friend,/)
  expect(second.text).toContain('version 2')
})
