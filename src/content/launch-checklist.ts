/**
 * The one list of values only the owners can provide before launch (docs/decisions/130-owner-values-before-launch.md).
 * `npm run check:launch` (scripts/checks/check-launch.ts) prints every one still missing with the file to edit and fails
 * while any remain; `npm run build:deploy` runs it first. Until a value is set, the pages show what ADR 130 says,
 * never a placeholder.
 */
import { ARCHIVE_CONCESSIONS } from './archive-concessions'
import { agencyContactsEntered } from './agency-contacts'
import { agenciesAreSamples } from './agencies'
import { founders } from './founders'
import { itinerariesAreSamples } from './itineraries'
import { siteConfig } from './site-config'

export interface OwnerValue {
  /** What the owners provide, in their words. */
  what: string
  /** Where to put it. */
  file: string
  missing: boolean
}

/** The build's public values the checklist looks at (read as `vite build --mode production` reads them). */
export interface LaunchEnv {
  VITE_SITE_URL?: string
  VITE_ADMIN_EMAILS?: string
  /** What `npm run check:supabase-config -- --deploy` finds wrong in supabase/config.toml's production block. */
  supabaseProductionProblems?: readonly string[]
  /** The research fee's Stripe secrets (docs/product/payments.md), as set with `supabase secrets set`. */
  STRIPE_SECRET_KEY?: string
  STRIPE_WEBHOOK_SECRET?: string
  /** The key of the plan acceptances' address hashes (docs/decisions/242), as set with `supabase secrets set`. */
  ACCEPTANCE_EVIDENCE_KEY?: string
  /**
   * The research kinds the production price list (`plan_prices`) still marks as samples, as read by check:launch;
   * undefined when it could not be read (then the seeded samples count as missing: docs/product/plan.md).
   */
  researchPriceSamples?: readonly string[]
  /**
   * The active researchers in production (`researchers`, docs/product/research.md), each with whether it is still a
   * sample, as read by check:launch; undefined when it could not be read (then the researchers count as missing).
   */
  researchers?: readonly { name: string; isSample: boolean }[]
}

/** The research kinds of the price list and the ones seeded as samples (migration 20261126240000_plan_drafting). */
const RESEARCH_PRICES = [
  ['digital_archives', 'digital archives'],
  ['in_person_archives', 'in-person research in Italian archives'],
  ['church_archives', 'church archives'],
] as const
const SEEDED_SAMPLE_PRICES: readonly string[] = ['in_person_archives', 'church_archives']

const EXAMPLE_OR_LOCAL = /(^|\.)(example|invalid|test|local|localhost)$|^127\.|^localhost$/i

function isRealUrl(value: string | undefined): boolean {
  if (!value) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && !EXAMPLE_OR_LOCAL.test(url.hostname)
  } catch {
    return false
  }
}

function areRealEmails(value: string | undefined): boolean {
  const emails = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  return (
    emails.length > 0 &&
    emails.every(
      (email) => /^[^@\s]+@[^@\s]+$/.test(email) && !EXAMPLE_OR_LOCAL.test(email.split('@')[1]!),
    )
  )
}

const ordinal = ['First', 'Second', 'Third']
const SITE_CONFIG = 'src/content/site-config.ts'
const ENV_FILE = '.env.production (or the build environment; README, "Environment")'

export function ownerValues(env: LaunchEnv): OwnerValue[] {
  const { contact, partners } = siteConfig
  return [
    ...founders.flatMap((founder, index) => [
      {
        what: `${ordinal[index]} co-founder's name (${founder.role})`,
        file: 'src/content/founders.ts',
        missing: !founder.name,
      },
      {
        what: `${ordinal[index]} co-founder's story, in their own words`,
        file: 'src/content/founders.ts',
        missing: !founder.bio,
      },
    ]),
    { what: 'Public mailbox (contact.general)', file: SITE_CONFIG, missing: !contact.general },
    { what: 'Privacy mailbox (contact.privacy)', file: SITE_CONFIG, missing: !contact.privacy },
    {
      what: 'Chamber of commerce: its name (and its logo in public/images/partners/chamber-of-commerce.svg)',
      file: SITE_CONFIG,
      missing: !partners.chamberOfCommerce.name,
    },
    {
      what: 'Travel insurance partner: its name (and its logo in public/images/partners/insurance-partner.svg)',
      file: SITE_CONFIG,
      missing: !partners.insurance.name,
    },
    {
      what: "Travel insurance partner's affiliate link",
      file: SITE_CONFIG,
      missing: !isRealUrl(partners.insurance.url ?? undefined),
    },
    {
      what: "Travel insurance partner's B Corp certification, checked in B Lab's directory (bCorpCertified = true); until then the page makes no B Corp claim",
      file: SITE_CONFIG,
      missing: !partners.insurance.bCorpCertified,
    },
    {
      what: "Travel insurance partner's planet-fund pledge, in percent of each purchase's revenue, as its terms state it (planetFundPercent); until then the page states no pledge",
      file: SITE_CONFIG,
      missing: !(
        typeof partners.insurance.planetFundPercent === 'number' &&
        partners.insurance.planetFundPercent > 0
      ),
    },
    {
      what: 'How-it-works video (howItWorksVideoUrl, a youtube-nocookie embed URL)',
      file: SITE_CONFIG,
      missing: !isRealUrl(siteConfig.howItWorksVideoUrl ?? undefined),
    },
    {
      what: 'Partner agencies: the confirmed partners in place of the sample profiles (then agenciesAreSamples = false)',
      file: 'src/content/agencies.ts',
      missing: agenciesAreSamples,
    },
    {
      what: "Agencies' hand-off contacts (address, contact person, language, privacy notice) on the console's Agencies page (then agencyContactsEntered = true)",
      file: 'src/content/agency-contacts.ts',
      missing: !agencyContactsEntered,
    },
    {
      what: 'Itineraries: journeys the partners really offer in place of the samples (then itinerariesAreSamples = false)',
      file: 'src/content/itineraries.ts',
      missing: itinerariesAreSamples,
    },
    {
      what: "The site's public address (VITE_SITE_URL)",
      file: ENV_FILE,
      missing: !isRealUrl(env.VITE_SITE_URL),
    },
    {
      what: "The team's sign-up addresses (VITE_ADMIN_EMAILS)",
      file: ENV_FILE,
      missing: !areRealEmails(env.VITE_ADMIN_EMAILS),
    },
    {
      what: `The production Supabase project: its reference, site URL and sign-in return URLs (${
        env.supabaseProductionProblems?.join('; ') || 'set'
      })`,
      file: 'supabase/config.toml ([remotes.production]; README, "Deploying", step 1)',
      missing: (env.supabaseProductionProblems?.length ?? 0) > 0,
    },
    {
      what: 'Stripe secret key for the research fee (STRIPE_SECRET_KEY, sk_live_…); without it families get payment instructions by e-mail',
      file: 'supabase secrets set STRIPE_SECRET_KEY=… (docs/product/payments.md)',
      missing: !/^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY ?? ''),
    },
    {
      what: 'Stripe webhook signing secret (STRIPE_WEBHOOK_SECRET, whsec_…) of the endpoint for the stripe-webhook function (the project’s functions URL + /stripe-webhook)',
      file: 'supabase secrets set STRIPE_WEBHOOK_SECRET=… (docs/product/payments.md)',
      missing:
        !/^whsec_/.test(env.STRIPE_WEBHOOK_SECRET ?? '') ||
        env.STRIPE_WEBHOOK_SECRET === 'whsec_local',
    },
    {
      what: "The key of the plan acceptances' evidence (ACCEPTANCE_EVIDENCE_KEY, 32 or more random characters, e.g. `openssl rand -hex 32`); keep every retired key (ADR 242)",
      file: 'supabase secrets set ACCEPTANCE_EVIDENCE_KEY=… (docs/decisions/242-stripe-host-and-evidence-key.md)',
      missing:
        (env.ACCEPTANCE_EVIDENCE_KEY ?? '').trim().length < 32 ||
        /^local-/.test(env.ACCEPTANCE_EVIDENCE_KEY ?? ''),
    },
    {
      what: `Researchers: the real genealogists on the console's Researchers page, in place of the samples at radici.example (${
        env.researchers
          ?.filter((r) => r.isSample)
          .map((r) => r.name)
          .join(', ') || 'none entered'
      })`,
      file: "the console's Researchers page (docs/product/research.md); check:launch reads it with SUPABASE_SERVICE_ROLE_KEY",
      missing:
        !env.researchers ||
        env.researchers.length === 0 ||
        env.researchers.some((researcher) => researcher.isSample),
    },
    {
      what: "State Archive concessions: the archives whose images Radici holds a concession for, each credited under a researcher's photo from it (an empty list when none)",
      file: 'src/content/archive-concessions.ts (docs/decisions/266)',
      missing: ARCHIVE_CONCESSIONS === null,
    },
    ...RESEARCH_PRICES.map(([kind, label]) => ({
      what: `Research price for ${label} (${kind}): a sample until the owners set it`,
      file: "the console's Price list on a lead's Plan (docs/product/plan.md); check:launch reads it with SUPABASE_SERVICE_ROLE_KEY",
      missing: (env.researchPriceSamples ?? SEEDED_SAMPLE_PRICES).includes(kind),
    })),
  ]
}
