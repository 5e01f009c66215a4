import { Play } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { ImageWithFallback } from './image-with-fallback'

export interface VideoFacadeProps {
  /** The embed URL (e.g. a youtube-nocookie.com embed). Nothing is requested from it until the visitor asks. */
  src: string
  /** Accessible title of the video (used for the button and the iframe). */
  title: string
  poster: string
  posterWidth: number
  posterHeight: number
}

function withAutoplay(src: string): string {
  const url = new URL(src)
  url.searchParams.set('autoplay', '1')
  return url.toString()
}

/**
 * A click-to-load video (docs/product/public-site.md, "How it works"): a poster and a play button; the third-party iframe is
 * created only after the click, so a page view makes no request to the video host.
 */
export function VideoFacade({ src, title, poster, posterWidth, posterHeight }: VideoFacadeProps) {
  const [loaded, setLoaded] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    if (loaded) frameRef.current?.focus()
  }, [loaded])

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-ink shadow-lift">
      {loaded ? (
        <iframe
          ref={frameRef}
          src={withAutoplay(src)}
          title={title}
          className="absolute inset-0 size-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          data-replay="video"
          onClick={() => setLoaded(true)}
          className="group absolute inset-0 size-full focus-visible:ring-offset-0"
        >
          <ImageWithFallback
            src={poster}
            alt=""
            width={posterWidth}
            height={posterHeight}
            className="absolute inset-0 size-full object-cover opacity-80 transition-opacity group-hover:opacity-90"
          />
          <span className="absolute inset-0 bg-gradient-to-t from-ink/70 via-ink/10 to-transparent" />
          <span className="absolute left-1/2 top-[42%] flex size-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-cream-50 text-terracotta-700 shadow-lift transition-transform group-hover:scale-105 sm:size-20">
            <Play className="ml-1 size-6 fill-current sm:size-8" aria-hidden="true" />
          </span>
          <span className="absolute inset-x-0 bottom-0 p-5 text-left text-sm font-semibold text-cream-50 sm:p-6 sm:text-base">
            <span className="sr-only">Play video: </span>
            {title}
            <span className="mt-1 block text-xs font-normal text-cream-100/85">
              Plays from {new URL(src).hostname}
            </span>
          </span>
        </button>
      )}
    </div>
  )
}
