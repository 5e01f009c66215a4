import { useInquirySource } from '@/features/admin/leads/api/get-inquiry-source'

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
      <dd className="mt-0.5 text-sm text-ink [overflow-wrap:anywhere]">{value ?? 'None'}</dd>
    </div>
  )
}

/** 'Where this lead came from' on the inquiry page (docs/decisions/170). */
export function InquirySource({ id }: { id: string }) {
  const source = useInquirySource(id)
  return (
    <section
      aria-labelledby="source-heading"
      className="rounded-2xl border border-cream-200 bg-white p-5 shadow-soft sm:p-6"
    >
      <h2 id="source-heading" className="font-display text-xl font-semibold text-ink">
        Where this lead came from
      </h2>
      {source.isPending ? (
        <p role="status" className="mt-3 text-sm text-ink-soft">
          Loading the source…
        </p>
      ) : source.isError ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          The source could not be loaded: {source.error.message}
        </p>
      ) : source.data ? (
        <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
          <Row label="Wizard opened on" value={source.data.opened_on} />
          <Row label="First page of the visit" value={source.data.landing_page} />
          <Row label="Referring site" value={source.data.referrer_host} />
          <Row label="utm_source" value={source.data.utm_source} />
          <Row label="utm_medium" value={source.data.utm_medium} />
          <Row label="utm_campaign" value={source.data.utm_campaign} />
        </dl>
      ) : (
        <p className="mt-3 text-sm text-ink-soft">
          Not recorded: the inquiry was sent before sources were kept, or from a browser that keeps
          no session storage.
        </p>
      )}
    </section>
  )
}
