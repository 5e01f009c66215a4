import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeEach, describe, expect, test } from 'vitest'
import { addNote } from '@/features/admin/lead-page/api/add-note'
import { deleteNote, editNote } from '@/features/admin/lead-page/api/correct-note'
import { getInquiryActivity } from '@/features/admin/leads/api/get-inquiry'
import { describeHistory } from '@/features/admin/leads/lib/history'
import { submittedInquiry } from './journey-fixtures'
import { resetStandIn, settle, signUpAdmin, sql } from './stand-in'

/**
 * Issue 38: a team note can be corrected or deleted by its author, the earlier text kept in the history and a
 * deleted note left as a tombstone (docs/decisions/203), against the real policy and triggers.
 */
let giulia: SupabaseClient
let marco: SupabaseClient
let inquiryId: string

beforeEach(async () => {
  await settle()
  await resetStandIn()
  giulia = await signUpAdmin('giulia@radici.example', 'correct-horse-7', 'Giulia Bianchi')
  marco = await signUpAdmin('marco@radici.example', 'correct-horse-8', 'Marco Verdi')
  inquiryId = (await submittedInquiry()).id
})

describe('correcting a note', () => {
  test('the author edits the text; the note says edited and the history keeps the first text', async () => {
    const note = await addNote(inquiryId, 'Called, no answer.', giulia)
    const edited = await editNote(note.id, '  Called, left a voicemail.  ', giulia)
    expect(edited).toMatchObject({
      id: note.id,
      body: 'Called, left a voicemail.',
      author_name: 'Giulia Bianchi',
      created_at: note.created_at,
      deleted_at: null,
    })
    expect(edited.edited_at).not.toBeNull()
    const { history, notes } = await getInquiryActivity(inquiryId, marco)
    expect(notes.map((n) => n.body)).toEqual(['Called, left a voicemail.'])
    const entry = history.find((h) => h.kind === 'note_edited')
    expect(entry).toMatchObject({
      from_value: 'Called, no answer.',
      to_value: 'Called, left a voicemail.',
      actor_name: 'Giulia Bianchi',
    })
    expect(describeHistory(entry!)).toBe(
      'Note edited: "Called, left a voicemail." (was "Called, no answer.")',
    )
    // The same text again changes nothing: no new mark, no new history entry.
    const again = await editNote(note.id, 'Called, left a voicemail.', giulia)
    expect(again.edited_at).toBe(edited.edited_at)
    const [{ n }] = await sql<{ n: number }>(
      "select count(*)::int as n from public.inquiry_history where kind = 'note_edited'",
    )
    expect(n).toBe(1)
  })

  test('the author deletes a note: it stays as a tombstone, its text in the history', async () => {
    const note = await addNote(inquiryId, 'Wrong family: ignore.', giulia)
    const deleted = await deleteNote(note.id, giulia)
    expect(deleted.deleted_by_name).toBe('Giulia Bianchi')
    expect(deleted.deleted_at).not.toBeNull()
    expect(deleted.body).toBe('Wrong family: ignore.')
    const { history, notes } = await getInquiryActivity(inquiryId, giulia)
    expect(notes).toHaveLength(1)
    const entry = history.find((h) => h.kind === 'note_deleted')
    expect(entry).toMatchObject({
      from_value: 'Wrong family: ignore.',
      actor_name: 'Giulia Bianchi',
    })
    expect(describeHistory(entry!)).toBe('Note deleted: "Wrong family: ignore."')
    // A deleted note is final: no edit, no second deletion.
    await expect(editNote(note.id, 'Back again', giulia)).rejects.toThrow(/author/)
    await expect(deleteNote(note.id, giulia)).rejects.toThrow(/author/)
    const [{ body }] = await sql<{ body: string }>(
      'select body from public.inquiry_notes where id = $1',
      [note.id],
    )
    expect(body).toBe('Wrong family: ignore.')
  })

  test('another admin can neither edit nor delete it, and the row is never removed', async () => {
    const note = await addNote(inquiryId, 'Prefers mornings.', giulia)
    await expect(editNote(note.id, 'Prefers evenings.', marco)).rejects.toThrow(
      'Only the author of a note may edit or delete it.',
    )
    await expect(deleteNote(note.id, marco)).rejects.toThrow(/author/)
    // Nor the database owner (no signed-in author), nor anyone removing the row.
    await expect(
      sql("update public.inquiry_notes set body = 'x' where id = $1", [note.id]),
    ).rejects.toThrow(/Only the author/)
    await expect(sql('delete from public.inquiry_notes where id = $1', [note.id])).rejects.toThrow(
      /append-only/,
    )
    // Author, names and times are the database's: a forged author in the update is ignored.
    const forged = await giulia
      .from('inquiry_notes')
      .update({ body: 'Prefers mornings, Rome time.', author_name: 'Marco Verdi' })
      .eq('id', note.id)
      .select('*')
    expect(forged.error?.code).toBe('42501') // the column is not granted
    const [row] = await sql<{ body: string; author_name: string }>(
      'select body, author_name from public.inquiry_notes where id = $1',
      [note.id],
    )
    expect(row).toEqual({ body: 'Prefers mornings.', author_name: 'Giulia Bianchi' })
  })

  test('an empty correction is refused with the field named, the note kept', async () => {
    const note = await addNote(inquiryId, 'Sicily in May.', giulia)
    await expect(editNote(note.id, '   ', giulia)).rejects.toThrow(/body/)
    const { notes } = await getInquiryActivity(inquiryId, giulia)
    expect(notes[0]?.body).toBe('Sicily in May.')
  })
})
