import { useEffect, type ReactNode } from 'react'
import { Logo } from '@/components/layout/logo'
import { Seo } from '@/components/seo/seo'
import { Button } from '@/components/ui/button'
import { otherLanguage, type LinkLanguage } from '@/lib/private-link/link-language'

/**
 * The page around a private link's content (the agency's page, the researcher's page; docs/decisions/263): outside
 * the site's layout, never indexed, no referrer sent; a header with the logo and the one-tap switch to the other
 * language, whose label is in that language; `<html lang>` follows the page, for screen readers and hyphenation.
 * A page in one language only (the relatives' results page, docs/decisions/270) gives no switch.
 */
export function PrivateLinkPage({
  language,
  onSwitch,
  switchLabel,
  tagline,
  title,
  path,
  children,
}: {
  language: LinkLanguage
  /** Without it, no language switch. */
  onSwitch?: (language: LinkLanguage) => void
  /** The other language's name, written in that language. */
  switchLabel?: string
  tagline: string
  title: string
  /** The route without its token (the token never reaches a canonical address). */
  path: string
  children: ReactNode
}) {
  useEffect(() => {
    const before = document.documentElement.lang
    document.documentElement.lang = language
    return () => {
      document.documentElement.lang = before
    }
  }, [language])

  return (
    <div className="min-h-screen bg-cream-50">
      <Seo title={title} description="Radici" path={path} noindex />
      <meta name="referrer" content="no-referrer" />
      <header className="border-b border-cream-200 bg-white">
        <div className="container flex h-16 items-center justify-between gap-4">
          <Logo tagline={tagline} />
          {onSwitch && switchLabel ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              lang={otherLanguage(language)}
              onClick={() => onSwitch(otherLanguage(language))}
            >
              {switchLabel}
            </Button>
          ) : null}
        </div>
      </header>
      <main id="main" className="container grid max-w-3xl grid-cols-1 gap-6 py-8 sm:py-10">
        {children}
      </main>
    </div>
  )
}

/** A wrong, unknown or withdrawn link: one plain page. */
export function LinkNotFound({ title, body }: { title: string; body: string }) {
  return (
    <>
      <h1 className="font-display text-display-md font-semibold text-ink">{title}</h1>
      <p className="text-ink">{body}</p>
    </>
  )
}

export function LinkLoading({ text }: { text: string }) {
  return (
    <p role="status" className="text-ink-soft">
      {text}
    </p>
  )
}

/** The first load failed (not a wrong link): say so, and offer to try again. */
export function LinkLoadFailed({
  text,
  retry,
  onRetry,
}: {
  text: string
  retry: string
  onRetry: () => void
}) {
  return (
    <div className="grid justify-items-start gap-3">
      <p role="alert" className="text-ink">
        {text}
      </p>
      <Button type="button" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  )
}
