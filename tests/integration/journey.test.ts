import { beforeEach, expect, test } from 'vitest'
import {
  ancestor,
  journey,
  journeyWithEnv,
  SAMPLE_FILES,
  storyBody,
  submittedInquiry,
  upload,
} from './journey-fixtures.ts'
import {
  capturedEmails,
  createAnonClient,
  createServiceClient,
  resetStandIn,
  runRetryJob,
  settle,
  signUpAdmin,
  simulateMailOutage,
  sql,
} from './stand-in.ts'

/** The journey function (docs/decisions/151) with the real supabase-js against the stand-in. */

beforeEach(async () => {
  await settle()
  await resetStandIn()
})

function offByOne(token: string): string {
  return token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21)
}

test('every call needs a live link: a wrong, expired, revoked or replaced one is a bare 404', async () => {
  const { id, token } = await submittedInquiry()
  expect((await journey('GET', '/story', { token })).status).toBe(200)
  for (const bad of [undefined, '', offByOne(token), `${token}A`, 'not-a-token']) {
    const answer = await journey('GET', '/story', { token: bad })
    expect(answer.status, String(bad)).toBe(404)
    expect(answer.body).toEqual({ error: 'not_found' })
  }
  await sql(`update public.private_links set last_used_at = now() - interval '181 days'`)
  expect((await journey('GET', '/story', { token })).status).toBe(404)

  const fresh = await submittedInquiry()
  await createServiceClient().rpc('revoke_private_link', { inquiry: fresh.id })
  expect((await journey('GET', '/story', { token: fresh.token })).status).toBe(404)
  expect(id).not.toBe(fresh.id)
})

test('the story saves, reloads, fills the travel wishes and refuses a stale version with the current story', async () => {
  const { id, token } = await submittedInquiry()
  const empty = await journey('GET', '/story', { token })
  expect(empty.body).toMatchObject({ firstName: 'Maria', version: 1, ancestors: [], files: [] })

  const saved = await journey('PUT', '/story', { token, body: storyBody(1) })
  expect(saved.status).toBe(200)
  expect(saved.body).toMatchObject({ ok: true, version: 2, savedAt: expect.any(String) })
  const loaded = await journey('GET', '/story', { token })
  expect(loaded.body).toMatchObject({
    version: 2,
    checklist: ['passenger_list', 'photos'],
    ancestors: [{ givenNames: 'Giuseppe', birthPlace: { comune: 'Padula' } }],
    wishes: { groupSize: 4, budget: 12000, notes: expect.stringContaining('church') },
  })
  const [row] = await sql(
    'select group_size, age_ranges, budget, hotel_preference from public.form_submissions where id = $1',
    [id],
  )
  expect(row).toEqual({
    group_size: 4,
    age_ranges: '2 adults, 2 teenagers',
    budget: 12000,
    hotel_preference: 'Family-run agriturismo',
  })

  // A second tab still at version 1.
  const stale = await journey('PUT', '/story', { token, body: storyBody(1, { checklist: [] }) })
  expect(stale.status).toBe(409)
  expect(stale.body).toMatchObject({ error: 'version_conflict', story: { version: 2 } })
})

test('a bad field is a 400 that names it', async () => {
  const { token } = await submittedInquiry()
  const cases: Array<[Record<string, unknown>, string]> = [
    [
      { ancestors: [ancestor({ birthDate: { kind: 'year', value: '18x5' } })] },
      'ancestors.0.birthDate.value',
    ],
    [{ ancestors: [ancestor({ relation: 'cousin' })] }, 'ancestors.0.relation'],
    [{ ancestors: [ancestor({ givenNames: 'x'.repeat(101) })] }, 'ancestors.0.givenNames'],
    [{ ancestors: Array.from({ length: 51 }, () => ancestor()) }, 'ancestors'],
    [{ checklist: ['diary'] }, 'checklist.0'],
    [{ wishes: { groupSize: 0 } }, 'wishes.groupSize'],
    [{ wishes: { budget: -5 } }, 'wishes.budget'],
    [
      {
        ancestors: [
          ancestor({ birthPlace: { comune: 'Padula', province: 'Napoli', region: 'Campania' } }),
        ],
      },
      'ancestors.0.birthPlace',
    ],
  ]
  for (const [overrides, field] of cases) {
    const answer = await journey('PUT', '/story', { token, body: storyBody(1, overrides) })
    expect(answer.status, field).toBe(400)
    expect(Object.keys(answer.body.fields as object), field).toContain(field)
  }
})

test('one "story updated" history entry per editing visit, by the family; one team e-mail an hour', async () => {
  const { id, token } = await submittedInquiry()
  await settle()
  const visit = storyBody(1)
  await journey('PUT', '/story', { token, body: visit })
  await journey('PUT', '/story', { token, body: { ...visit, version: 2 } })
  await journey('PUT', '/story', { token, body: storyBody(3) })
  await settle()
  const history = await sql<{ kind: string; actor_name: string; actor_id: string | null }>(
    `select kind, actor_name, actor_id from public.inquiry_history
      where submission_id = $1 and kind in ('story_updated', 'link_issued') order by id`,
    [id],
  )
  expect(history).toEqual([
    { kind: 'link_issued', actor_name: 'service_role', actor_id: null },
    { kind: 'story_updated', actor_name: 'the family', actor_id: null },
    { kind: 'story_updated', actor_name: 'the family', actor_id: null },
  ])
  const teamMails = (await capturedEmails()).filter((mail) => mail.subject.includes('family story'))
  expect(teamMails).toHaveLength(1)
  expect(teamMails[0]?.text).toContain(`/admin/inquiries/${id}`)
})

test('uploads: the bytes decide the type; a stored file downloads through a signed URL', async () => {
  const { token } = await submittedInquiry()
  const pdf = await upload(token, 'naturalization.pdf', SAMPLE_FILES.pdf, 'application/pdf')
  expect(pdf.completed?.status).toBe(200)
  expect(pdf.completed?.body.file).toMatchObject({
    name: 'naturalization.pdf',
    type: 'application/pdf',
  })
  const photo = await upload(token, 'nonna.jpg', SAMPLE_FILES.jpeg, 'image/jpeg')
  expect(photo.completed?.body.file).toMatchObject({ type: 'image/jpeg' })

  const link = await journey('GET', `/files/${pdf.id}/url`, { token })
  const bytes = new Uint8Array(await (await fetch(String(link.body.url))).arrayBuffer())
  expect(bytes).toEqual(SAMPLE_FILES.pdf)

  // An HTML page named .pdf: refused from its bytes, and its object removed.
  const fake = await upload(token, 'letter.pdf', SAMPLE_FILES.html, 'application/pdf')
  expect(fake.completed?.status).toBe(400)
  expect(Object.keys(fake.completed?.body.fields as object)).toEqual(['type'])
  const gone = await createServiceClient()
    .storage.from('journey-files')
    .download(fake.path as string)
  expect(gone.error).not.toBeNull()
  expect((await journey('GET', '/story', { token })).body.files).toHaveLength(2)

  // Another inquiry's link does not reach these files.
  const other = await submittedInquiry()
  expect((await journey('GET', `/files/${pdf.id}/url`, { token: other.token })).status).toBe(404)
})

test('limits: 15 MB a file, only the five types, 30 files, 200 MB in all', async () => {
  const { id, token } = await submittedInquiry()
  const big = await journey('POST', '/files', {
    token,
    body: { name: 'scan.pdf', size: 15 * 1024 * 1024 + 1, type: 'application/pdf' },
  })
  expect(big.status).toBe(400)
  expect(Object.keys(big.body.fields as object)).toEqual(['size'])
  const exe = await journey('POST', '/files', {
    token,
    body: { name: 'setup.exe', size: 100, type: 'application/x-msdownload' },
  })
  expect(Object.keys(exe.body.fields as object)).toEqual(['type'])

  // Storage itself refuses more than the bucket's 15 MB, whatever the function was told.
  const begun = await journey('POST', '/files', {
    token,
    body: { name: 'small.pdf', size: 10, type: 'application/pdf' },
  })
  const target = begun.body.upload as { path: string; token: string }
  const tooBig = await createAnonClient()
    .storage.from('journey-files')
    .uploadToSignedUrl(
      target.path,
      target.token,
      new Blob([new Uint8Array(15 * 1024 * 1024 + 1)]),
      {
        contentType: 'application/pdf',
      },
    )
  expect(tooBig.error).not.toBeNull()

  await sql(
    `insert into public.journey_files (submission_id, object_path, file_name, content_type, size_bytes, status)
     select $1::uuid, $1::text || '/x' || n, 'f' || n || '.pdf', 'application/pdf', 7 * 1024 * 1024, 'stored'
       from generate_series(1, 28) n`,
    [id],
  )
  const overTotal = await journey('POST', '/files', {
    token,
    body: { name: 'a.pdf', size: 10 * 1024 * 1024, type: 'application/pdf' },
  })
  expect(Object.keys(overTotal.body.fields as object)).toEqual(['size'])
  const last = await journey('POST', '/files', {
    token,
    body: { name: 'b.pdf', size: 10, type: 'application/pdf' },
  })
  expect(last.status).toBe(201)
  const thirtyFirst = await journey('POST', '/files', {
    token,
    body: { name: 'c.pdf', size: 10, type: 'application/pdf' },
  })
  expect(Object.keys(thirtyFirst.body.fields as object)).toEqual(['file'])
})

test('anon reaches no story table, no story function and nothing in the bucket', async () => {
  const { id, token } = await submittedInquiry()
  const pdf = await upload(token, 'a.pdf', SAMPLE_FILES.pdf, 'application/pdf')
  await journey('PUT', '/story', { token, body: storyBody(1) })
  const anon = createAnonClient()
  for (const table of ['journey_stories', 'journey_files', 'journey_attempts', 'private_links']) {
    const read = await anon.from(table).select('*')
    expect(read.error, table).not.toBeNull()
    const write = await anon.from(table).insert({ submission_id: id })
    expect(write.error, table).not.toBeNull()
  }
  for (const [name, args] of [
    ['save_journey_story', { inquiry: id, expected_version: 2, visit: null, story: {} }],
    ['delete_journey_story', { inquiry: id }],
    ['note_story_activity', { inquiry: id, visit: null }],
    ['journey_rate_limit', { key: 'x', max_attempts: 1, window_seconds: 1 }],
  ] as const) {
    expect((await anon.rpc(name, args)).error, name).not.toBeNull()
  }
  const bucket = anon.storage.from('journey-files')
  expect((await bucket.download(pdf.path as string)).error).not.toBeNull()
  expect((await bucket.createSignedUrl(pdf.path as string, 60)).error).not.toBeNull()
  expect((await bucket.createSignedUploadUrl(`${id}/mine.pdf`)).error).not.toBeNull()
  expect((await bucket.upload(`${id}/mine.pdf`, new Blob([SAMPLE_FILES.pdf]))).error).not.toBeNull()
  await bucket.remove([pdf.path as string])
  expect(
    (
      await createServiceClient()
        .storage.from('journey-files')
        .download(pdf.path as string)
    ).error,
  ).toBeNull()
  // A signed upload token is bound to its path.
  const begun = await journey('POST', '/files', {
    token,
    body: { name: 'b.pdf', size: 10, type: 'application/pdf' },
  })
  const target = begun.body.upload as { path: string; token: string }
  const elsewhere = await bucket.uploadToSignedUrl(
    `${id}/other.pdf`,
    target.token,
    new Blob([SAMPLE_FILES.pdf]),
  )
  expect(elsewhere.error).not.toBeNull()
})

test('rate limits: per link, and per address for wrong links', async () => {
  const { token } = await submittedInquiry()
  const env = { JOURNEY_LINK_MAX: '3', JOURNEY_MISS_MAX: '2' }
  for (let index = 0; index < 3; index++)
    expect((await journeyWithEnv(env, 'GET', '/story', { token, ip: '10.0.0.1' })).status).toBe(200)
  const limited = await journeyWithEnv(env, 'GET', '/story', { token, ip: '10.0.0.2' })
  expect(limited.status).toBe(429)
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)

  const other = await submittedInquiry()
  expect(
    (await journeyWithEnv(env, 'GET', '/story', { token: offByOne(other.token), ip: '10.0.0.9' }))
      .status,
  ).toBe(404)
  expect(
    (await journeyWithEnv(env, 'GET', '/story', { token: offByOne(other.token), ip: '10.0.0.9' }))
      .status,
  ).toBe(404)
  // That address is now stopped, even with a good link; another address is not.
  expect(
    (await journeyWithEnv(env, 'GET', '/story', { token: other.token, ip: '10.0.0.9' })).status,
  ).toBe(429)
  expect(
    (await journeyWithEnv(env, 'GET', '/story', { token: other.token, ip: '10.0.0.8' })).status,
  ).toBe(200)
})

test('"Delete my story" removes the rows and the stored files, and leaves a history entry without content', async () => {
  const { id, token } = await submittedInquiry()
  await journey('PUT', '/story', { token, body: storyBody(1) })
  const pdf = await upload(token, 'a.pdf', SAMPLE_FILES.pdf, 'application/pdf')
  const png = await upload(token, 'b.png', SAMPLE_FILES.png, 'image/png')
  expect(png.completed?.status).toBe(200)
  expect((await journey('DELETE', '/story', { token })).status).toBe(204)
  expect(await sql('select 1 from public.journey_stories where submission_id = $1', [id])).toEqual(
    [],
  )
  expect(await sql('select 1 from public.journey_files where submission_id = $1', [id])).toEqual([])
  expect(await sql(`select 1 from storage.objects where name like $1`, [`${id}/%`])).toEqual([])
  const service = createServiceClient().storage.from('journey-files')
  for (const path of [pdf.path, png.path])
    expect((await service.download(path as string)).error).not.toBeNull()
  const [row] = await sql('select group_size, budget from public.form_submissions where id = $1', [
    id,
  ])
  expect(row).toEqual({ group_size: null, budget: null })
  const history = await sql<{ kind: string; from_value: null; to_value: null; actor_name: string }>(
    `select kind, from_value, to_value, actor_name from public.inquiry_history
      where submission_id = $1 and kind = 'story_deleted'`,
    [id],
  )
  expect(history).toEqual([
    { kind: 'story_deleted', from_value: null, to_value: null, actor_name: 'the family' },
  ])
  // The link still opens an empty story.
  expect((await journey('GET', '/story', { token })).body).toMatchObject({
    ancestors: [],
    files: [],
  })
})

test('"Send me my link again": the same answer either way; a match gets a fresh link that retires the old once used', async () => {
  const { token, email } = await submittedInquiry()
  await settle()
  const before = (await capturedEmails()).length
  const unknown = await journey('POST', '/link', { body: { email: 'nobody@example.com' } })
  const known = await journey('POST', '/link', { body: { email: email.toUpperCase() } })
  expect(unknown.status).toBe(202)
  expect(known.status).toBe(202)
  expect(known.body).toEqual(unknown.body)
  await settle()
  const mails = (await capturedEmails()).slice(0, (await capturedEmails()).length - before)
  expect(mails).toHaveLength(1)
  expect(mails[0]?.to).toEqual([email])
  const fresh = /\/journey\/([A-Za-z0-9_-]{43})/.exec(mails[0]?.text ?? '')?.[1]
  expect(fresh).toBeDefined()
  // The request only adds a link (ADR 193): the old one works until the new one is first used.
  expect((await journey('GET', '/story', { token })).status).toBe(200)
  expect((await journey('GET', '/story', { token })).status).toBe(200)
  expect((await journey('GET', '/story', { token: fresh })).status).toBe(200)
  expect((await journey('GET', '/story', { token })).status).toBe(404)
  expect((await journey('GET', '/story', { token: fresh })).status).toBe(200)

  const bad = await journey('POST', '/link', { body: { email: 'not an address' } })
  expect(bad.status).toBe(400)
  expect(Object.keys(bad.body.fields as object)).toEqual(['email'])
  const env = { JOURNEY_LINK_EMAIL_MAX: '1' }
  expect(
    (await journeyWithEnv(env, 'POST', '/link', { body: { email: 'x@example.com' } })).status,
  ).toBe(202)
  expect(
    (await journeyWithEnv(env, 'POST', '/link', { body: { email: 'x@example.com' } })).status,
  ).toBe(429)
})

test('the team: signed URLs and new links as the signed-in admin; nobody else', async () => {
  const { id, token, email } = await submittedInquiry()
  const pdf = await upload(token, 'a.pdf', SAMPLE_FILES.pdf, 'application/pdf')
  const admin = await signUpAdmin()
  const session = (await admin.auth.getSession()).data.session!
  const auth = { Authorization: `Bearer ${session.access_token}` }

  const url = await journey('GET', `/team/files/${pdf.id}/url?download`, { headers: auth })
  expect(url.status).toBe(200)
  const download = await fetch(String(url.body.url))
  expect(download.headers.get('content-disposition')).toContain('a.pdf')
  expect(new Uint8Array(await download.arrayBuffer())).toEqual(SAMPLE_FILES.pdf)
  expect((await journey('GET', `/team/files/${pdf.id}/url`, {})).status).toBe(401)
  expect(
    (
      await journey('GET', `/team/files/${pdf.id}/url`, {
        headers: { Authorization: 'Bearer nonsense' },
      })
    ).status,
  ).toBe(404)

  await settle()
  const sent = await journey('POST', `/team/${id}/link`, { headers: auth, body: { send: true } })
  expect(sent.body).toEqual({ ok: true, sent: true })
  expect((await journey('GET', '/story', { token })).status).toBe(404)
  const mail = (await capturedEmails()).find(
    (m) => m.subject === 'Your private Radici journey page',
  )
  expect(mail?.to).toEqual([email])
  const history = await sql<{ actor_name: string }>(
    `select actor_name from public.inquiry_history where submission_id = $1 and kind = 'link_issued' order by id`,
    [id],
  )
  expect(history.map((row) => row.actor_name)).toEqual(['service_role', 'Giulia Bianchi'])
})

test('a team e-mail that fails is sent by the notification retry job; the hourly housekeeping empties the rate-limit log', async () => {
  const { id, token } = await submittedInquiry()
  await settle()
  await simulateMailOutage(503)
  await journey('PUT', '/story', { token, body: storyBody(1) })
  await settle()
  await simulateMailOutage(null)
  expect((await capturedEmails()).filter((mail) => mail.subject.includes('family story'))).toEqual(
    [],
  )
  await sql(
    `update public.journey_stories set team_email_due_at = now() - interval '1 second' where submission_id = $1`,
    [id],
  )
  await runRetryJob()
  expect(
    (await capturedEmails()).filter((mail) => mail.subject.includes('family story')),
  ).toHaveLength(1)

  await sql(`update public.journey_attempts set created_at = now() - interval '2 days'`)
  const [purged] = await sql<{ n: number }>('select private.purge_inquiry_attempts() as n')
  expect(purged?.n).toBeGreaterThan(0)
  expect(await sql('select 1 from public.journey_attempts')).toEqual([])
})

test('two saves from the same version at once: one is stored, the other is a 409', async () => {
  const { token } = await submittedInquiry()
  const answers = await Promise.all([
    journey('PUT', '/story', { token, body: storyBody(1) }),
    journey('PUT', '/story', { token, body: storyBody(1, { checklist: ['letters'] }) }),
  ])
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  expect((await journey('GET', '/story', { token })).body).toMatchObject({ version: 2 })
})
