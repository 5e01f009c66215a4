import { useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { env } from '@/config/env'

const FRAME_NAME = 'newsletter-frame'
/** "About 100 ms after submit" (docs/product/public-site.md, "Newsletter"). */
export const THANK_YOU_DELAY_MS = 100

/**
 * The footer's newsletter signup (docs/product/public-site.md, "Newsletter"): a plain HTML form posting EMAIL and LEGAL_AGREEMENT to the
 * e-mail-marketing provider's hosted form (VITE_NEWSLETTER_FORM_URL) into a hidden frame; the answer is not read.
 * It is on every page, so it stays tiny: the browser validates, no form library.
 */
export function NewsletterForm() {
  const [subscribed, setSubscribed] = useState(false)
  // The hidden frame is added once the visitor reaches for the form, not on every page view.
  const [armed, setArmed] = useState(false)
  const arm = () => setArmed(true)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const thanksRef = useRef<HTMLHeadingElement>(null)
  const id = useId()

  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (subscribed) thanksRef.current?.focus()
  }, [subscribed])

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl bg-white/[0.04] p-6 ring-1 ring-cream-50/10 sm:p-7"
    >
      {subscribed ? (
        <div role="status">
          <h2
            id={`${id}-heading`}
            ref={thanksRef}
            tabIndex={-1}
            className="font-display text-2xl font-semibold text-white focus:outline-none"
          >
            Thank You for Subscribing
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-cream-100/80">
            Please check your inbox for a confirmation email and click the link inside to complete
            your subscription.
          </p>
        </div>
      ) : (
        <>
          <h2 id={`${id}-heading`} className="font-display text-2xl font-semibold text-white">
            Subscribe to Our Newsletter
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-cream-100/80">
            Stories from the regions, archive tips and journeys home, about once a month.
          </p>
          <form
            method="post"
            action={env.newsletterFormUrl}
            target={FRAME_NAME}
            onFocusCapture={arm}
            onPointerDownCapture={arm}
            // A submit made before the app had loaded is held by src/boot.ts and replayed here (ADR 073).
            data-replay="newsletter"
            onSubmit={() => {
              // The response frame must exist before the browser resolves the form's target.
              if (!armed) flushSync(arm)
              timer.current = setTimeout(() => setSubscribed(true), THANK_YOU_DELAY_MS)
            }}
            className="mt-5 flex flex-col gap-4"
          >
            <div className="flex flex-col gap-2">
              <label htmlFor={`${id}-email`} className="text-sm font-semibold text-cream-50">
                Email address
              </label>
              <input
                id={`${id}-email`}
                type="email"
                name="EMAIL"
                required
                autoComplete="email"
                placeholder="Enter your email"
                className="h-11 w-full rounded-lg border border-cream-50/25 bg-white/10 px-3.5 text-base text-white placeholder:text-cream-100/60 focus-visible:border-gold-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300/40 md:text-sm"
              />
            </div>
            <div className="flex items-start gap-3">
              <input
                id={`${id}-agreement`}
                type="checkbox"
                name="LEGAL_AGREEMENT"
                value="true"
                required
                className="mt-0.5 size-5 shrink-0 accent-terracotta-500"
              />
              <label htmlFor={`${id}-agreement`} className="text-sm leading-snug text-cream-100/85">
                I agree to receive emails from Radici and understand that I can unsubscribe at any
                time.
              </label>
            </div>
            <button
              type="submit"
              className="inline-flex h-11 items-center justify-center rounded-full bg-terracotta-500 px-6 text-sm font-semibold text-white transition-colors hover:bg-terracotta-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:ring-offset-2 focus-visible:ring-offset-ink"
            >
              Subscribe
            </button>
          </form>
        </>
      )}
      {armed && (
        <iframe
          name={FRAME_NAME}
          title="Newsletter signup response"
          aria-hidden="true"
          tabIndex={-1}
          className="hidden"
        />
      )}
    </section>
  )
}
