/** One headline figure of the Insights page: a label over its value, inside the page's `<dl>`. */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-cream-50 px-4 py-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-semibold text-ink">{value}</dd>
    </div>
  )
}
