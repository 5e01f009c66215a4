import { Mail } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { afterNextPaint } from '@/lib/after-next-paint'

/** Scrolls to the footer's newsletter form and puts the cursor in its e-mail field (docs/product/public-site.md, "Home"). */
export function scrollToNewsletter() {
  const target = document.getElementById('newsletter') ?? document.getElementById('site-footer')
  if (!target) return
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' })
  const field =
    document.querySelector<HTMLElement>('#newsletter input[type="email"]') ??
    document.querySelector<HTMLElement>('#newsletter input:not([type="hidden"])')
  ;(field ?? target).focus({ preventScroll: true })
}

export function NewsletterTeaser() {
  return (
    <section aria-labelledby="newsletter-teaser-title" className="bg-olive-700 text-cream-50">
      <div className="container flex flex-col items-start gap-8 py-16 sm:py-20 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex max-w-2xl gap-5">
          <span className="hidden size-14 shrink-0 items-center justify-center rounded-full bg-cream-50/10 text-gold-300 sm:flex [&_svg]:size-7">
            <Mail aria-hidden="true" />
          </span>
          <div>
            <h2
              id="newsletter-teaser-title"
              className="text-display-md font-semibold text-cream-50"
            >
              Stories from the old country, in your inbox
            </h2>
            <p className="mt-3 leading-relaxed text-cream-100/85">
              Regional traditions, archive tips and family stories from Italy: one thoughtful e-mail
              a month, no noise.
            </p>
          </div>
        </div>
        {/*
          A link to the footer's form, so it works before the app; the app scrolls smoothly and focuses the field,
          after the tap's own frame has painted (the scroll and the focus restyle the page: ADR 231).
        */}
        <a
          href="#newsletter"
          className={buttonVariants({ variant: 'light', size: 'lg' })}
          onClick={(event) => {
            event.preventDefault()
            afterNextPaint(scrollToNewsletter)
          }}
        >
          Subscribe to Our Newsletter
        </a>
      </div>
    </section>
  )
}
