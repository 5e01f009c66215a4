import { Button } from '@/components/ui/button'
import type { ResearchIntl } from '@/features/research/lib/researcher-page/research-intl'

/**
 * The end of every form on the researcher's page (a search, a record, a conclusion, a next step): the save's
 * failure, read out when it changes, then `Save` (`Saving…` while it runs) and `Cancel`.
 */
export function FormFooter({
  intl: { t },
  failure,
  busy,
  onCancel,
}: {
  intl: ResearchIntl
  failure: string | null | undefined
  busy: boolean
  onCancel: () => void
}) {
  return (
    <>
      <p role="status" className={failure ? 'font-semibold text-destructive' : 'sr-only'}>
        {failure}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t('form.saving') : t('form.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      </div>
    </>
  )
}
