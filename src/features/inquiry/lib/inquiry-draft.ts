import { isTownRef } from '@/lib/towns/town-data'
import { emptyInquiry, type InquiryFormValues } from './inquiry-form-values'

/**
 * What the visitor typed, kept in localStorage so a reload or an accidental dialog close loses nothing
 * (docs/decisions/041-inquiry-wizard.md). It holds the submission key of this wizard run, is dropped after
 * DRAFT_MAX_AGE_MS, and is cleared after a successful submission. Read it in effects only (SSR).
 */
export const DRAFT_KEY = 'radici:inquiry-draft:v1'
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

export interface InquiryDraft {
  values: InquiryFormValues
  step: number
  submissionKey: string
  savedAt: number
  /** The regions text the app filled in from a context, while the visitor has not changed it (context-region.ts). */
  filledRegion?: string | null
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function pickValues(raw: unknown): InquiryFormValues {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
  const values = { ...emptyInquiry }
  for (const key of Object.keys(emptyInquiry) as Array<keyof InquiryFormValues>) {
    const value = source[key]
    if (typeof value === typeof emptyInquiry[key]) (values as Record<string, unknown>)[key] = value
  }
  values.towns = Array.isArray(source.towns) ? source.towns.filter(isTownRef).slice(0, 10) : []
  values.website = ''
  return values
}

export function loadDraft(storage: DraftStorage, now = Date.now()): InquiryDraft | null {
  try {
    const text = storage.getItem(DRAFT_KEY)
    if (!text) return null
    const raw = JSON.parse(text) as Partial<InquiryDraft>
    if (typeof raw.submissionKey !== 'string' || typeof raw.savedAt !== 'number') return null
    if (now - raw.savedAt > DRAFT_MAX_AGE_MS) {
      storage.removeItem(DRAFT_KEY)
      return null
    }
    const step =
      typeof raw.step === 'number' && raw.step >= 1 && raw.step <= 4 ? Math.floor(raw.step) : 1
    return {
      values: pickValues(raw.values),
      step,
      submissionKey: raw.submissionKey,
      savedAt: raw.savedAt,
      filledRegion: typeof raw.filledRegion === 'string' ? raw.filledRegion : null,
    }
  } catch {
    return null
  }
}

export function saveDraft(
  storage: DraftStorage,
  draft: Omit<InquiryDraft, 'savedAt'>,
  now = Date.now(),
): void {
  try {
    const { website: _honeypot, ...values } = draft.values
    storage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, values, savedAt: now }))
  } catch {
    // Storage full or blocked (private mode): the wizard still works, only without the safety net.
  }
}

export function clearDraft(storage: DraftStorage): void {
  try {
    storage.removeItem(DRAFT_KEY)
  } catch {
    // see saveDraft
  }
}

export function newSubmissionKey(): string {
  return crypto.randomUUID()
}

const memory = new Map<string, string>()
const memoryStorage: DraftStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
}

/** localStorage, or an in-memory stand-in where the browser blocks it (some private modes throw on access). */
export function draftStorage(): DraftStorage {
  try {
    return window.localStorage
  } catch {
    return memoryStorage
  }
}
