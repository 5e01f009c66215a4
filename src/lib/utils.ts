import { clsx, type ClassValue } from 'clsx'
import { extendTailwindMerge } from 'tailwind-merge'

// tailwind-merge, told about the font sizes and shadows tailwind.config.ts adds (without them it would take
// `text-display-lg` for a color and drop it next to `text-ink`). Colors need nothing.
const twMerge = extendTailwindMerge({
  extend: { theme: { text: ['display-xl', 'display-lg', 'display-md'], shadow: ['soft', 'lift'] } },
})

/** shadcn/ui's cn(): joins class names (clsx) and lets a later Tailwind class replace an earlier one of its group. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}
