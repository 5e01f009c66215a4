import { beginUpload, completeUpload, putToSignedUrl } from './journey-client'
import { FUNCTION_MESSAGES, functionErrorMessage } from '@/lib/functions/function-messages'
import type { StoryFile } from '@/features/journey/lib/story-types'

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

/** A sentence for a failed upload (src/lib/functions/function-messages.ts). */
export function uploadError(error: unknown): string {
  return functionErrorMessage(FUNCTION_MESSAGES.upload, error)
}
