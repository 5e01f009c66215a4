import { useEffect, useId, useRef, useState } from 'react'
import { findAgency } from '@/content/agencies'
import { getSharing, saveSharing } from '@/features/journey/api/sharing-client'
import { inForceSentence } from '@/features/journey/lib/sharing-words'
import { handoffOverdue } from '@/features/journey/lib/standing'
import type { SharingView } from '@/lib/contracts/journey-sharing'
import { SHARING_CHOICES_ID } from './sharing-step-link'

interface Choice {
  ancestors: boolean
  health: boolean
}

/** Where a change of the choices stands; the line under the boxes always ends with what is in force. */
type Status = 'idle' | 'saving' | 'failed'

/** `Saved at 2:05 PM.` today, `Saved on November 26 at 2:05 PM.` before (the family's own clock). */
function savedAt(iso: string): string {
  const when = new Date(iso)
  const time = when.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })
  if (when.toDateString() === new Date().toDateString()) return `Saved at ${time}. `
  const day = when.toLocaleDateString([], { month: 'long', day: 'numeric' })
  return `Saved on ${day} at ${time}. `
}

/**
 * What the agency receives and the family's two choices (docs/product/agency-handoff.md, ADR 216, ADR 246); once
 * handed off, who has the journey. Shows nothing before a plan is accepted. A tick saves at once, as the rest of the
 * page does; the line under the boxes says what the server holds, never what the boxes merely show. Before the
 * hand-off it is the step `Before we send your trip…`; the choices stay, changeable, after the agency accepts
 * (ADR 254: a change applies from the agency's next view).
 */
export function SharingPanel({ token }: { token: string }) {
  const [view, setView] = useState<SharingView | null>(null)
  const [wish, setWish] = useState<Choice>({ ancestors: false, health: false })
  const [status, setStatus] = useState<Status>('idle')
  // The newest choice not yet sent, and whether a save is on its way (saves go one after another, newest last).
  const queued = useRef<Choice | null>(null)
  const sending = useRef(false)
  const statusId = useId()

  useEffect(() => {
    let live = true
    getSharing(token).then(
      (loaded) => {
        if (!live) return
        setView(loaded)
        setWish({
          ancestors: loaded.choice?.shareAncestors ?? false,
          health: loaded.choice?.shareHealth ?? false,
        })
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
  const healthText = `Share health and access notes with ${name}. I give my explicit consent to this, and I can withdraw it at any time.`
  const accepted = handoff?.state === 'accepted'
  const inForce = {
    ancestors: view.choice?.shareAncestors ?? false,
    health: view.choice?.shareHealth ?? false,
  }
  const tense = accepted ? 'can see' : handoff?.state === 'sent' ? 'receives' : 'will receive'
  const sentence = inForceSentence(name, inForce, tense)

  async function send() {
    if (sending.current) return
    sending.current = true
    try {
      while (queued.current) {
        const next = queued.current
        queued.current = null
        setStatus('saving')
        try {
          const wording = [
            `${ancestorsText}: ${next.ancestors ? 'yes' : 'no'}`,
            `${healthText}: ${next.health ? 'yes' : 'no'}`,
          ].join('\n')
          setView(
            await saveSharing(token, {
              agencyId,
              shareAncestors: next.ancestors,
              shareHealth: next.health,
              wording,
            }),
          )
          if (!queued.current) setStatus('idle')
        } catch {
          queued.current = null
          setStatus('failed')
        }
      }
    } finally {
      sending.current = false
    }
  }

  function choose(next: Choice) {
    setWish(next)
    queued.current = next
    void send()
  }

  const saved = view.choice ? savedAt(view.choice.chosenAt) : ''
  const line =
    status === 'saving'
      ? 'Saving your choice…'
      : status === 'failed'
        ? `Not saved: we could not reach Radici. Still in force: ${sentence}`
        : `${saved}${sentence}`

  return (
    <section
      aria-labelledby={SHARING_CHOICES_ID}
      className="border-sand-200 rounded-xl border bg-white p-5"
    >
      <h2
        id={SHARING_CHOICES_ID}
        tabIndex={-1}
        className="font-display text-xl font-semibold text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-olive-600"
      >
        Your agency in Italy
      </h2>
      {!handoff && (
        <p className="mt-2 text-lg font-semibold text-ink">
          Before we send your trip to {name}: choose what it may see.
        </p>
      )}
      {accepted ? (
        <div className="mt-2 text-ink">
          <p>{`Your journey is with ${name}`}</p>
          {handoff.contactPerson && <p>Your contact: {handoff.contactPerson}</p>}
          {handoff.reference && <p>Their reference: {handoff.reference}</p>}
        </div>
      ) : handoff?.state === 'sent' && handoffOverdue(handoff) ? (
        <p className="mt-2 text-ink">
          {`${name} has not answered in the 48 hours it had. Our team has been told and will hand your journey to another agency unless ${name} answers first; this page shows it. You do not need to do anything.`}
        </p>
      ) : handoff?.state === 'sent' ? (
        <p className="mt-2 text-ink">{`We have asked ${name}; they answer within 48 hours`}</p>
      ) : handoff?.state === 'declined' ? (
        <p className="mt-2 text-ink">
          {`${name} cannot take your journey. Our team chooses another agency for it; this page shows it.`}
        </p>
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
      {accepted && (
        <p className="mt-2 text-ink">
          You can change these choices at any time. A change applies from now on: what you untick no
          longer shows on {name}’s page. What {name} has already read stays with it, under its
          privacy notice; to have it deleted, write to us and we will ask {name}.
        </p>
      )}
      <fieldset className="mt-4 space-y-3" aria-describedby={statusId}>
        <legend className="font-semibold text-ink">
          {accepted ? `What ${name} may see from now on` : `What else ${name} may receive`} (each
          box is saved as soon as you change it)
        </legend>
        <label className="flex gap-3">
          <input
            type="checkbox"
            className="mt-0.5 size-6 shrink-0 accent-terracotta-600"
            checked={wish.ancestors}
            onChange={(event) => choose({ ...wish, ancestors: event.target.checked })}
          />
          <span>{ancestorsText}</span>
        </label>
        <label className="flex gap-3">
          <input
            type="checkbox"
            className="mt-0.5 size-6 shrink-0 accent-terracotta-600"
            checked={wish.health}
            onChange={(event) => choose({ ...wish, health: event.target.checked })}
          />
          <span>
            {healthText}
            <span className="mt-1 block text-sm text-ink-soft">
              These are the notes you type under “Health and access notes (mobility, diet)” in your
              travel wishes. European privacy law treats health notes with special care: {name} may
              receive them only with your explicit consent (GDPR, Article 9(2)(a)).
            </span>
          </span>
        </label>
      </fieldset>
      <p
        id={statusId}
        role="status"
        aria-live="polite"
        data-sharing-state={status}
        className={`mt-3 ${status === 'failed' ? 'font-semibold text-terracotta-800' : 'text-ink'}`}
      >
        {line}
      </p>
      {status === 'failed' && (
        <button
          type="button"
          onClick={() => choose(wish)}
          className="mt-2 rounded-lg bg-terracotta-700 px-4 py-2 font-semibold text-white"
        >
          Try again
        </button>
      )}
    </section>
  )
}
