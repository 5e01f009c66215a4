import { beginUpload, completeUpload, JourneyError, putToSignedUrl } from './api/journey-client'
import type { StoryFile } from './story-types'

/**
 * One file's upload (loaded on use, docs/decisions/153): the function records it and signs an upload URL, the
 * bytes go straight to Storage with progress, then the function checks them. A refusal names the reason.
 */
export async function uploadFile(
  token: string,
  visitId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<StoryFile> {
  const target = await beginUpload(token, { name: file.name, size: file.size, type: file.type })
  onProgress(0)
  await putToSignedUrl(target.upload, file, onProgress)
  const done = await completeUpload(token, target.file.id, visitId)
  return done.file
}

/** A sentence for a failed upload. */
export function uploadError(error: unknown): string {
  if (error instanceof JourneyError) {
    const message = Object.values(error.fields)[0]
    if (message) return message
    if (error.status === 429) return 'Too many uploads at once: please wait a minute and retry.'
    if (error.status === 413 || error.status === 400) return 'This file cannot be stored.'
  }
  return 'The upload failed (the connection may have dropped).'
}
