import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge, getDefaultConfig, mergeConfigs } from 'tailwind-merge'

// tailwind-merge, told about the font sizes and shadows tailwind.config.ts adds (without them it would take
// `text-display-lg` for a color and drop it next to `text-ink`). Colors need nothing.
const ownTheme = {
  extend: { theme: { text: ['display-xl', 'display-lg', 'display-md'], shadow: ['soft', 'lift'] } },
}
let config: ReturnType<typeof mergeConfigs> | undefined
const mergeConfig = () => (config ??= mergeConfigs(getDefaultConfig(), ownTheme))
const twMerge = createTailwindMerge(mergeConfig)

/** shadcn/ui's cn(): joins class names (clsx) and lets a later Tailwind class replace an earlier one of its group. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}

/**
 * tailwind-merge builds its configuration and its map of every class group on the first `cn()`: the first time
 * its code runs, 9–24 ms of a fast CPU, which inside hydration was one of the page's longest tasks. The app runs
 * the two halves in two tasks of their own before it hydrates (docs/decisions/235-tailwind-merge-warmed-in-two-tasks.md).
 */
export const warmClassMerge = [mergeConfig, () => void twMerge('p-0')]
