/**
 * Once a booked call's time has passed, the lead's card and page ask its owner (or, when the inquiry has no owner,
 * the team member who took the call) to record the outcome as a note, until a note is written after the call's
 * end (issue 24; docs/product/booking.md). One rule for the card in the list and the prompt on the inquiry page.
 */
export interface EndedCallFacts {
  /** The call's end (ISO). */
  ends_at: string
  /** The team member who took the call (lower-case address). */
  member_email: string
  /** The inquiry's owner, if any. */
  owner_id: string | null
  /** The latest note on the inquiry (ISO), if any. */
  last_note_at: string | null
}

export interface Viewer {
  id: string
  email: string | null | undefined
}

/** Whether this viewer is asked for the outcome of this call at `now`. */
export function awaitsOutcome(call: EndedCallFacts, viewer: Viewer, now: number): boolean {
  const ended = Date.parse(call.ends_at)
  if (!(ended <= now)) return false
  const mine = call.owner_id
    ? call.owner_id === viewer.id
    : call.member_email.toLowerCase() === (viewer.email ?? '').trim().toLowerCase()
  if (!mine) return false
  return call.last_note_at === null || Date.parse(call.last_note_at) < ended
}
