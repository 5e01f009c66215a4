import { Camera, FileText, Image, RotateCcw, Trash2, Upload } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { deleteFile, fileUrl } from './api/journey-client'
import type { StoryFile } from './story-types'

const ACCEPT =
  'application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,.pdf'

interface Job {
  key: string
  file: File
  progress: number
  error?: string
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** Scans and photos: the stored files, and uploads with a progress bar and a retry each (docs/decisions/151). */
export function FilesSection({
  token,
  visitId,
  initial,
}: {
  token: string
  visitId: string
  initial: StoryFile[]
}) {
  const id = useId()
  const [files, setFiles] = useState(initial)
  const [jobs, setJobs] = useState<Job[]>([])
  const [message, setMessage] = useState('')
  const picker = useRef<HTMLInputElement>(null)
  const camera = useRef<HTMLInputElement>(null)

  const patch = (key: string, change: Partial<Job>) =>
    setJobs((current) => current.map((job) => (job.key === key ? { ...job, ...change } : job)))

  const run = async (job: Job) => {
    patch(job.key, { error: undefined, progress: 0 })
    const { uploadFile, uploadError } = await import('./upload-file')
    try {
      const stored = await uploadFile(token, visitId, job.file, (progress) =>
        patch(job.key, { progress }),
      )
      setJobs((current) => current.filter((other) => other.key !== job.key))
      setFiles((current) => [...current, stored])
      setMessage(`${stored.name} is saved.`)
    } catch (error) {
      const reason = uploadError(error)
      patch(job.key, { error: reason })
      setMessage(`${job.file.name} was not saved: ${reason}`)
    }
  }

  const add = (list: FileList | null) => {
    const added = Array.from(list ?? [], (file) => ({
      key: crypto.randomUUID(),
      file,
      progress: 0,
    }))
    setJobs((current) => [...current, ...added])
    for (const job of added) void run(job)
  }

  const open = async (file: StoryFile) => {
    const { url } = await fileUrl(token, file.id, false)
    window.open(url, '_blank', 'noopener,noreferrer')
  }

  const remove = async (file: StoryFile) => {
    await deleteFile(token, file.id)
    setFiles((current) => current.filter((other) => other.id !== file.id))
    setMessage(`${file.name} is deleted.`)
  }

  return (
    <div className="flex flex-col gap-4">
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        PDF, JPEG, PNG, WebP or HEIC; up to 15 MB a file, 30 files and 200 MB in all.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => picker.current?.click()}>
          <Upload aria-hidden="true" /> Add scans or photos
        </Button>
        <Button type="button" variant="outline" onClick={() => camera.current?.click()}>
          <Camera aria-hidden="true" /> Take a photo
        </Button>
        <input
          ref={picker}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Add scans or photos"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            add(event.target.files)
            event.target.value = ''
          }}
        />
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-label="Take a photo"
          onChange={(event) => {
            add(event.target.files)
            event.target.value = ''
          }}
        />
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {message}
      </p>
      {jobs.length > 0 && (
        <ul aria-label="Uploads in progress" className="flex flex-col gap-2">
          {jobs.map((job) => (
            <li key={job.key} className="rounded-lg border border-cream-200 bg-white p-3">
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="truncate">{job.file.name}</span>
                {job.error && (
                  <Button type="button" size="sm" variant="outline" onClick={() => void run(job)}>
                    <RotateCcw aria-hidden="true" /> Retry
                    <span className="sr-only"> {job.file.name}</span>
                  </Button>
                )}
              </div>
              {job.error ? (
                <p className="mt-1 text-sm text-destructive">{job.error}</p>
              ) : (
                <progress
                  className="mt-2 h-2 w-full accent-olive-600"
                  max={1}
                  value={job.progress}
                  aria-label={`Uploading ${job.file.name}`}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul aria-label="Your files" className="grid gap-2 sm:grid-cols-2">
          {files.map((file) => (
            <li
              key={file.id}
              className="flex items-center gap-3 rounded-lg border border-cream-200 bg-white p-3 text-sm"
            >
              {file.type === 'application/pdf' ? (
                <FileText className="size-5 shrink-0 text-terracotta-600" aria-hidden="true" />
              ) : (
                <Image className="size-5 shrink-0 text-olive-600" aria-hidden="true" />
              )}
              <button
                type="button"
                className="min-w-0 flex-1 truncate text-left font-semibold text-ink underline-offset-4 hover:underline"
                onClick={() => void open(file)}
              >
                {file.name}
              </button>
              <span className="shrink-0 text-ink-soft">{size(file.size)}</span>
              <Button type="button" size="icon" variant="ghost" onClick={() => void remove(file)}>
                <Trash2 aria-hidden="true" />
                <span className="sr-only">Delete {file.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
