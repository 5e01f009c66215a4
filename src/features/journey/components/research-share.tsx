import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { createShare, loadShares, revokeShare } from '@/features/journey/api/research-client'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { FunctionError } from '@/lib/functions/function-error'
import { dayText } from '@/lib/research-words'
import { SHARE_LABEL_MAX, type ShareLink } from '@/lib/contracts/research'

/** The link just made: its address is shown once (only a fingerprint of it is kept). */
interface Made {
  label: string | null
  url: string
}

/**
 * `Share the results with relatives` (docs/product/research.md, "Sharing the results with relatives"; ADR 270), under
 * the published report on the family's page: a read-only link per relative (an optional label says whom for),
 * shown once with a copy button; the live links, each with when it was made and `Stop sharing` (confirmed).
 */
export function ResearchShare({ token }: { token: string }) {
  const [links, setLinks] = useState<ShareLink[] | null>(null)
  const [label, setLabel] = useState('')
  const [made, setMade] = useState<Made | null>(null)
  const [copied, setCopied] = useState(false)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState<string | null>(null)
  const madeRef = useRef<HTMLDivElement>(null)
  const labelId = useId()

  useEffect(() => {
    let live = true
    loadShares(token).then(
      (answer) => live && setLinks(answer.links),
      () => live && setLinks([]),
    )
    return () => {
      live = false
    }
  }, [token])

  async function make(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError('')
    try {
      const answer = await createShare(token, label.trim())
      setMade({
        label: answer.link.label,
        url: new URL(paths.sharedResults(answer.token), window.location.origin).href,
      })
      setCopied(false)
      setLabel('')
      setLinks((before) => [answer.link, ...(before ?? [])])
      setTimeout(() => madeRef.current?.focus())
    } catch (failure) {
      setError(
        failure instanceof FunctionError && failure.code === 'too_many_links'
          ? 'You are sharing 10 links already: stop one to make another.'
          : 'We could not make the link just now. Please try again.',
      )
    } finally {
      setBusy(false)
    }
  }

  async function stop(id: string) {
    setBusy(true)
    setError('')
    try {
      setLinks((await revokeShare(token, id)).links)
      setConfirming(null)
      setMade(null)
    } catch {
      setError('We could not stop sharing just now. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      aria-labelledby="share-results"
      className="mt-8 flex flex-col gap-4 border-t border-cream-300/70 pt-6 print:hidden"
    >
      <h3 id="share-results" className="font-display text-xl font-semibold text-ink">
        Share the results with relatives
      </h3>
      <p>
        A relative with the link reads this report, and nothing else: never your journey page, your
        contact details, your documents, your health and access notes, your plan or your payments.
        You can stop sharing at any time.
      </p>
      <form onSubmit={(event) => void make(event)} className="flex flex-col gap-2">
        <label htmlFor={labelId} className="font-semibold">
          Who is it for? <span className="font-normal">(optional, only you see it)</span>
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={labelId}
            value={label}
            maxLength={SHARE_LABEL_MAX}
            placeholder="for cousin Anna"
            onChange={(event) => setLabel(event.target.value)}
            className="sm:max-w-xs"
          />
          <Button type="submit" disabled={busy}>
            Share the results with relatives
          </Button>
        </div>
      </form>
      <p role="alert" className={error ? 'font-semibold text-terracotta-700' : 'sr-only'}>
        {error}
      </p>
      {made && (
        <div
          ref={madeRef}
          tabIndex={-1}
          className="flex flex-col gap-2 rounded-xl bg-olive-50 p-4 outline-none"
        >
          <p className="font-semibold">
            {made.label ? `Your read-only link ${made.label}` : 'Your read-only link'}
          </p>
          <p className="break-all font-mono text-sm" aria-label="The link">
            {made.url}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(made.url)
                  .then(() => setCopied(true))
                  .catch(() => undefined)
              }
            >
              Copy the link
            </Button>
            <span role="status">{copied ? 'Copied' : ''}</span>
          </div>
          <p className="text-sm">
            Copy it now and send it to your relative: we keep only a fingerprint of it, so we cannot
            show it again.
          </p>
        </div>
      )}
      {links && links.length > 0 && (
        <div>
          <h4 className="font-semibold">Links you are sharing</h4>
          <ul className="mt-2 flex flex-col gap-3">
            {links.map((link) => (
              <li key={link.id} className="rounded-xl border border-cream-300/70 p-3">
                <p>
                  <span className="font-semibold">{link.label ?? 'A read-only link'}</span>, made{' '}
                  {dayText(link.createdAt)}
                </p>
                {confirming === link.id ? (
                  <div className="mt-2 flex flex-col gap-2">
                    <p>Stop sharing this link? Whoever has it will no longer see the results.</p>
                    <div className="flex flex-wrap gap-2">
                      <Button type="button" disabled={busy} onClick={() => void stop(link.id)}>
                        Yes, stop sharing
                      </Button>
                      <Button type="button" variant="outline" onClick={() => setConfirming(null)}>
                        Keep sharing
                      </Button>
                    </div>
                  </div>
                ) : (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="mt-2"
                    aria-label={`Stop sharing ${link.label ?? 'this link'}`}
                    onClick={() => setConfirming(link.id)}
                  >
                    Stop sharing
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
