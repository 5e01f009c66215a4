import { Handshake, MapPinned, MessagesSquare } from 'lucide-react'
import { journeySteps } from '@/content/journey-steps'

/** One icon per step of `journeySteps`, in order. */
const icons = [MessagesSquare, Handshake, MapPinned] as const
const steps = journeySteps.map((step, index) => ({ ...step, icon: icons[index] ?? MapPinned }))

/** The three-steps section of the home page (docs/product/README.md, "What the product is"). */
export function JourneySteps() {
  return (
    <section aria-labelledby="steps-title" className="bg-background py-20 sm:py-28">
      <div className="container">
        <div className="mx-auto max-w-2xl text-center">
          <p className="eyebrow">How it works</p>
          <h2 id="steps-title" className="mt-3 text-display-lg font-semibold">
            From family tree to Italian village in three steps
          </h2>
        </div>
        <ol className="mt-14 grid gap-6 lg:grid-cols-3 lg:gap-8">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-2xl bg-card p-7 shadow-soft ring-1 ring-border/70 sm:p-8"
            >
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-full bg-terracotta-50 text-terracotta-700 ring-1 ring-terracotta-100 [&_svg]:size-6">
                  <step.icon aria-hidden="true" />
                </span>
                <span
                  aria-hidden="true"
                  className="font-display text-5xl font-semibold text-terracotta-400"
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 className="mt-6 text-2xl font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-3 leading-relaxed text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
