import { genealogyOptions, tripDurationOptions } from '@/content/inquiry-options'

/**
 * The wizard's steps, and its choices with the short explanations the wizard shows under them.
 * Values and labels come from src/content/inquiry-options.ts, the one list the admin console reads too.
 */
export const STEP_COUNT = 4

export const STEP_TITLES = [
  'Italian Regions',
  'Travel Dates & Duration',
  'Genealogy Expectations',
  'Contact Information',
] as const

export const TRAVEL_DATE_UNKNOWN_LABEL = "I don't know yet"

export const TRIP_DURATIONS = tripDurationOptions

const genealogyDescriptions: Record<(typeof genealogyOptions)[number]['value'], string> = {
  'full-family-tree': 'Research as far back as the archives go, often to the 1700s.',
  'recent-ancestors':
    'Parents, grandparents and great-grandparents: who they were and where they lived.',
  'need-guidance': 'Guide me through what is possible with the records of my family’s town.',
  'no-research': 'I already know my roots and want to travel to them.',
}

export const GENEALOGY_OPTIONS = genealogyOptions.map((option) => ({
  ...option,
  description: genealogyDescriptions[option.value],
}))
