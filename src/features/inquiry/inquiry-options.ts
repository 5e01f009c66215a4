/** The wizard's steps and choices (spec §3 "Inquiry request", §4). Values are what the backend stores. */
export const STEP_COUNT = 4

export const STEP_TITLES = [
  'Italian Regions',
  'Travel Dates & Duration',
  'Genealogy Expectations',
  'Contact Information',
] as const

export const TRAVEL_DATE_UNKNOWN_LABEL = "I don't know yet"

export const TRIP_DURATIONS = [
  { value: "I don't know yet", label: "I don't know yet" },
  { value: '10-days', label: 'About 10 days' },
  { value: '2-weeks', label: 'Two weeks' },
  { value: '3-weeks', label: 'Three weeks' },
  { value: 'more', label: 'More than three weeks' },
] as const

export const GENEALOGY_OPTIONS = [
  {
    value: 'full-family-tree',
    label: 'A full family tree',
    description: 'Research as far back as the archives go, often to the 1700s.',
  },
  {
    value: 'recent-ancestors',
    label: 'My recent ancestors',
    description:
      'Parents, grandparents and great-grandparents: who they were and where they lived.',
  },
  {
    value: 'need-guidance',
    label: "I'm not sure yet",
    description: 'Guide me through what is possible with the records of my family’s town.',
  },
  {
    value: 'no-research',
    label: 'No research, just the journey',
    description: 'I already know my roots and want to travel to them.',
  },
] as const

export type TripDuration = (typeof TRIP_DURATIONS)[number]['value']
export type GenealogyExpectation = (typeof GENEALOGY_OPTIONS)[number]['value']
