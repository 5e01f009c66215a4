/**
 * The two founders shown on /about-us.
 *
 * PLACEHOLDER: the owners write their own names, roles and stories here. Nothing below describes a real person;
 * the texts say so on the page until they are replaced.
 */
export interface Founder {
  name: string
  role: string
  bio: string
  /** Initials drawn in the portrait placeholder. */
  initials: string
  placeholder: boolean
}

export const founders: readonly Founder[] = [
  {
    name: 'Co-founder (name to be confirmed)',
    role: 'Heritage travel and partner agencies',
    bio: 'PLACEHOLDER: a short biography of the first co-founder, written by the founders: their own family story, and what led them to build Radici.',
    initials: 'R',
    placeholder: true,
  },
  {
    name: 'Co-founder (name to be confirmed)',
    role: 'Genealogical research and client care',
    bio: 'PLACEHOLDER: a short biography of the second co-founder, written by the founders: their experience with Italian archives and the families they have helped.',
    initials: 'R',
    placeholder: true,
  },
]
