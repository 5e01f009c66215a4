import { Camera, RotateCcw, Upload, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { deleteFile, fileUrl } from '@/features/journey/api/journey-client'
import { FileRow } from './file-row'
import type { StoryFile } from '@/features/journey/lib/story-types'

const ACCEPT =
  'application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,.pdf'

interface Job {
  key: string
  file: File
  progress: number
  error?: string
  /** Offline: the upload waits and starts by itself once the connection is back. */
  waiting?: boolean
}

const WAITING = 'Waiting for the connection: the upload starts by itself when you are back online.'

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
  const list = useRef<HTMLUListElement>(null)
  const addButton = useRef<HTMLButtonElement>(null)

  const patch = (key: string, change: Partial<Job>) =>
    setJobs((current) => current.map((job) => (job.key === key ? { ...job, ...change } : job)))

  // Offline (before or during an upload) a file waits for the connection and resumes by itself; any other
  // failure names its reason with `Retry` and `Remove` (docs/product/journey.md, issue 38).
  const run = async (job: Job) => {
    if (!navigator.onLine) {
      patch(job.key, { waiting: true, error: undefined, progress: 0 })
      return
    }
    patch(job.key, { error: undefined, waiting: false, progress: 0 })
    try {
      const { uploadFile } = await import('@/features/journey/api/upload-file')
      const stored = await uploadFile(token, visitId, job.file, (progress) =>
        patch(job.key, { progress }),
      )
      setJobs((current) => current.filter((other) => other.key !== job.key))
      setFiles((current) => [...current, stored])
      setMessage(`${stored.name} is saved.`)
    } catch (error) {
      if (!navigator.onLine) {
        patch(job.key, { waiting: true, progress: 0 })
        setMessage(`${job.file.name}: ${WAITING}`)
        return
      }
      const reason = await import('@/features/journey/api/upload-file').then(
        ({ uploadError }) => uploadError(error),
        () => 'The upload failed (the connection may have dropped).',
      )
      patch(job.key, { error: reason })
      setMessage(`${job.file.name} was not saved: ${reason}`)
    }
  }

  // Back online: every waiting upload starts again.
  const jobsNow = useRef(jobs)
  jobsNow.current = jobs
  const runNow = useRef(run)
  runNow.current = run
  useEffect(() => {
    const resume = () => {
      for (const job of jobsNow.current) if (job.waiting) void runNow.current(job)
    }
    window.addEventListener('online', resume)
    return () => window.removeEventListener('online', resume)
  }, [])

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

  // After a delete, focus goes to the list (or, when it is empty, to `Add scans or photos`).
  const remove = async (file: StoryFile) => {
    try {
      await deleteFile(token, file.id)
    } catch {
      throw new Error('The file was not deleted (the connection or our server). Please try again.')
    }
    const rest = files.filter((other) => other.id !== file.id)
    setFiles(rest)
    setMessage(`${file.name} is deleted.`)
    requestAnimationFrame(() => (rest.length > 0 ? list.current : addButton.current)?.focus())
  }

  return (
    <div className="flex flex-col gap-4">
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        PDF, JPEG, PNG, WebP or HEIC; up to 15 MB a file, 30 files and 200 MB in all.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          ref={addButton}
          type="button"
          variant="outline"
          onClick={() => picker.current?.click()}
        >
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
                {(job.error || job.waiting) && (
                  <span className="flex shrink-0 gap-2">
                    <Button type="button" size="sm" variant="outline" onClick={() => void run(job)}>
                      <RotateCcw aria-hidden="true" /> Retry
                      <span className="sr-only"> {job.file.name}</span>
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      onClick={() => {
                        setJobs((current) => current.filter((other) => other.key !== job.key))
                        requestAnimationFrame(() => addButton.current?.focus())
                      }}
                    >
                      <X aria-hidden="true" /> Remove
                      <span className="sr-only"> {job.file.name} from the list</span>
                    </Button>
                  </span>
                )}
              </div>
              {job.error ? (
                <p className="mt-1 text-sm text-destructive">{job.error}</p>
              ) : job.waiting ? (
                <p className="mt-1 text-sm text-ink-soft">{WAITING}</p>
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
        <ul
          ref={list}
          tabIndex={-1}
          aria-label="Your files"
          className="grid gap-2 focus:outline-none sm:grid-cols-2"
        >
          {files.map((file) => (
            <FileRow
              key={file.id}
              file={file}
              onOpen={() => void open(file)}
              onDelete={() => remove(file)}
            />
          ))}
        </ul>
      )}
    </div>
  )
}
