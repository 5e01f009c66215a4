import { RichText } from './rich-text'

/** An article's introduction and titled sections: region pages and the root-tourism guide read alike. */
export function ArticleBody({
  introduction,
  sections,
}: {
  introduction: string
  sections: ReadonlyArray<{ title: string; content: string }>
}) {
  return (
    <>
      <p className="font-display text-xl leading-relaxed text-ink sm:text-2xl sm:leading-relaxed">
        {introduction}
      </p>
      <div className="mt-4 h-px w-24 bg-terracotta-300" aria-hidden="true" />
      {sections.map((section) => (
        <section key={section.title} className="mt-12 sm:mt-14">
          <h2 className="text-display-md font-semibold">{section.title}</h2>
          <RichText
            text={section.content}
            className="mt-5 text-base leading-[1.8] text-ink-soft sm:text-lg sm:leading-[1.8]"
          />
        </section>
      ))}
    </>
  )
}
