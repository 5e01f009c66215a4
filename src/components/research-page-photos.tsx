import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import type { ResearchRecord } from '@/lib/contracts/research'
import { concessionCredit } from '@/content/archive-concessions'
import { partialDateText, RECORD_TYPE_WORDS } from '@/lib/research-words'

const ResearchPhotoViewer = lazy(() => import('./research-photo-viewer'))

/** Asks the research function for a one-minute address of a photo (the family's, the team's or the researcher's). */
export type PhotoUrl = (photoId: string) => Promise<string>

/**
 * A record's photos of the page (issue 45 part 8): one button each, `Open the researcher's photo of this page`; the
 * zoomable viewer is its own chunk, loaded on the first opening. The alt text names the record.
 */
export function ResearchPagePhotos({
  record,
  photoUrl,
}: {
  record: ResearchRecord
  photoUrl: PhotoUrl
}) {
  const [open, setOpen] = useState<string | null>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const loadUrl = useCallback(() => photoUrl(open ?? ''), [photoUrl, open])
  if (record.photos.length === 0) return null
  const subject = record.people.find((person) => person.role === 'subject')?.name
  const name = `${RECORD_TYPE_WORDS[record.type]}${subject ? ` of ${subject}` : ''}, ${partialDateText(record.date)}, ${record.comune.comune}`
  const many = record.photos.length > 1
  const label = (index: number) =>
    many
      ? `Open the researcher's photo of this page (${index + 1} of ${record.photos.length})`
      : `Open the researcher's photo of this page`
  const index = record.photos.findIndex((photo) => photo.id === open)
  return (
    <div className="mt-3 flex flex-col items-start gap-1">
      {record.photos.map((photo, n) => (
        <button
          key={photo.id}
          type="button"
          ref={(element) => {
            if (element) buttons.current.set(photo.id, element)
          }}
          className="font-semibold text-terracotta-700 underline underline-offset-4"
          onClick={() => {
            opener.current = buttons.current.get(photo.id) ?? null
            setOpen(photo.id)
          }}
        >
          {label(n)}
        </button>
      ))}
      {open && index >= 0 && (
        <Suspense fallback={null}>
          <ResearchPhotoViewer
            title={`The researcher's photo of the page${many ? ` (${index + 1} of ${record.photos.length})` : ''}`}
            alt={`The researcher's photo of the page: ${name}`}
            credit={concessionCredit(record.archive)}
            loadUrl={loadUrl}
            returnFocus={opener}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </div>
  )
}
