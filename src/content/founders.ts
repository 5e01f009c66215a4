/**
 * The two founders shown on /about-us.
 *
 * OWNER VALUES: the founders write their own names and stories here (`name`, `bio`). Until they do, the page shows
 * each founder's role and a sentence saying they will introduce themselves soon; it never shows an invented name
 * or story (docs/decisions/130-owner-values-before-launch.md). `npm run check:launch` lists them while missing.
 */
export interface Founder {
  /** OWNER VALUE: the founder's full name. */
  name: string | null
  role: string
  /** OWNER VALUE: a short biography in the founder's own words. */
  bio: string | null
  /** Initials drawn in the portrait placeholder. */
  initials: string
}

export const founders: readonly Founder[] = [
  {
    name: null,
    role: 'Heritage travel and partner agencies',
    bio: null,
    initials: 'R',
  },
  {
    name: null,
    role: 'Genealogical research and client care',
    bio: null,
    initials: 'R',
  },
]

/** What a visitor reads in place of a founder's story until the founders write it. */
export const founderIntroductionPending =
  'Our co-founder will introduce themselves here soon, in their own words.'
