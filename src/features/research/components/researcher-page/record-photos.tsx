import { useId, useState } from 'react'
import type { ResearchRecord } from '@/lib/contracts/research'
import type { ResearchIntl } from '@/features/research/lib/researcher-page/research-intl'
import type { Act } from '@/features/research/lib/researcher-page/researcher-action'
import type { LinkCallFailure } from '@/lib/private-link/call-failure'

/** The page's photo actions, bound to the link's token (research-page.tsx). */
export interface PhotoActions {
  upload: (recordId: string, file: File) => Promise<LinkCallFailure | null>
  open: (photoId: string) => void
}

/**
 * A record's photos of the page (docs/product/research.md, "Records and citations"; ADR 266): each opens in a new
 * tab through a one-minute address; while the research is open, one more can be added (the server checks its
 * bytes as it checks the family's files) or one deleted.
 */
export function RecordPhotos({
  intl,
  record,
  editable,
  act,
  photos,
}: {
  intl: ResearchIntl
  record: ResearchRecord
  editable: boolean
  act: Act
  photos: PhotoActions
}) {
  const { t } = intl
  const inputId = useId()
  const hintId = useId()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  if (!editable && record.photos.length === 0) return null

  async function add(file: File) {
    setBusy(true)
    setMessage(t('photos.uploading'))
    const refused = await photos.upload(record.id, file)
    setBusy(false)
    setMessage(
      !refused
        ? t('photos.added')
        : refused.kind === 'field'
          ? (Object.values(refused.fields)[0] ?? t('photos.failed'))
          : t('photos.failed'),
    )
  }

  return (
    <section aria-label={t('photos.heading')} className="mt-3 flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-ink">{t('photos.heading')}</h4>
      {record.photos.length > 0 && (
        <ul className="flex flex-col gap-1">
          {record.photos.map((photo) => (
            <li key={photo.id} className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                className="font-semibold text-terracotta-700 underline underline-offset-4 [overflow-wrap:anywhere]"
                aria-label={t('photos.open', { name: photo.name })}
                onClick={() => photos.open(photo.id)}
              >
                {photo.name}
              </button>
              {editable && (
                <button
                  type="button"
                  className="text-sm text-ink-soft underline underline-offset-4"
                  aria-label={t('photos.delete', { name: photo.name })}
                  onClick={async () => {
                    const refused = await act({ action: 'deletePhoto', photoId: photo.id })
                    if (!refused) setMessage(t('photos.deleted'))
                  }}
                >
                  {t('log.delete')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-semibold text-ink">
            {t('photos.add')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,.heic,.heif"
            aria-describedby={hintId}
            disabled={busy}
            className="text-sm"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0]
              event.currentTarget.value = ''
              if (file) void add(file)
            }}
          />
          <p id={hintId} className="text-sm text-ink-soft">
            {t('photos.hint')}
          </p>
        </div>
      )}
      <p role="status" className="text-sm font-semibold text-ink empty:hidden">
        {message}
      </p>
    </section>
  )
}
