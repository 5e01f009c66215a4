import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge, getDefaultConfig, mergeConfigs } from 'tailwind-merge'

// tailwind-merge, told about the font sizes and shadows tailwind.config.ts adds (without them it would take
// `text-display-lg` for a color and drop it next to `text-ink`). Colors need nothing. Written as class groups, which
// tailwind-merge 2.x (made for Tailwind 3) and 3.x read alike; scripts/checks/class-conflicts.test.ts checks every conflict
// the components rely on against Tailwind 3.4's own CSS.
const ownClasses = {
  extend: {
    classGroups: {
      'font-size': [{ text: ['display-xl', 'display-lg', 'display-md'] }],
      shadow: [{ shadow: ['soft', 'lift'] }],
    },
  },
}
let config: ReturnType<typeof mergeConfigs> | undefined
const mergeConfig = () => (config ??= mergeConfigs(getDefaultConfig(), ownClasses))
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
