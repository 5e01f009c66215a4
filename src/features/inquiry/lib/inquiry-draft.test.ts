import { expect, test } from 'vitest'
import { clearDraft, DRAFT_KEY, DRAFT_MAX_AGE_MS, loadDraft, saveDraft } from './inquiry-draft'
import { emptyInquiry } from './inquiry-form-values'

const key = '5b8f1f7e-6a57-4f0e-9d43-7d2b6a1f0c11'

test('a draft is kept (without the honeypot) and read back', () => {
  const values = { ...emptyInquiry, regions: 'Molise', name: 'Maria', website: 'spam' }
  saveDraft(window.localStorage, { values, step: 3, submissionKey: key }, 1000)
  expect(window.localStorage.getItem(DRAFT_KEY)).not.toContain('spam')
  expect(loadDraft(window.localStorage, 2000)).toEqual({
    values: { ...values, website: '' },
    step: 3,
    submissionKey: key,
    savedAt: 1000,
    filledRegion: null,
  })
})

test('a draft remembers the region the app filled in, and only as text', () => {
  const values = { ...emptyInquiry, regions: 'Sicily' }
  saveDraft(window.localStorage, { values, step: 1, submissionKey: key, filledRegion: 'Sicily' }, 1)
  expect(loadDraft(window.localStorage, 2)?.filledRegion).toBe('Sicily')
  const raw = JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? '{}') as Record<string, unknown>
  window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...raw, filledRegion: 7 }))
  expect(loadDraft(window.localStorage, 2)?.filledRegion).toBeNull()
})

test('a draft is cleared, and an old one expires', () => {
  saveDraft(window.localStorage, { values: emptyInquiry, step: 1, submissionKey: key }, 0)
  expect(loadDraft(window.localStorage, DRAFT_MAX_AGE_MS + 1)).toBeNull()
  expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull()
  saveDraft(window.localStorage, { values: emptyInquiry, step: 1, submissionKey: key }, 0)
  clearDraft(window.localStorage)
  expect(loadDraft(window.localStorage, 1)).toBeNull()
})

test('a corrupt or foreign draft is ignored field by field', () => {
  window.localStorage.setItem(DRAFT_KEY, '{not json')
  expect(loadDraft(window.localStorage)).toBeNull()
  window.localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      submissionKey: key,
      savedAt: Date.now(),
      step: 9,
      values: { name: 42, email: 'a@b.co' },
    }),
  )
  expect(loadDraft(window.localStorage)).toMatchObject({
    step: 1,
    values: { ...emptyInquiry, email: 'a@b.co' },
  })
})

test('a draft keeps chosen towns and drops malformed ones', () => {
  const cefalu = { comune: 'Cefalù', province: 'Palermo', region: 'Sicilia' }
  window.localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      values: { towns: [cefalu, { comune: 3 }, 'Padula'] },
      step: 1,
      submissionKey: key,
      savedAt: 1000,
    }),
  )
  expect(loadDraft(window.localStorage, 2000)?.values.towns).toEqual([cefalu])
})
