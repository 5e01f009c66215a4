import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge } from 'tailwind-merge'
import { twMergeConfig } from './tw-merge-config.generated'

// tailwind-merge with its own rules for the class groups this codebase uses (npm run gen:tw-merge), not its
// full default config: same merges, ~6 KB gzip less in every page (docs/decisions/061-javascript-budget.md).
const twMerge = createTailwindMerge(twMergeConfig)

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}
