import { env } from '@/config/env'
import type { LoadedStory, Story, StoryFile } from '../story-types'

/**
 * The journey function's calls (docs/decisions/151) with a plain fetch, as the inquiry wizard does (ADR 042): no
 * supabase-js on this page. The private link's token travels in the X-Journey-Token header, never in the URL.
 */
const base = () => `${env.supabaseUrl}/functions/v1/journey`

function headers(token?: string, json = false): Record<string, string> {
  const key = env.supabasePublishableKey
  return {
    apikey: key,
    ...(key.startsWith('sb_') ? {} : { Authorization: `Bearer ${key}` }),
    ...(token ? { 'X-Journey-Token': token } : {}),
    ...(json ? { 'Content-Type': 'application/json' } : {}),
  }
}

export class JourneyError extends Error {
  constructor(
    readonly status: number | null,
    readonly body: Record<string, unknown> = {},
  ) {
    super(status === null ? 'network error' : `journey answered ${status}`)
    this.name = 'JourneyError'
  }
  get fields(): Record<string, string> {
    return (this.body.fields as Record<string, string> | undefined) ?? {}
  }
}

async function call<T>(
  method: string,
  route: string,
  token?: string,
  body?: unknown,
  keepalive = false,
) {
  let response: Response
  try {
    response = await fetch(`${base()}${route}`, {
      method,
      headers: headers(token, body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
      keepalive,
      referrerPolicy: 'no-referrer',
    })
  } catch {
    throw new JourneyError(null)
  }
  const text = await response.text()
  const data = (text ? JSON.parse(text) : {}) as Record<string, unknown>
  if (!response.ok) throw new JourneyError(response.status, data)
  return data as T
}

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
    for (const [name, value] of Object.entries(headers())) request.setRequestHeader(name, value)
    request.setRequestHeader('Content-Type', target.contentType)
    request.setRequestHeader('x-upsert', 'false')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new JourneyError(request.status))
    request.onerror = () => reject(new JourneyError(null))
    request.onabort = () => reject(new JourneyError(null))
    signal?.addEventListener('abort', () => request.abort())
    request.send(file)
  })
}
