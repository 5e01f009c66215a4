import { Suspense, useState } from 'react'
import { ChunkErrorBoundary } from '@/components/chunk-error-boundary'
import { Button } from '@/components/ui/button'
import { lazyWithPreload } from '@/lib/lazy-with-preload'

const form = lazyWithPreload(() => import('./correction-form'), 'CorrectionForm')

/**
 * "Spotted a mistake?" at the end of an article (docs/decisions/131; GOV.UK's "Report a problem with this page"
 * is the model). The button is in the prerendered page and held until the app runs (`data-replay`, ADR 073);
 * the form's code loads only when a reader opens it, so the page's initial JavaScript does not grow.
 */
export function SuggestCorrection({ page }: { page: string }) {
  const [open, setOpen] = useState(false)
  return (
    <section
      aria-labelledby="suggest-correction-title"
      className="mt-12 rounded-2xl border border-cream-300/70 bg-white p-6 shadow-soft"
    >
      <h2 id="suggest-correction-title" className="text-xl font-semibold">
        Spotted a mistake?
      </h2>
      <p className="mt-2 text-ink-soft">
        We check every fact against its source. If something on this page is wrong or out of date,
        tell us and we will correct it.
      </p>
      {!open && (
        <Button
          type="button"
          variant="outline"
          className="mt-4"
          data-replay="correction"
          onPointerEnter={() => void form.preload()}
          onFocus={() => void form.preload()}
          onClick={() => setOpen(true)}
        >
          Suggest a correction
        </Button>
      )}
      {open && (
        <ChunkErrorBoundary>
          <Suspense fallback={<p className="mt-4 text-ink-soft">Loading the form…</p>}>
            <form.Component page={page} />
          </Suspense>
        </ChunkErrorBoundary>
      )}
    </section>
  )
}
