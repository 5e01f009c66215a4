import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { ResearchIntl } from '@/features/research/lib/researcher-page/research-intl'

/**
 * A row's Edit and Delete: deleting asks once more in place (the row's own buttons, keyboard first), so a slip
 * never deletes a search or a record.
 */
export function RowActions({
  intl,
  editLabel,
  deleteLabel,
  confirmText,
  onEdit,
  onDelete,
}: {
  intl: ResearchIntl
  editLabel: string
  deleteLabel: string
  confirmText: string
  onEdit: () => void
  onDelete: () => Promise<void>
}) {
  const { t } = intl
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  if (confirming)
    return (
      <div role="group" aria-label={deleteLabel} className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-semibold text-ink">{confirmText}</p>
        <Button
          type="button"
          size="sm"
          variant="destructive"
          disabled={busy}
          autoFocus
          onClick={() => {
            setBusy(true)
            void onDelete().finally(() => setBusy(false))
          }}
        >
          {t('log.delete')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(false)}>
          {t('form.cancel')}
        </Button>
      </div>
    )
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" size="sm" variant="outline" aria-label={editLabel} onClick={onEdit}>
        {t('log.edit')}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={deleteLabel}
        onClick={() => setConfirming(true)}
      >
        {t('log.delete')}
      </Button>
    </div>
  )
}
