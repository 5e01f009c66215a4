import type { ReactNode } from 'react'

/** A closing call to action: a warm band with a title, a line of text and an action. */
export function CtaBand({
  id,
  title,
  text,
  action,
}: {
  id: string
  title: string
  text: string
  action: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="bg-background py-20 sm:py-24">
      <div className="container">
        <div className="relative isolate overflow-hidden rounded-3xl bg-terracotta-700 px-6 py-14 text-center shadow-lift sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute -right-24 -top-24 -z-10 size-72 rounded-full bg-gold-400/20 blur-2xl"
          />
          <h2 id={id} className="mx-auto max-w-2xl text-display-lg font-semibold text-cream-50">
            {title}
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-cream-100/90">{text}</p>
          <div className="mt-9 flex justify-center">{action}</div>
        </div>
      </div>
    </section>
  )
}
