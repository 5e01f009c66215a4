import { beforeEach, expect, test } from 'vitest'
import { adminToken, offByOne } from '../fixtures/integration/agency-handoff.ts'
import {
  assignResearch,
  callResearch as call,
  record,
  RESEARCHERS,
  researchInquiry,
  search,
  seedResearchers,
} from '../fixtures/integration/research.ts'
import { recordCitation } from '../../supabase/functions/_shared/contracts/research.ts'
import { ancestor, journey, SAMPLE_FILES, storyBody, upload } from './journey-fixtures.ts'
import {
  capturedEmails,
  createAnonClient,
  createServiceClient,
  createUserInDatabase,
  resetStandIn,
  settle,
  signedInClient,
  sql,
} from './stand-in.ts'

/**
 * The research function (docs/product/research.md, docs/decisions/261) against the stand-in: the researcher's
 * link, what it reads and never reads, the log's and the records' rules, the team's assignment, review and
 * publication (a frozen version, a correction as the next one), the family's read, and RLS on the five tables.
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
  await seedResearchers()
})

const HEALTH = 'Nonna uses a wheelchair; no stairs please.'
const WISHES = 'We would love to see the church where he was baptised.'
const GIUSEPPE = crypto.randomUUID()

/** A paid inquiry whose family told its story (Giuseppe, health notes) and gave one document; assigned in Italian. */
async function assigned() {
  const inquiry = await researchInquiry()
  const story = storyBody(1, { ancestors: [ancestor({ id: GIUSEPPE })] })
  const saved = await journey('PUT', '/story', {
    token: inquiry.token,
    body: { ...story, wishes: { ...story.wishes, notes: WISHES, healthNotes: HEALTH } },
  })
  expect(saved.status).toBe(200)
  const file = await upload(
    inquiry.token,
    'atto-di-nascita.pdf',
    SAMPLE_FILES.pdf,
    'application/pdf',
  )
  expect(file.completed?.status).toBe(200)
  const bearer = await adminToken()
  const { token } = await assignResearch(inquiry.id, RESEARCHERS.it, bearer)
  return { ...inquiry, bearer, link: token, fileId: String(file.id) }
}

test('the researcher reads the questions and what the family gave, never its contact details or health notes', async () => {
  const { link, email, fileId, id } = await assigned()
  const [mail] = (await capturedEmails()).filter((m) =>
    m.to.includes('chiara.esposito@radici.example'),
  )
  expect(mail?.subject).toBe('Radici: nuova ricerca genealogica (famiglia Russo)')
  expect(mail?.text).toMatch(/^Gentile Chiara Esposito,\n/)
  expect(mail?.text).toContain('vi chiediamo di non inoltrarlo')

  const view = await call('', { token: link, body: { action: 'view' } })
  expect(view.status).toBe(200)
  expect(view.headers.get('referrer-policy')).toBe('no-referrer')
  expect(view.body).toMatchObject({
    state: 'assigned',
    language: 'it',
    researcherName: 'Chiara Esposito',
    familyName: 'Russo',
    returnComment: null,
    draftVersion: 1,
    questions: { weeks: 6, planVersion: 1, deliverables: ['report', 'record_images'] },
    searches: [],
    records: [],
  })
  expect(view.body.questions.lines).toHaveLength(2)
  expect(view.body.ancestors).toMatchObject([{ id: GIUSEPPE, givenNames: 'Giuseppe' }])
  expect(view.body.files).toMatchObject([{ id: fileId, name: 'atto-di-nascita.pdf' }])
  // Never: the family's e-mail, phone, health and access notes, travel wishes' notes.
  for (const secret of [email, '555 0100', '+1 555', HEALTH, WISHES, 'healthNotes'])
    expect(view.text).not.toContain(secret)
  const due = new Date(view.body.dueAt).getTime() - new Date(view.body.assignedAt).getTime()
  expect(Math.round(due / 86_400_000)).toBe(42)

  const url = await call('', { token: link, body: { action: 'fileUrl', fileId } })
  expect(url.status).toBe(200)
  expect(url.body.url).toMatch(/^http/)
  // Another family's document is no document of this research.
  const other = await researchInquiry()
  const theirs = await upload(other.token, 'theirs.pdf', SAMPLE_FILES.pdf, 'application/pdf')
  const refused = await call('', { token: link, body: { action: 'fileUrl', fileId: theirs.id } })
  expect(refused.status).toBe(404)
  const history = await sql(
    `select kind, to_value from public.inquiry_history where submission_id = $1 and kind like 'research_%'`,
    [id],
  )
  expect(history).toEqual([{ kind: 'research_assigned', to_value: 'Chiara Esposito' }])
})

test('the link: wrong by one character, withdrawn by a reassignment, or past its end is a bare 404', async () => {
  const { id, link, bearer } = await assigned()
  const wrong = await call('', { token: offByOne(link), body: { action: 'view' } })
  expect(wrong.status).toBe(404)
  expect(wrong.body).toEqual({ error: 'not_found' })
  for (const token of ['', 'short', `${link}x`])
    expect((await call('', { token, body: { action: 'view' } })).status).toBe(404)

  const { token: second, answer } = await assignResearch(id, RESEARCHERS.en, bearer)
  expect(answer.body.withdrawnResearcherId).toBe(RESEARCHERS.it)
  expect((await call('', { token: link, body: { action: 'view' } })).status).toBe(404)
  const english = await call('', { token: second, body: { action: 'view' } })
  expect(english.body).toMatchObject({ state: 'assigned', language: 'en' })
  const mails = await capturedEmails()
  expect(mails.find((m) => m.to.includes('daniel.moretti@radici.example'))?.subject).toBe(
    'Radici: new genealogical research (the Russo family)',
  )
  expect(
    mails.find((m) =>
      m.subject.startsWith('Radici: la ricerca sulla famiglia Russo è stata ritirata'),
    ),
  ).toBeDefined()

  await sql(
    `update public.research_assignments set link_expires_at = now() - interval '1 minute' where submission_id = $1 and state <> 'withdrawn'`,
    [id],
  )
  expect((await call('', { token: second, body: { action: 'view' } })).status).toBe(404)
})

test('the log: a not-found reason is required, `other` needs words, and only Antenati permanent addresses', async () => {
  const { link } = await assigned()
  const save = (fields: Record<string, unknown>) =>
    call('', { token: link, body: { action: 'saveSearch', search: search(fields) } })
  const noReason = await save({ result: 'not_found' })
  expect(noReason.status).toBe(400)
  expect(noReason.body.fields).toEqual({ 'search.notFoundReason': 'Say why nothing was found.' })
  const other = await save({ result: 'not_found', notFoundReason: 'other', reasonText: ' ' })
  expect(other.body.fields).toEqual({ 'search.reasonText': 'Say the reason in words.' })
  for (const registerUrl of [
    'https://antenati.cultura.gov.it/search-registry/?localita=Padula&anno=1887',
    'https://antenati.cultura.gov.it/detail-registry/?s_id=19944535',
    'https://iiif-antenati.cultura.gov.it/iiif/2/w9DWR8x/full/full/0/default.jpg',
  ]) {
    const refused = await save({ registerUrl })
    expect(refused.status).toBe(400)
    expect(refused.body.fields['search.registerUrl']).toMatch(/permanent address of the Antenati/)
  }
  const missing = await save({
    result: 'not_found',
    notFoundReason: 'register_missing',
    registerUrl: 'https://antenati.cultura.gov.it/ark:/12657/an_ua19944535/w9DWR8x',
  })
  expect(missing.status).toBe(200)
  const words = await save({
    result: 'not_found',
    notFoundReason: 'other',
    reasonText: 'The parish priest was away.',
    archiveKind: 'parish',
  })
  expect(words.status).toBe(200)
  expect(words.body.searches).toMatchObject([
    { notFoundReason: 'register_missing' },
    { notFoundReason: 'other', reasonText: 'The parish priest was away.' },
  ])
  // A record's page must be a page: the register alone is refused there.
  const page = await call('', {
    token: link,
    body: {
      action: 'saveRecord',
      record: record({ pageUrl: 'https://antenati.cultura.gov.it/ark:/12657/an_ua19944535' }),
    },
  })
  expect(page.status).toBe(400)
  expect(Object.keys(page.body.fields)).toEqual(['record.pageUrl'])
})

test('a record links only to this research’s searches and the family’s ancestors; its citation is built once', async () => {
  const { link } = await assigned()
  const first = await call('', { token: link, body: { action: 'saveSearch', search: search() } })
  const searchId = first.body.searches[0].id as string
  const stranger = await call('', {
    token: link,
    body: { action: 'saveRecord', record: record({ searchId: crypto.randomUUID() }) },
  })
  expect(stranger.status).toBe(400)
  expect(Object.keys(stranger.body.fields)).toEqual(['record.searchId'])
  const people = [
    { name: 'Giuseppe Russo', role: 'subject', ancestorId: GIUSEPPE },
    { name: 'Michele Russo', role: 'father', ancestorId: crypto.randomUUID() },
  ]
  const notAncestor = await call('', {
    token: link,
    body: { action: 'saveRecord', record: record({ searchId, people }) },
  })
  expect(notAncestor.status).toBe(400)
  expect(notAncestor.body.fields).toEqual({
    'record.people.1.ancestorId': 'Not one of the family’s ancestors.',
  })
  const saved = await call('', {
    token: link,
    body: { action: 'saveRecord', record: record({ searchId, people: people.slice(0, 1) }) },
  })
  expect(saved.status).toBe(200)
  const [kept] = saved.body.records
  const { id: _id, citation, ...fields } = kept
  expect(citation).toBe(recordCitation(fields))
  expect(citation).toContain(
    'Archivio di Stato di Salerno, Stato civile italiano, Nati, Padula (Salerno)',
  )
  expect(citation).toContain(
    'image at https://antenati.cultura.gov.it/ark:/12657/an_ua19944535/w9DWR8x',
  )

  // Changing and deleting: only rows of this research.
  const changed = await call('', {
    token: link,
    body: { action: 'saveRecord', record: record({ id: kept.id, actNumber: '43' }) },
  })
  expect(changed.body.records).toMatchObject([{ id: kept.id, actNumber: '43' }])
  for (const action of ['deleteRecord', 'deleteSearch'])
    expect(
      (await call('', { token: link, body: { action, id: crypto.randomUUID() } })).status,
    ).toBe(404)
  const notOurs = await call('', {
    token: link,
    body: { action: 'saveSearch', search: search({ id: crypto.randomUUID() }) },
  })
  expect(notOurs.status).toBe(404)
  const gone = await call('', { token: link, body: { action: 'deleteRecord', id: kept.id } })
  expect(gone.body.records).toEqual([])
})

test('assigning: refused before the fee is paid, to an inactive researcher, and to a non-admin', async () => {
  const unpaid = await researchInquiry(false)
  const bearer = await adminToken()
  const refused = await call(`/team/${unpaid.id}/assign`, {
    bearer,
    body: { researcherId: RESEARCHERS.it },
  })
  expect(refused.status).toBe(409)
  expect(refused.body).toEqual({ error: 'not_paid' })
  const paid = await researchInquiry()
  await sql(`update public.researchers set active = false where id = $1`, [RESEARCHERS.en])
  const inactive = await call(`/team/${paid.id}/assign`, {
    bearer,
    body: { researcherId: RESEARCHERS.en },
  })
  expect(inactive.status).toBe(400)
  expect(Object.keys(inactive.body.fields)).toEqual(['researcherId'])
  await createUserInDatabase({ email: 'visitor@example.com', password: 'visitor-pass-1' })
  const visitor = await signedInClient('visitor@example.com', 'visitor-pass-1')
  const visitorToken = String((await visitor.auth.getSession()).data.session?.access_token)
  const stranger = await call(`/team/${paid.id}/assign`, {
    bearer: visitorToken,
    body: { researcherId: RESEARCHERS.it },
  })
  expect(stranger.status).toBe(404)
  expect(await sql(`select id from public.research_assignments`)).toEqual([])
})

test('submit, send back with a comment, resubmit, publish: a frozen version; a correction is version 2 with its changes', async () => {
  const { id, link, bearer, token: journeyToken } = await assigned()
  const family = () => call('/family', { journeyToken })
  expect((await family()).body).toMatchObject({
    state: 'running',
    researcherName: 'Chiara Esposito',
    report: null,
  })

  const empty = await call('', { token: link, body: { action: 'submit' } })
  expect(empty.status).toBe(400)
  await call('', { token: link, body: { action: 'saveSearch', search: search() } })
  await call('', { token: link, body: { action: 'saveRecord', record: record() } })
  const submitted = await call('', { token: link, body: { action: 'submit', note: 'Done.' } })
  expect(submitted.body.state).toBe('submitted')
  const locked = await call('', { token: link, body: { action: 'saveSearch', search: search() } })
  expect(locked.status).toBe(409)
  expect(locked.body).toEqual({ error: 'not_editable' })
  // The database holds the rule too, whoever writes: a submitted research's work does not change.
  await expect(
    sql(
      `update public.research_searches set names = 'x'
       where assignment_id = (select id from public.research_assignments where submission_id = $1)`,
      [id],
    ),
  ).rejects.toThrow(/not editable in state submitted/)

  const team = await call(`/team/${id}`, { bearer })
  expect(team.body).toMatchObject({
    assignment: { state: 'submitted', submitNote: 'Done.', researcherName: 'Chiara Esposito' },
    draft: { version: 1, publishedAt: null, researcherName: 'Chiara Esposito' },
    published: [],
  })
  expect(team.body.draft.records).toHaveLength(1)

  const back = await call(`/team/${id}/review`, {
    bearer,
    body: { action: 'return', comment: 'Please add the translation of the margin note.' },
  })
  expect(back.body.assignment.state).toBe('returned')
  const returned = await call('', { token: link, body: { action: 'view' } })
  expect(returned.body).toMatchObject({
    state: 'returned',
    returnComment: 'Please add the translation of the margin note.',
  })
  expect((await capturedEmails()).find((m) => m.subject.includes('torna a voi'))?.text).toContain(
    'Please add the translation of the margin note.',
  )
  expect((await call(`/team/${id}/review`, { bearer, body: { action: 'publish' } })).status).toBe(
    409,
  )

  await call('', { token: link, body: { action: 'submit' } })
  // A snapshot built from an earlier submission is not published (sent back and resubmitted meanwhile).
  const stale = await createServiceClient().rpc('research_publish', {
    inquiry: id,
    submitted: '2026-01-01T00:00:00Z',
    report: {},
    what_changed: '',
    link_days: 90,
    actor: null,
    actor_label: 'Team',
  })
  expect(stale.data).toEqual([{ outcome: 'conflict', version: null }])
  const published = await call(`/team/${id}/review`, { bearer, body: { action: 'publish' } })
  expect(published.status).toBe(200)
  expect(published.body.published).toMatchObject([{ version: 1 }])
  const read = await family()
  expect(read.body).toMatchObject({
    state: 'published',
    researcherName: 'Chiara Esposito',
    report: { version: 1, changes: null, researcherName: 'Chiara Esposito' },
  })
  expect(read.body.report.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  // The family's surname line for the PDF's title and file name, as the researcher's page names the family.
  const [inquiry] = await sql<{ name: string }>(
    'select name from public.form_submissions where id = $1',
    [id],
  )
  const words = inquiry!.name.trim().split(/\s+/)
  expect(read.body.familyName).toBe(words.length > 1 ? words.slice(1).join(' ') : words[0])
  expect(read.body.report.records[0].citation).toContain('act no. 42')
  const [told] = (await capturedEmails()).filter(
    (m) => m.subject === 'Your research results are ready',
  )
  expect(told?.text).toMatch(/http:\/\/localhost:8080\/journey\/[A-Za-z0-9_-]{43}/)
  // The link ends RESEARCH_LINK_DAYS_AFTER_PUBLISH (90) days after publication; meanwhile it reads, never writes.
  const [ends] = await sql<{ days: number }>(
    `select round(extract(epoch from link_expires_at - published_at) / 86400) as days
     from public.research_assignments where submission_id = $1 and state = 'published'`,
    [id],
  )
  expect(Number(ends?.days)).toBe(90)
  expect((await call('', { token: link, body: { action: 'view' } })).body.state).toBe('published')
  expect(
    (await call('', { token: link, body: { action: 'deleteSearch', id: crypto.randomUUID() } }))
      .status,
  ).toBe(409)

  // Frozen: not even the database owner changes or removes a published version.
  await expect(
    sql(`update public.research_reports set changes = 'x' where submission_id = $1`, [id]),
  ).rejects.toThrow(/frozen/)
  await expect(
    sql(`delete from public.research_reports where submission_id = $1`, [id]),
  ).rejects.toThrow(/frozen/)

  // A correction: the team reopens it, the researcher changes it, version 2 says what changed.
  await call(`/team/${id}/review`, {
    bearer,
    body: { action: 'return', comment: 'The act is 43.' },
  })
  const reopened = await call('', { token: link, body: { action: 'view' } })
  expect(reopened.body).toMatchObject({ state: 'returned', draftVersion: 2 })
  const recordId = reopened.body.records[0].id
  await call('', {
    token: link,
    body: { action: 'saveRecord', record: record({ id: recordId, actNumber: '43' }) },
  })
  await call('', { token: link, body: { action: 'submit' } })
  // Meanwhile the family still reads version 1.
  expect((await family()).body.report.version).toBe(1)
  const noChanges = await call(`/team/${id}/review`, { bearer, body: { action: 'publish' } })
  expect(noChanges.status).toBe(400)
  expect(Object.keys(noChanges.body.fields)).toEqual(['changes'])
  const second = await call(`/team/${id}/review`, {
    bearer,
    body: { action: 'publish', changes: 'The act number is 43, not 42.' },
  })
  expect(second.body.published).toMatchObject([{ version: 1 }, { version: 2 }])
  const corrected = await family()
  expect(corrected.body.report).toMatchObject({
    version: 2,
    changes: 'The act number is 43, not 42.',
  })
  expect(corrected.body.report.records[0].citation).toContain('act no. 43')
  const [first] = await sql<{ content: { records: { actNumber: string }[] } }>(
    `select content from public.research_reports where submission_id = $1 and version = 1`,
    [id],
  )
  expect(first?.content.records[0]?.actNumber).toBe('42')
  const history = await sql<{ kind: string }>(
    `select kind from public.inquiry_history where submission_id = $1 and kind like 'research_%' order by created_at, id`,
    [id],
  )
  expect(history.map((row) => row.kind)).toEqual([
    'research_assigned',
    'research_submitted',
    'research_returned',
    'research_submitted',
    'research_published',
    'research_returned',
    'research_submitted',
    'research_published',
  ])
})

test('the team adds and changes researchers (a sample while at radici.example); a non-admin cannot', async () => {
  const bearer = await adminToken()
  const newId = crypto.randomUUID()
  const body = {
    name: 'Anna Ricci',
    email: 'anna.ricci@genealogia.example.org',
    language: 'en',
    privacyNoticeUrl: 'https://genealogia.example.org/privacy',
    active: true,
  }
  const added = await call(`/team/researchers/${newId}`, { bearer, body })
  expect(added.status).toBe(200)
  expect(added.body).toMatchObject({ id: newId, name: 'Anna Ricci', isSample: false, active: true })
  const sample = await call(`/team/researchers/${newId}`, {
    bearer,
    body: { ...body, email: 'anna@radici.example', active: false },
  })
  expect(sample.body).toMatchObject({ isSample: true, active: false })
  await createUserInDatabase({ email: 'visitor@example.com', password: 'visitor-pass-1' })
  const visitor = await signedInClient('visitor@example.com', 'visitor-pass-1')
  const visitorToken = String((await visitor.auth.getSession()).data.session?.access_token)
  const refused = await call(`/team/researchers/${crypto.randomUUID()}`, {
    bearer: visitorToken,
    body,
  })
  expect(refused.status).toBe(404)
  expect(await sql(`select name from public.researchers where id = $1`, [newId])).toEqual([
    { name: 'Anna Ricci' },
  ])
  expect(await sql(`select count(*)::int as n from public.researchers`)).toEqual([{ n: 3 }])
})

test('the family without research reads none; without its link, a 404', async () => {
  const { token } = await researchInquiry()
  expect((await call('/family', { journeyToken: token })).body).toEqual({
    state: 'none',
    researcherName: null,
    dueAt: null,
    report: null,
  })
  expect((await call('/family', { journeyToken: offByOne(token) })).status).toBe(404)
})

const TABLES = [
  'researchers',
  'research_assignments',
  'research_searches',
  'research_records',
  'research_reports',
] as const

test('RLS and grants: anon and a signed-in non-admin read nothing of the five tables; an admin reads them', async () => {
  const { id, link, bearer } = await assigned()
  await call('', { token: link, body: { action: 'saveSearch', search: search() } })
  await call('', { token: link, body: { action: 'saveRecord', record: record() } })
  await call('', { token: link, body: { action: 'submit' } })
  await call(`/team/${id}/review`, { bearer, body: { action: 'publish' } })

  const anon = createAnonClient()
  for (const table of TABLES) {
    const read = await anon.from(table).select('*')
    expect(read.data ?? []).toEqual([])
  }
  for (const [fn, args] of [
    ['research_submit', { link_hash: 'a'.repeat(64), note: '' }],
    ['research_return', { inquiry: id, comment: 'x', actor: id, actor_label: 'x' }],
  ] as const)
    expect((await anon.rpc(fn, args)).error).not.toBeNull()
  await createUserInDatabase({ email: 'visitor@example.com', password: 'visitor-pass-1' })
  const visitor = await signedInClient('visitor@example.com', 'visitor-pass-1')
  for (const table of TABLES) expect((await visitor.from(table).select('*')).data).toEqual([])
  expect(
    (await visitor.rpc('research_submit', { link_hash: 'a'.repeat(64), note: '' })).error,
  ).not.toBeNull()
  const written = await visitor.from('research_searches').delete().neq('id', id).select('id')
  expect(written.data ?? []).toEqual([])
  expect(await sql(`select count(*)::int as n from public.research_searches`)).toEqual([{ n: 1 }])
  const admin = await signedInClient('giulia@radici.example', 'correct-horse-7')
  for (const table of TABLES)
    expect((await admin.from(table).select('id')).data?.length).toBe(
      table === 'researchers' ? 2 : 1,
    )
})
