import { itineraries } from '@/content/itineraries'
import type { PlanContent, PlanDraft } from '@/lib/contracts/plan'

/** The editor's values: the contract's draft with money as the text the team types ('2450' or '2,450.50'). */
export interface DraftForm {
  content: PlanContent
  agencyId: string
  validUntil: string
  perPerson: string
}

const inDays = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(
    Date.now() + days * 86_400_000,
  )

export function blankDraft(): DraftForm {
  return {
    content: {
      research: { lines: [], weeks: 8, deliverables: ['report', 'record_images', 'tree_file'] },
      journey: { dates: '', people: 2, hotel: '', days: [], included: '', notIncluded: '' },
      terms: { cancellation: '' },
    },
    agencyId: '',
    validUntil: inDays(30),
    perPerson: '',
  }
}

/**
 * A draft from one of the site's sample itineraries: a day per highlight, its agency proposed. A highlight names no
 * comune, so each day starts without a town: the team picks one with the town finder (docs/product/plan.md).
 */
export function draftFromItinerary(id: string, base: DraftForm): DraftForm {
  const itinerary = itineraries.find((candidate) => candidate.id === id)
  if (!itinerary) return base
  return {
    ...base,
    agencyId: itinerary.agencyId,
    content: {
      ...base.content,
      journey: {
        ...base.content.journey,
        days: itinerary.highlights.map((highlight) => ({
          town: '',
          title: highlight.slice(0, 120),
          text: '',
          ancestors: [],
        })),
      },
    },
  }
}

/** '2,450.50' → 245050; '' or nonsense → null (the editor says which field). */
export function toMinor(text: string): number | null {
  const cleaned = text.replace(/[,\s€$]/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null
  return Math.round(Number(cleaned) * 100)
}

export function toDraft(form: DraftForm): PlanDraft | { error: string } {
  const perPerson = toMinor(form.perPerson || '0')
  if (perPerson === null) return { error: 'The price per person is a number of euros, e.g. 2450.' }
  return {
    content: form.content,
    agencyId: form.agencyId || null,
    validUntil: form.validUntil,
    journeyPerPersonMinor: perPerson,
  }
}

/** A stored version back into the editor (the next draft starts from the last one). */
export function formFrom(version: {
  content: PlanContent
  agency_id: string | null
  valid_until: string | null
  journey_per_person_minor: number
}): DraftForm {
  return {
    content: version.content,
    agencyId: version.agency_id ?? '',
    validUntil:
      version.valid_until && version.valid_until >= inDays(0) ? version.valid_until : inDays(30),
    perPerson: version.journey_per_person_minor
      ? String(version.journey_per_person_minor / 100)
      : '',
  }
}
