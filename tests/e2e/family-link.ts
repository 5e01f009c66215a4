import { createHash, randomBytes } from 'node:crypto'
import { sql } from './stand-in'

/** An inquiry with a private link made here (its hash stored as the functions do, ADR 150). */
export async function inquiryWithToken(name: string): Promise<{ id: string; token: string }> {
  const [row] = await sql<{ id: string }>(
    `insert into public.form_submissions (name, email, planning_stage, travel_dates, trip_duration,
       genealogy_help, preferred_contact, submission_key)
     values ($1, $2, 'exploring', 'I don''t know yet', '2-weeks', 'need-guidance', 'email', gen_random_uuid())
     returning id`,
    [name, `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`],
  )
  const token = randomBytes(32).toString('base64url')
  await sql('insert into public.private_links (submission_id, token_hash) values ($1, $2)', [
    row!.id,
    createHash('sha256').update(token).digest('hex'),
  ])
  return { id: row!.id, token }
}
