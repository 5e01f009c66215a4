import { sendDueStoryEmails } from '../_shared/story-notifications.ts'
import { afterResponse, BUCKET, invalid, json, readJson, type Ctx } from './context.ts'
import { fieldErrors, storySaveSchema } from '../_shared/contracts/journey.ts'

/** The family's story: load, save (version-checked), delete (docs/decisions/151). */

const MAX_SAVE_BYTES = 400_000

export async function loadStory(ctx: Ctx, inquiryId: string) {
  const [inquiry, story, files] = await Promise.all([
    ctx.db
      .from('form_submissions')
      .select('first_name, name, group_size, age_ranges, budget, hotel_preference')
      .eq('id', inquiryId)
      .single(),
    ctx.db.from('journey_stories').select('*').eq('submission_id', inquiryId).maybeSingle(),
    ctx.db
      .from('journey_files')
      .select('id, file_name, content_type, size_bytes, created_at')
      .eq('submission_id', inquiryId)
      .eq('status', 'stored')
      .order('created_at'),
  ])
  for (const result of [inquiry, story, files])
    if (result.error) throw new Error(`load failed: ${result.error.message}`)
  const row = inquiry.data!
  return {
    firstName: row.first_name ?? row.name.split(' ')[0] ?? null,
    version: story.data?.version ?? 1,
    savedAt: story.data?.updated_at ?? null,
    ancestors: story.data?.ancestors ?? [],
    checklist: story.data?.checklist ?? [],
    wishes: {
      groupSize: row.group_size,
      ageRanges: row.age_ranges,
      budget: row.budget,
      hotelPreference: row.hotel_preference,
      notes: story.data?.travel_notes ?? null,
      healthNotes: story.data?.health_notes ?? null,
    },
    files: (files.data ?? []).map((file) => ({
      id: file.id,
      name: file.file_name,
      type: file.content_type,
      size: file.size_bytes,
      createdAt: file.created_at,
    })),
  }
}

export async function saveStory(ctx: Ctx, request: Request, inquiryId: string): Promise<Response> {
  const body = await readJson(request, MAX_SAVE_BYTES, { emptyIs: {} })
  if (!body.ok)
    return body.reason === 'too_large'
      ? json({ error: 'payload_too_large' }, 413, ctx.cors)
      : invalid({ _: 'The body must be JSON.' }, ctx.cors)
  const parsed = storySaveSchema.safeParse(body.value)
  if (!parsed.success) return invalid(fieldErrors(parsed.error), ctx.cors)
  const { version, visitId, ...story } = parsed.data
  const { data, error } = await ctx.db.rpc('save_journey_story', {
    inquiry: inquiryId,
    expected_version: version,
    visit: visitId,
    story: JSON.parse(JSON.stringify(story)),
  })
  if (error) {
    if (error.code === 'PT409')
      return json(
        { error: 'version_conflict', story: await loadStory(ctx, inquiryId) },
        409,
        ctx.cors,
      )
    if (error.code === '23514' && /^ancestors\.\d+\.birthPlace$/.test(error.message))
      return invalid(
        { [error.message]: 'Not an Italian comune with this province and region (ISTAT list).' },
        ctx.cors,
      )
    if (error.code?.startsWith('22') || error.code === '23514')
      return invalid({ _: 'This story cannot be stored.' }, ctx.cors)
    throw new Error(`save failed: ${error.code ?? ''} ${error.message}`)
  }
  const saved = data as { version: number; updated_at: string }
  afterResponse(sendDueStoryEmails(ctx.db, ctx.env))
  return json({ ok: true, version: saved.version, savedAt: saved.updated_at }, 200, ctx.cors)
}

/** 'Delete my story': the stored files first, then the rows (the history keeps an entry without content). */
export async function deleteStory(ctx: Ctx, inquiryId: string): Promise<Response> {
  const before = await ctx.db
    .from('journey_files')
    .select('object_path')
    .eq('submission_id', inquiryId)
  if (before.error) throw new Error(`delete failed: ${before.error.message}`)
  await removeObjects(
    ctx,
    (before.data ?? []).map((file) => file.object_path),
  )
  const { data, error } = await ctx.db.rpc('delete_journey_story', { inquiry: inquiryId })
  if (error) throw new Error(`delete failed: ${error.message}`)
  // A file recorded between the two steps (another tab uploading) goes too.
  const known = new Set((before.data ?? []).map((file) => file.object_path))
  await removeObjects(
    ctx,
    (data ?? []).filter((path: string) => !known.has(path)),
  )
  return json(null, 204, ctx.cors)
}

export async function removeObjects(ctx: Ctx, paths: string[]): Promise<void> {
  for (let start = 0; start < paths.length; start += 100) {
    const { error } = await ctx.db.storage.from(BUCKET).remove(paths.slice(start, start + 100))
    if (error) throw new Error(`storage remove failed: ${error.message}`)
  }
}
