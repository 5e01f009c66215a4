import { useEffect, useId, useState } from 'react'
import { findAgency } from '@/content/agencies'
import { getSharing, saveSharing } from '@/features/journey/api/sharing-client'
import type { SharingView } from '@/lib/contracts/journey-sharing'

/**
 * What the agency receives and the family's two choices (docs/product/agency-handoff.md, ADR 216); once handed
 * off, who has the journey. Shows nothing before a plan is accepted.
 */
export function SharingPanel({ token }: { token: string }) {
  const [view, setView] = useState<SharingView | null>(null)
  const [ancestors, setAncestors] = useState(false)
  const [health, setHealth] = useState(false)
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle')
  const headingId = useId()

  useEffect(() => {
    let live = true
    getSharing(token).then(
      (loaded) => {
        if (!live) return
        setView(loaded)
        setAncestors(loaded.choice?.shareAncestors ?? false)
        setHealth(loaded.choice?.shareHealth ?? false)
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [token])

  if (!view?.agency) return null
  const agencyId = view.agency.id
  const name = findAgency(agencyId)?.name ?? agencyId
  const handoff = view.handoff
  const ancestorsText = `Share my ancestors’ names and towns with ${name}`
  const healthText = `Share health and access notes with ${name}. I give my explicit consent to this (GDPR Art. 9(2)(a)); I can withdraw it until ${name} accepts.`

  async function save() {
    setStatus('saving')
    try {
      const wording = [
        `${ancestorsText}: ${ancestors ? 'yes' : 'no'}`,
        `${healthText}: ${health ? 'yes' : 'no'}`,
      ].join('\n')
      setView(
        await saveSharing(token, {
          agencyId,
          shareAncestors: ancestors,
          shareHealth: health,
          wording,
        }),
      )
      setStatus('saved')
    } catch {
      setStatus('error')
    }
  }

  return (
    <section aria-labelledby={headingId} className="border-sand-200 rounded-xl border bg-white p-5">
      <h2 id={headingId} className="font-display text-xl font-semibold text-ink">
        Your agency in Italy
      </h2>
      {handoff?.state === 'accepted' ? (
        <div className="mt-2 text-ink">
          <p>{`Your journey is with ${name}`}</p>
          {handoff.contactPerson && <p>Your contact: {handoff.contactPerson}</p>}
          {handoff.reference && <p>Their reference: {handoff.reference}</p>}
        </div>
      ) : handoff?.state === 'sent' ? (
        <p className="mt-2 text-ink">{`We have asked ${name}; they answer within 48 hours`}</p>
      ) : null}
      <p className="mt-3 text-ink-soft">
        {name} will receive your travel dates, how many of you travel and your age ranges, the towns
        by day, the hotel level, your budget and your language, to organize the journey. Nothing
        else goes without your choice below; never your documents, your tree file or your contact
        details before they accept.
      </p>
      {view.agency.privacyNoticeUrl && (
        <p className="mt-2">
          <a
            href={view.agency.privacyNoticeUrl}
            className="font-semibold text-terracotta-700 underline underline-offset-4"
            rel="noreferrer"
            target="_blank"
          >
            {name}’s privacy notice
          </a>
        </p>
      )}
      {!view.locked && (
        <div className="mt-4 space-y-3">
          <label className="flex gap-3">
            <input
              type="checkbox"
              checked={ancestors}
              onChange={(event) => setAncestors(event.target.checked)}
            />
            <span>{ancestorsText}</span>
          </label>
          <label className="flex gap-3">
            <input
              type="checkbox"
              checked={health}
              onChange={(event) => setHealth(event.target.checked)}
            />
            <span>
              {healthText}
              <span className="mt-1 block text-sm text-ink-soft">
                These are the notes you type under “Health and access notes (mobility, diet)” in
                your travel wishes.
              </span>
            </span>
          </label>
          <button
            type="button"
            onClick={() => void save()}
            disabled={status === 'saving'}
            className="rounded-lg bg-terracotta-700 px-4 py-2 font-semibold text-white"
          >
            Save my choices
          </button>
          <p role="status" className="text-ink-soft">
            {status === 'saved' ? 'Your choices are saved.' : ''}
            {status === 'error' ? 'We could not save your choices just now. Please try again.' : ''}
          </p>
        </div>
      )}
    </section>
  )
}
