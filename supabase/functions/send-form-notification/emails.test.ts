// @vitest-environment node
import { describe, expect, it, test } from 'vitest'
import { headerText, leadConfirmation, teamNotification } from './emails.ts'
import { mapToSubmission } from './map-to-submission.ts'

const row = mapToSubmission({
  regions: '<img src=x onerror=alert(1)>',
  travelDate: null,
  travelDateUnknown: true,
  tripDuration: 'more',
  genealogyExpectations: 'need-guidance',
  name: '<b>Maria</b>',
  lastName: 'O"Russo',
  email: 'maria@example.com',
  phone: '',
  newsletterConsent: false,
  submissionKey: '5b8f1f7e-6a57-4f0e-9d43-7d2b6a1f0c11',
  agencyId: null,
  itineraryId: null,
  towns: [{ comune: 'Cefalù', province: 'Palermo', region: 'Sicilia' }],
})
const context = {
  id: 'id-1',
  row,
  firstName: '<b>Maria</b>',
  from: 'Radici <hello@radici.example>',
  team: 'team@radici.example',
}

test('the team notification escapes every user value in its HTML', () => {
  const mail = teamNotification(context)
  expect(mail.to).toEqual(['team@radici.example'])
  expect(mail.reply_to).toBe('maria@example.com')
  expect(mail.html).not.toContain('<img')
  expect(mail.html).not.toContain('<b>')
  expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  expect(mail.html).toContain('O&quot;Russo')
  expect(mail.text).toContain('Regions: <img src=x onerror=alert(1)>')
  expect(mail.text).toContain('Towns: Cefalù (Palermo, Sicilia)')
})

test('the lead confirmation goes to the lead, escaped, and promises a reply within 24 hours', () => {
  const mail = leadConfirmation(context)
  expect(mail.to).toEqual(['maria@example.com'])
  expect(mail.html).toContain('Dear &lt;b&gt;Maria&lt;/b&gt;')
  expect(mail.text).toContain('within 24 hours')
})

test('the team notification links to the inquiry page when SITE_URL is set', async () => {
  const { inquiryPageUrl } = await import('../_shared/console-link.ts')
  const url = inquiryPageUrl('https://radici.example/anything', context.id)
  expect(url).toBe(`https://radici.example/admin/inquiries/${context.id}`)
  const mail = teamNotification({ ...context, inquiryUrl: url })
  expect(mail.html).toContain(`<a href="https://radici.example/admin/inquiries/${context.id}">`)
  expect(mail.text).toContain(`Open it in the admin console: ${url}`)
  expect(teamNotification(context).html).not.toContain('admin/inquiries')
  expect(inquiryPageUrl(undefined, 'x')).toBeUndefined()
  expect(inquiryPageUrl('javascript:alert(1)', 'x')).toBeUndefined()
  expect(inquiryPageUrl('not a url', 'x')).toBeUndefined()
})

describe('headerText', () => {
  it('turns CR, LF and other control characters into single spaces', () => {
    expect(headerText('Maria\r\nBcc: x@y.z\u0000\u0085\u2028end')).toBe('Maria Bcc: x@y.z end')
  })
})

test('the team reads the agency and itinerary by name and the travel date in long form', () => {
  const withContext = mapToSubmission({
    regions: 'Calabria',
    travelDate: '2027-05-12',
    travelDateUnknown: false,
    tripDuration: '2-weeks',
    genealogyExpectations: 'need-guidance',
    name: 'Rosa',
    lastName: 'Greco',
    email: 'rosa@example.com',
    phone: '',
    newsletterConsent: false,
    submissionKey: '5b8f1f7e-6a57-4f0e-9d43-7d2b6a1f0c12',
    agencyId: 'calabria-explorer',
    itineraryId: 'calabria-origins',
    towns: [],
  })
  const mail = teamNotification({ ...context, row: withContext })
  expect(mail.text).toContain('Agency: Due Mari Explorer')
  expect(mail.text).toContain('Itinerary: Calabrian Origins Tour')
  expect(mail.text).toContain('Travel dates: May 12, 2027')
  expect(mail.text).not.toContain('calabria-explorer')
  expect(mail.html).not.toContain('2027-05-12')
})
