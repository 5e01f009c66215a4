import { callFunction, keyHeaders } from '@/lib/functions/function-client'
import { FunctionError } from '@/lib/functions/function-error'
import type { LoadedStory, Story, StoryFile } from '@/features/journey/lib/story-types'

/**
 * The journey function's calls (docs/decisions/151) through the one client (src/lib/functions, ADR 180): no
 * supabase-js on this page. The private link's token travels in the X-Journey-Token header, never in the URL.
 * Every failure is a FunctionError (its status, `fields` and body: a 409 carries the latest story).
 */
const call = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  token?: string,
  body?: unknown,
  keepalive = false,
) =>
  callFunction<T>('journey', {
    method,
    path,
    body,
    keepalive,
    headers: token ? { 'X-Journey-Token': token } : {},
  })

export const getStory = (token: string) => call<LoadedStory>('GET', '/story', token)

export const saveStory = (
  token: string,
  body: Story & { version: number; visitId: string },
  keepalive = false,
) => call<{ version: number; savedAt: string }>('PUT', '/story', token, body, keepalive)

export const deleteStory = (token: string) => call<Record<string, never>>('DELETE', '/story', token)

export const requestLink = (email: string) =>
  call<{ ok: true }>('POST', '/link', undefined, { email })

export interface UploadTarget {
  file: { id: string; name: string; size: number }
  upload: { signedUrl: string; path: string; token: string; contentType: string }
}

export const beginUpload = (token: string, file: { name: string; size: number; type: string }) =>
  call<UploadTarget>('POST', '/files', token, file)

export const completeUpload = (token: string, id: string, visitId: string) =>
  call<{ file: StoryFile }>('POST', `/files/${id}/complete`, token, { visitId })

export const fileUrl = (token: string, id: string, download: boolean) =>
  call<{ url: string }>('GET', `/files/${id}/url${download ? '?download' : ''}`, token)

export const deleteFile = (token: string, id: string) =>
  call<Record<string, never>>('DELETE', `/files/${id}`, token)

/** Sends a file to its signed upload URL (Storage's PUT /object/upload/sign/…), reporting progress. */
export function putToSignedUrl(
  target: UploadTarget['upload'],
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('PUT', target.signedUrl)
    for (const [name, value] of Object.entries(keyHeaders())) request.setRequestHeader(name, value)
    request.setRequestHeader('Content-Type', target.contentType)
    request.setRequestHeader('x-upsert', 'false')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new FunctionError({ status: request.status, code: `http_${request.status}` }))
    request.onerror = () => reject(new FunctionError({ status: null, code: 'network' }))
    request.onabort = () => reject(new FunctionError({ status: null, code: 'network' }))
    signal?.addEventListener('abort', () => request.abort())
    request.send(file)
  })
}

/**
 * The latest story a 409 carries (another tab or device saved first), or null when the answer has none. The
 * journey page stays free of zod (docs/decisions/180): the shape is checked by its parts, never cast.
 */
export function conflictStory(error: FunctionError): LoadedStory | null {
  const story = error.body.story
  return isLoadedStory(story) ? story : null
}

function isLoadedStory(value: unknown): value is LoadedStory {
  return (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    typeof value.version === 'number' &&
    'ancestors' in value &&
    Array.isArray(value.ancestors) &&
    'checklist' in value &&
    Array.isArray(value.checklist) &&
    'files' in value &&
    Array.isArray(value.files) &&
    'wishes' in value &&
    typeof value.wishes === 'object'
  )
}
