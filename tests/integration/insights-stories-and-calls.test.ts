import { beforeEach, describe, expect, test } from 'vitest'
import { getInsights } from '@/features/insights/api/get-insights'
import { periodOf } from '@/features/insights/lib/period'
import { SERVER_EVENT_PAGES, type ServerEvent } from '@/lib/visit/counted-events'
import { journey, SAMPLE_FILES, storyBody, submittedInquiry } from './journey-fixtures'
import { createAnonClient, resetStandIn, settle, signUpAdmin, sql, standIn } from './stand-in'

/**
 * Stories started and calls booked are counted where they happen (docs/decisions/174), through the real journey
 * and book-call functions: once per inquiry, as aggregate rows without an identifier, and never for a second
 * save, a re-sent booking, a move, a story started again or a call booked again. And the reply promise
 * (docs/decisions/173): a family's booking moves the inquiry to 'Call scheduled' but is no reply.
 */
beforeEach(async () => {
  await settle()
  await resetStandIn()
})

/** The counts of a server event, as stored: page, source and count only. */
async function counted(event: ServerEvent) {
  const rows = await sql<{ page: string; source: string; n: string }>(
    `select page, source, sum(count)::text as n from public.page_event_counts
      where event = $1 group by page, source order by page, source`,
    [event],
  )
  return rows.map((row) => ({ page: row.page, source: row.source, count: Number(row.n) }))
}

const once = (event: ServerEvent) => [{ page: SERVER_EVENT_PAGES[event], source: '', count: 1 }]

const thisPeriod = () => periodOf(4, new Date())

async function upload(token: string) {
  const bytes = SAMPLE_FILES.pdf
  const begun = await journey('POST', '/files', {
    token,
    body: { name: 'letter.pdf', size: bytes.length, type: 'application/pdf' },
  })
  expect(begun.status).toBe(201)
  const target = begun.body.upload as { path: string; token: string; contentType: string }
  const stored = await createAnonClient()
    .storage.from('journey-files')
    .uploadToSignedUrl(target.path, target.token, new Blob([bytes], { type: target.contentType }), {
      contentType: target.contentType,
    })
  expect(stored.error).toBeNull()
  const file = begun.body.file as { id: string }
  expect((await journey('POST', `/files/${file.id}/complete`, { token, body: {} })).status).toBe(
    200,
  )
}

describe('story started', () => {
  test('counted once, at the first save with something in it, never again for that inquiry', async () => {
    const { token } = await submittedInquiry()
    // Travel wishes alone fill the inquiry's own fields: no story yet.
    const empty = storyBody(1, { ancestors: [], checklist: [], wishes: { groupSize: 2 } })
    expect((await journey('PUT', '/story', { token, body: empty })).status).toBe(200)
    expect(await counted('story_started')).toEqual([])

    expect((await journey('PUT', '/story', { token, body: storyBody(2) })).status).toBe(200)
    expect(await counted('story_started')).toEqual(once('story_started'))
    expect((await journey('PUT', '/story', { token, body: storyBody(3) })).status).toBe(200)

    // Deleted and started again: the same family's story, not a new one.
    expect((await journey('DELETE', '/story', { token })).status).toBe(204)
    expect((await journey('PUT', '/story', { token, body: storyBody(1) })).status).toBe(200)
    expect(await counted('story_started')).toEqual(once('story_started'))

    // A second family starts with a file only, then adds another and saves a story: one more, once.
    const other = await submittedInquiry()
    await upload(other.token)
    await upload(other.token)
    expect(
      (await journey('PUT', '/story', { token: other.token, body: storyBody(1) })).status,
    ).toBe(200)
    expect(await counted('story_started')).toEqual([
      { page: SERVER_EVENT_PAGES.story_started, source: '', count: 2 },
    ])

    const admin = await signUpAdmin()
    const insights = await getInsights(thisPeriod(), admin as never)
    expect(insights.stories_and_calls.stories).toBe(2)
    expect(insights.funnel.steps.find((step) => step.event === 'story_started')?.count).toBe(2)
    expect(insights.pipeline.story_started).toBe(2)
  })
})

interface Answer {
  status: number
  // The function's JSON, read loosely: each test asserts the parts it needs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: Record<string, any>
}

async function bookCall(body: unknown): Promise<Answer> {
  const { url, anonKey } = standIn()
  const response = await fetch(`${url}/functions/v1/book-call`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: anonKey },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : {} }
}

describe('call booked', () => {
  test('counted once per inquiry: not for a re-sent request, a move, or a booking after a cancel', async () => {
    const { id, token } = await submittedInquiry()
    const zone = 'America/New_York'
    const slots = await bookCall({ action: 'slots', token, time_zone: zone })
    expect(slots.status).toBe(200)
    const [first, second, third] = (slots.body.days as { slots: { start: string }[] }[]).flatMap(
      (day) => day.slots,
    )
    const key = crypto.randomUUID()
    const book = (start: string, idempotency_key: string) =>
      bookCall({ action: 'book', token, time_zone: zone, start, idempotency_key })

    expect((await book(first!.start, key)).status).toBe(200)
    expect(await counted('call_booked')).toEqual(once('call_booked'))
    const replay = await book(first!.start, key)
    expect(replay.body.replayed).toBe(true)
    expect(
      (await bookCall({ action: 'move', token, time_zone: zone, start: second!.start })).status,
    ).toBe(200)
    expect((await bookCall({ action: 'cancel', token })).status).toBe(200)
    expect((await book(third!.start, crypto.randomUUID())).status).toBe(200)
    expect(await counted('call_booked')).toEqual(once('call_booked'))

    // The booking moved the inquiry to Call scheduled; that is not the team's reply: it is still waiting.
    const [row] = await sql<{ lead_status: string }>(
      'select lead_status from public.form_submissions where id = $1',
      [id],
    )
    expect(row!.lead_status).toBe('call_scheduled')
    const admin = await signUpAdmin('giulia@radici.example', 'correct-horse-7', 'Giulia Bianchi')
    const before = await getInsights(thisPeriod(), admin as never)
    expect(before.stories_and_calls.calls).toBe(1)
    expect(before.funnel.steps.find((step) => step.event === 'call_booked')?.count).toBe(1)
    expect(before.pipeline.call_booked).toBe(1)
    expect(before.reply).toMatchObject({ inquiries: 1, replied: 0, members: [] })
    expect(before.reply.waiting.count).toBe(1)

    // A note by a team member is the first reply.
    const note = await admin
      .from('inquiry_notes')
      .insert({ submission_id: id, body: 'Called the family back.' })
    expect(note.error).toBeNull()
    const after = await getInsights(thisPeriod(), admin as never)
    expect(after.reply).toMatchObject({ inquiries: 1, replied: 1, within_24h: 1 })
    expect(after.reply.members).toEqual([
      expect.objectContaining({ member: 'Giulia Bianchi', replied: 1 }),
    ])
    expect(after.reply.waiting.count).toBe(0)
  })
})
