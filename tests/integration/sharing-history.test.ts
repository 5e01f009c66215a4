import { beforeEach, expect, test } from 'vitest'
import { getInquiryActivity } from '@/features/admin/leads/api/get-inquiry'
import { actorLabel, describeHistory } from '@/features/admin/leads/lib/history'
import { acceptedJourney, seedAgencyContacts } from '../fixtures/integration/agency-handoff.ts'
import { journey } from './journey-fixtures.ts'
import { resetStandIn, settle, signUpAdmin, sql } from './stand-in.ts'

/**
 * Issue 50: the family's sharing choices as the console's history reads them (docs/decisions/246). The choices go
 * through the journey function as the page sends them; the lines are read back by the console's own query and
 * worded by its own function, with the values the database really writes. On PGlite and on PostgreSQL.
 */

beforeEach(async () => {
  await settle()
  await resetStandIn()
  await seedAgencyContacts()
})

async function choose(token: string, ancestors: boolean, health: boolean) {
  const saved = await journey('PUT', '/sharing', {
    token,
    body: {
      agencyId: 'sicilia-heritage',
      shareAncestors: ancestors,
      shareHealth: health,
      wording: `Share my ancestors: ${ancestors}. Share health and access notes: ${health}.`,
    },
  })
  expect(saved.status).toBe(200)
  return saved.body
}

test('each choice is recorded with the booleans the console reads, and worded right', async () => {
  const { id, token } = await acceptedJourney()
  await choose(token, true, true)
  await choose(token, true, false)
  const view = await choose(token, false, false)
  // The choice in force is the newest one: the withdrawal is recorded.
  expect(view.choice).toMatchObject({ shareAncestors: false, shareHealth: false })

  const rows = await sql<{ from_value: string | null; to_value: string }>(
    `select from_value, to_value from public.inquiry_history
      where submission_id = $1 and kind = 'sharing_changed' order by id`,
    [id],
  )
  expect(rows).toEqual([
    { from_value: null, to_value: 'agency=sicilia-heritage, ancestors=true, health=true' },
    {
      from_value: 'agency=sicilia-heritage, ancestors=true, health=true',
      to_value: 'agency=sicilia-heritage, ancestors=true, health=false',
    },
    {
      from_value: 'agency=sicilia-heritage, ancestors=true, health=false',
      to_value: 'agency=sicilia-heritage, ancestors=false, health=false',
    },
  ])

  const admin = await signUpAdmin()
  const { history } = await getInquiryActivity(id, admin)
  const sharing = history.filter((entry) => entry.kind === 'sharing_changed')
  expect(sharing.map(describeHistory)).toEqual([
    "The family chose what to share with Zagara Heritage Journeys: ancestors' names and towns not shared, health and access notes not shared",
    "The family chose what to share with Zagara Heritage Journeys: ancestors' names and towns shared, health and access notes not shared; consent to share the health and access notes withdrawn",
    "The family chose what to share with Zagara Heritage Journeys: ancestors' names and towns shared, health and access notes shared; consent to share the health and access notes given",
  ])
  expect(sharing.map(actorLabel)).toEqual(['The family', 'The family', 'The family'])
})

test('a line written the old way (PostgreSQL’s t / f) is read as what it says', async () => {
  const { id } = await acceptedJourney()
  // What concat() wrote before the fix: the history is append-only, so such lines stay.
  await sql(
    `insert into public.inquiry_history (submission_id, kind, to_value, actor_name)
     values ($1, 'sharing_changed', concat('ancestors=', true, ', health=', false), 'Family')`,
    [id],
  )
  const admin = await signUpAdmin()
  const { history } = await getInquiryActivity(id, admin)
  const line = history.find((entry) => entry.kind === 'sharing_changed')
  expect(line?.to_value).toBe('ancestors=t, health=f')
  expect(describeHistory(line!)).toBe(
    "The family chose what to share: ancestors' names and towns shared, health and access notes not shared",
  )
})
