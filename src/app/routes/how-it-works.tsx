import { Link } from 'react-router-dom'
import { PageHero } from '@/components/page-hero'
import { Seo } from '@/components/seo/seo'
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion'
import { Button } from '@/components/ui/button'
import { LastReviewed } from '@/components/last-reviewed'
import { VideoFacade } from '@/components/video-facade'
import { DEFAULT_IMAGE } from '@/components/image-with-fallback'
import { paths } from '@/config/paths'
import { articleReviews } from '@/content/article-reviews'
import { howItWorksItems, type AnswerBlock } from '@/content/how-it-works'
import { siteConfig } from '@/content/site-config'
import { SuggestCorrection } from '@/features/corrections/components/suggest-correction'

function Answer({ blocks }: { blocks: readonly AnswerBlock[] }) {
  return (
    <div className="space-y-4 text-base leading-relaxed text-ink-soft">
      {blocks.map((block, index) => {
        if (block.kind === 'paragraph') return <p key={index}>{block.text}</p>
        if (block.kind === 'facts')
          return (
            <dl key={index} className="grid gap-3 sm:grid-cols-2">
              {block.items.map((item) => (
                <div key={item.term} className="rounded-xl bg-cream-50 p-4">
                  <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-terracotta-700">
                    {item.term}
                  </dt>
                  <dd className="mt-1.5 text-ink">{item.detail}</dd>
                </div>
              ))}
            </dl>
          )
        const List = block.ordered ? 'ol' : 'ul'
        return (
          <div key={index}>
            {block.title && <p className="mb-2 font-semibold text-ink">{block.title}</p>}
            <List
              className={
                block.ordered
                  ? 'list-decimal space-y-2 pl-5 marker:font-semibold marker:text-terracotta-700'
                  : 'list-disc space-y-2 pl-5 marker:text-terracotta-500'
              }
            >
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </List>
          </div>
        )
      })}
    </div>
  )
}

export function HowItWorksRoute() {
  /** No video section until the owners set the video (docs/decisions/130-owner-values-before-launch.md). */
  const videoUrl = siteConfig.howItWorksVideoUrl
  return (
    <>
      <Seo
        title="How It Works: From Family Tree to Heritage Journey"
        description="How Radici works: a 4-step consultation form, genealogical research back to the 1700s or earlier, and a tailor-made trip to Italy. Research starts from $890 USD."
        path={paths.howItWorks()}
      />
      <PageHero
        eyebrow="How it works"
        title="From your family tree to the streets your ancestors walked"
        description={
          <>
            <p>
              Everything you need to know about our process, the genealogical research and what it
              costs.
            </p>
            <LastReviewed date={articleReviews[paths.howItWorks()]} />
          </>
        }
      />
      <div
        className={`container grid gap-12 py-12 lg:items-start lg:gap-16 lg:py-20 ${videoUrl ? 'lg:grid-cols-2' : 'max-w-4xl'}`}
      >
        <section aria-labelledby="faq-heading">
          <h2 id="faq-heading" className="text-display-md font-semibold">
            Your questions, answered
          </h2>
          <Accordion
            type="single"
            className="mt-6 rounded-2xl border border-cream-300/70 bg-white px-6 shadow-soft"
          >
            {howItWorksItems.map((item) => (
              <AccordionItem
                key={item.id}
                defaultOpen={item.id === 'process'}
                className="last:border-b-0"
              >
                <AccordionTrigger>{item.question}</AccordionTrigger>
                <AccordionContent>
                  <Answer blocks={item.answer} />
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
          <SuggestCorrection page={paths.howItWorks()} />
        </section>
        {videoUrl && (
          <section aria-labelledby="video-heading" className="lg:sticky lg:top-24">
            <h2 id="video-heading" className="text-display-md font-semibold">
              See a heritage journey
            </h2>
            <p className="mt-3 text-ink-soft">
              A short film about how a family story becomes a trip to Italy.
            </p>
            <div className="mt-6">
              <VideoFacade
                src={videoUrl}
                title="How Radici turns a family tree into a trip to Italy"
                poster={DEFAULT_IMAGE}
                posterWidth={1200}
                posterHeight={800}
              />
            </div>
          </section>
        )}
      </div>
      <section className="bg-terracotta-700">
        <div className="container flex flex-col items-start gap-6 py-14 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-display-md font-semibold text-cream-50">
              Ready to find your roots?
            </h2>
            <p className="mt-2 max-w-xl text-cream-100/90">
              Share your story with us. The first consultation is free.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg" variant="light">
              <Link to={paths.contact()}>Start Your Journey</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-cream-50/60 text-cream-50 hover:bg-cream-50/10 hover:text-cream-50"
            >
              <Link to={paths.about()}>Meet Our Team</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  )
}
