import type { ReactNode } from 'react'
import type { LegalDocument } from '@/content/legal/legal-document'
import { PageHero } from './page-hero'

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/

/** Plain text with its e-mail addresses turned into mailto links. */
function WithMailLinks({ text }: { text: string }) {
  return text.split(EMAIL).map((part, index) =>
    index % 2 === 1 ? (
      <a
        key={part + index}
        href={`mailto:${part}`}
        className="font-semibold text-terracotta-700 underline underline-offset-2"
      >
        {part}
      </a>
    ) : (
      part
    ),
  )
}

/** A static legal page (privacy, cookies, terms) rendered from typed content. */
export function LegalDocumentView({
  document,
  children,
}: {
  document: LegalDocument
  children?: ReactNode
}) {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={document.title}
        description={
          <p>
            {document.summary}{' '}
            <span className="mt-2 block text-base text-muted-foreground">
              Last updated <time dateTime={document.lastUpdatedIso}>{document.lastUpdated}</time>
            </span>
          </p>
        }
      />
      <div className="container grid gap-12 py-12 lg:grid-cols-[14rem_minmax(0,1fr)] lg:py-16">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="eyebrow">On this page</p>
            <ol className="mt-4 space-y-2 border-l border-cream-300 text-sm">
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-ink-soft transition-colors hover:border-terracotta-500 hover:text-terracotta-700"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="max-w-3xl">
          {children}
          <div className="space-y-12">
            {document.sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                <h2 id={`${section.id}-heading`} className="text-2xl font-semibold sm:text-3xl">
                  {section.title}
                </h2>
                <div className="prose-radici mt-4">
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>
                      <WithMailLinks text={paragraph} />
                    </p>
                  ))}
                </div>
                {section.list && (
                  <ul className="mt-4 space-y-2 pl-5 text-base leading-relaxed text-ink-soft marker:text-terracotta-500 sm:text-lg [&>li]:list-disc">
                    {section.list.map((item) => (
                      <li key={item}>
                        <WithMailLinks text={item} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  )
}
