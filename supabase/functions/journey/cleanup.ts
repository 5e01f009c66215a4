import { BUCKET, type ServiceClient } from './context.ts'
import { PENDING_SECONDS } from './files.ts'

/**
 * The journey function's job, every 15 minutes (docs/decisions/155-abandoned-uploads.md, 191-upload-tombstones.md,
 * 243-files-served-as-what-they-are.md):
 * 1. Uploads the family started and never finished: a file is 'pending' from its signed upload URL until its
 *    bytes pass the type check. It stops counting toward the quota after PENDING_SECONDS (the URL's two hours)
 *    and goes a quarter of an hour later, so a finished upload still has time for its type check (its row; the
 *    bytes go in step 2, in the same run: their tombstone is already due).
 * 2. Bytes that outlived their record: a signed upload URL lives two hours and can be used again once its object
 *    is gone, so every removed file row leaves a tombstone (a database trigger); once the URL cannot be used any
 *    more, whatever object sits at the path is removed and the tombstone forgotten. Objects of the bucket that no
 *    row and no tombstone accounts for (orphans) are removed once a day old.
 * Bytes go through the Storage API (hosted Supabase refuses deletes of storage.objects in SQL); a path whose
 * object could not be removed stays for the next run.
 */
export const ABANDONED_AFTER_MS = (PENDING_SECONDS + 15 * 60) * 1000
const ORPHAN_AFTER_SECONDS = 24 * 60 * 60
const BATCH = 100

export async function removeAbandonedUploads(
  db: ServiceClient,
  now = Date.now(),
  budgetMs = 20_000,
): Promise<{ removed: number; objects: number }> {
  const before = new Date(now - ABANDONED_AFTER_MS).toISOString()
  const started = Date.now()
  let removed = 0
  while (Date.now() - started < budgetMs) {
    const { data, error } = await db
      .from('journey_files')
      .select('id')
      .eq('status', 'pending')
      .lt('created_at', before)
      .order('created_at')
      .limit(BATCH)
    if (error) throw new Error(`abandoned uploads lookup failed: ${error.message}`)
    if (!data?.length) break
    // The rows only: their tombstones (the trigger) bring their bytes to the next loop.
    const deleted = await db
      .from('journey_files')
      .delete()
      .eq('status', 'pending')
      .in(
        'id',
        data.map((file) => file.id),
      )
    if (deleted.error) throw new Error(`abandoned uploads delete failed: ${deleted.error.message}`)
    removed += data?.length ?? 0
    if ((data?.length ?? 0) < BATCH) break
  }
  let objects = 0
  while (Date.now() - started < budgetMs) {
    const { data, error } = await db.rpc('journey_objects_to_remove', {
      batch_size: BATCH,
      orphan_seconds: ORPHAN_AFTER_SECONDS,
    })
    if (error) throw new Error(`objects lookup failed: ${error.message}`)
    if (!data?.length) break
    const paths = data.map((row) => row.object_path)
    // Removing a path that holds no object is not an error: most tombstones never had a second upload.
    const gone = await db.storage.from(BUCKET).remove(paths)
    if (gone.error) throw new Error(`storage remove failed: ${gone.error.message}`)
    const forgotten = await db.rpc('forget_journey_objects', { paths })
    if (forgotten.error) throw new Error(`tombstones delete failed: ${forgotten.error.message}`)
    objects += gone.data?.length ?? 0
    if (data.length < BATCH) break
  }
  return { removed, objects }
}
