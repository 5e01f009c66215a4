/**
 * The inquiry wizard's choices and how stored inquiries read on screen (docs/product/inquiry.md, "Form state"
 * and "How an inquiry is stored"). Values are what the database stores; labels are what people read.
 * The wizard (src/features/inquiry/inquiry-options.ts) and the admin console both read these labels; need-guidance
 * reads 'I need guidance' so that it is not confused with the regions' 'Not sure yet'.
 */
export const tripDurationValues = [
  "I don't know yet",
  '10-days',
  '2-weeks',
  '3-weeks',
  'more',
] as const
export type TripDuration = (typeof tripDurationValues)[number]

export const tripDurationOptions: ReadonlyArray<{ value: TripDuration; label: string }> = [
  { value: "I don't know yet", label: "I don't know yet" },
  { value: '10-days', label: 'About 10 days' },
  { value: '2-weeks', label: 'Two weeks' },
  { value: '3-weeks', label: 'Three weeks' },
  { value: 'more', label: 'More than three weeks' },
]

export const genealogyValues = [
  'full-family-tree',
  'recent-ancestors',
  'need-guidance',
  'no-research',
] as const
export type GenealogyExpectation = (typeof genealogyValues)[number]

export const genealogyOptions: ReadonlyArray<{ value: GenealogyExpectation; label: string }> = [
  { value: 'full-family-tree', label: 'A full family tree' },
  { value: 'recent-ancestors', label: 'My recent ancestors' },
  { value: 'need-guidance', label: 'I need guidance' },
  { value: 'no-research', label: 'No research, just the journey' },
]

export const planningStageValues = ['exploring', 'dates-set'] as const
export type PlanningStage = (typeof planningStageValues)[number]

export const planningStageOptions: ReadonlyArray<{ value: PlanningStage; label: string }> = [
  { value: 'exploring', label: 'Exploring' },
  { value: 'dates-set', label: 'Dates set' },
]

export const preferredContactOptions: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'email', label: 'Email' },
  { value: 'email-or-phone', label: 'Email or phone' },
]

function labelFrom(options: ReadonlyArray<{ value: string; label: string }>, value: string) {
  return options.find((option) => option.value === value)?.label ?? value
}

export const tripDurationLabel = (value: string) => labelFrom(tripDurationOptions, value)
export const genealogyLabel = (value: string) => labelFrom(genealogyOptions, value)
export const planningStageLabel = (value: string) => labelFrom(planningStageOptions, value)
export const preferredContactLabel = (value: string) => labelFrom(preferredContactOptions, value)

/** Shown where an optional stored field is empty. */
export const NOT_SPECIFIED = 'Not specified'
/** Shown where the visitor left the regions empty. */
export const REGIONS_UNKNOWN = 'Not sure yet'
