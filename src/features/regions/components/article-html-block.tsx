import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { prerenderedHtmlAttribute } from '@/lib/prerendered-html'

const SITE_PATH = /^\/(?!\/)/

/**
 * Static article HTML (our markdown, rendered by the build: ADR 110) in an element marked with its id, so the
 * browser entry can pick the prerendered markup up before hydration (src/lib/prerendered-html.ts, ADR 066).
 * Clicks on links to site paths inside it navigate client-side, as react-router's <Link> would.
 */
export function ArticleHtml({
  id,
  html,
  as = 'div',
  className,
  contentSource,
}: {
  id: string
  html: string
  as?: 'div' | 'h1' | 'p'
  className?: string
  /** Written as data-content-source (where the words come from: markdown or the fallback). */
  contentSource?: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = event.target instanceof Element ? event.target.closest('a') : null
      const href = link?.getAttribute('href')
      if (!link || !element.contains(link) || link.target || !href || !SITE_PATH.test(href)) return
      event.preventDefault()
      void navigate(href)
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [navigate])
  const Tag = as as 'div'
  return (
    <Tag
      ref={ref}
      {...{ [prerenderedHtmlAttribute]: id }}
      data-content-source={contentSource}
      className={className}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
