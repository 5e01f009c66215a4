/**
 * The plan room's form controls, one look (docs/product/plan.md). A select is as wide as its longest option (a
 * sample itinerary's title, an agency with its regions): it fills its label, and the label is held to its row, so
 * the lead page does not scroll sideways on a phone (docs/product/admin.md, "The lead page on a phone").
 */
export const input = 'h-10 max-w-full rounded-lg border border-input bg-white px-3 text-sm'
export const label = 'flex min-w-0 max-w-full flex-col gap-1 text-xs font-semibold text-ink'
/**
 * A select or a text field fills its label: a percentage width lets it shrink below its longest option or its
 * default 20 characters on a narrow screen, and on a wide one the label is as wide as the control would be.
 */
export const field = `${input} w-full`
