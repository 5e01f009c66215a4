import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { rootTourismArticle } from '@/content/articles'
import { cn } from '@/lib/utils'

/** The blog's featured article card, linking to the root-tourism guide. */
export function FeaturedArticle({ className }: { className?: string }) {
  return (
    <article
      className={cn(
        'group relative grid overflow-hidden rounded-3xl bg-card shadow-soft ring-1 ring-border/70 transition duration-300 focus-within:ring-2 focus-within:ring-ring hover:shadow-lift md:grid-cols-2',
        className,
      )}
    >
      <div className="aspect-[16/10] overflow-hidden bg-cream-100 md:aspect-auto">
        <img
          src={rootTourismArticle.image}
          alt=""
          width={1600}
          height={1000}
          decoding="async"
          className="h-full w-full object-cover object-[70%_50%] transition duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-col justify-center p-7 sm:p-10 lg:p-14">
        <p className="eyebrow">Featured guide</p>
        <h2 className="mt-3 text-display-md font-semibold">
          <Link
            to={paths.rootTourism()}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:ring-0"
          >
            {rootTourismArticle.title}
          </Link>
        </h2>
        <p className="mt-4 leading-relaxed text-muted-foreground">
          {rootTourismArticle.description}
        </p>
        <p className="mt-5 text-sm text-muted-foreground">
          <time dateTime={rootTourismArticle.publishedAt}>{rootTourismArticle.publishedLabel}</time>
          <span aria-hidden="true"> · </span>
          {rootTourismArticle.readingTime}
        </p>
        <span
          aria-hidden="true"
          className="mt-6 font-semibold text-primary group-hover:text-terracotta-800"
        >
          Read the guide →
        </span>
      </div>
    </article>
  )
}
