import type { ResearchPageMessages } from './messages'

export type ErrorKey = keyof ResearchPageMessages['errors']

/**
 * The words for a refused field, by its path: the same whether the form's own check (the contract's schema through
 * the resolver) or the server's 400 (`fields`, keyed `search.registerUrl`, `record.people.0.name`) refused it, in
 * the page's language. The contract's own sentences are English; the page says them in its words (docs/product/
 * research.md, "The research log").
 */
const KEYS: Record<string, ErrorKey> = {
  archiveKind: 'archiveKind',
  archive: 'archive',
  series: 'series',
  comune: 'comune',
  yearFrom: 'yearFrom',
  yearTo: 'yearTo',
  names: 'names',
  registerUrl: 'antenati',
  pageUrl: 'antenati',
  result: 'result',
  notFoundReason: 'notFoundReason',
  reasonText: 'reasonText',
  searchedOn: 'day',
  consultedOn: 'day',
  notes: 'notes',
  type: 'type',
  'date.year': 'year',
  'date.month': 'month',
  'date.day': 'dayOfMonth',
  actNumber: 'actNumber',
  people: 'people',
  'people.name': 'personName',
  'people.role': 'personRole',
  transcriptionLanguage: 'transcriptionLanguage',
  transcription: 'text',
  translation: 'text',
  proof: 'proof',
  note: 'note',
}

/** The form's field a path names: `search.comune.province` → `comune`, `record.people.0.name` → `people.0.name`. */
export function formPath(path: string): string {
  const inForm = path.replace(/^(search|record)\./, '')
  return inForm.startsWith('comune.') ? 'comune' : inForm
}

/** The message key of a field's refusal. */
export function errorKey(path: string): ErrorKey {
  return KEYS[formPath(path).replace(/\.\d+\./, '.')] ?? 'other'
}
