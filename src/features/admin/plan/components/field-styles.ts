/** The plan room's form controls, one look (docs/product/plan.md). */
export const input = 'h-10 rounded-lg border border-input bg-white px-3 text-sm'
export const label = 'flex flex-col gap-1 text-xs font-semibold text-ink'
