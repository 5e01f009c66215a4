import { BUCKET, type ServiceClient } from './context.ts'

/**
 * Uploads the family started and never finished (docs/decisions/155-abandoned-uploads.md): a file is recorded as
 * 'pending' when its signed upload URL is issued and becomes 'stored' only after its bytes pass the type check.
 * A pending file stops counting towards the limits after two hours (files.ts); this removes it, and whatever bytes
 * reached the bucket, once it is a day old. The signed upload URL lives two hours, so no upload still under way
 * is cut short. Bytes go through the Storage API (hosted Supabase refuses deletes of storage.objects in SQL), then
 * the rows; a row whose object could not be removed stays for the next run.
 */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000
const BATCH = 100

export async function removeAbandonedUploads(
  db: ServiceClient,
  now = Date.now(),
  budgetMs = 20_000,
): Promise<{ removed: number }> {
  const before = new Date(now - ABANDONED_AFTER_MS).toISOString()
  const started = Date.now()
  let removed = 0
  while (Date.now() - started < budgetMs) {
    const { data, error } = await db
      .from('journey_files')
      .select('id, object_path')
      .eq('status', 'pending')
      .lt('created_at', before)
      .order('created_at')
      .limit(BATCH)
    if (error) throw new Error(`abandoned uploads lookup failed: ${error.message}`)
    if (!data?.length) break
    // Removing a path that holds no object is not an error: most abandoned uploads never sent a byte.
    const gone = await db.storage.from(BUCKET).remove(data.map((file) => file.object_path))
    if (gone.error) throw new Error(`storage remove failed: ${gone.error.message}`)
    const deleted = await db
      .from('journey_files')
      .delete()
      .eq('status', 'pending')
      .in(
        'id',
        data.map((file) => file.id),
      )
    if (deleted.error) throw new Error(`abandoned uploads delete failed: ${deleted.error.message}`)
    removed += data.length
    if (data.length < BATCH) break
  }
  return { removed }
}
