import { describe, expect, it } from 'vitest'
import { ownerValues } from '../../src/content/launch-checklist'
import { launchReport } from './check-launch'

const realEnv = {
  VITE_SITE_URL: 'https://radici.travel',
  VITE_ADMIN_EMAILS: 'giulia@radici.travel',
}

describe('the launch checklist', () => {
  it('names every owner value missing on main, each with the file to edit', () => {
    const { ok, text } = launchReport(ownerValues({}))
    expect(ok).toBe(false)
    for (const expected of [
      "First co-founder's name",
      "Second co-founder's story",
      'Public mailbox',
      'Privacy mailbox',
      'Chamber of commerce',
      'Travel insurance partner: its name',
      "Travel insurance partner's affiliate link",
      "Travel insurance partner's B Corp certification",
      "Travel insurance partner's planet-fund pledge",
      'How-it-works video',
      'Partner agencies',
      'Itineraries',
      'VITE_SITE_URL',
      'VITE_ADMIN_EMAILS',
      'ACCEPTANCE_EVIDENCE_KEY',
      'Researchers',
      'State Archive concessions',
    ])
      expect(text).toContain(expected)
    expect(text).toContain('edit: src/content/founders.ts')
    expect(text).toContain('edit: src/content/site-config.ts')
  })

  it('counts example and local addresses as missing, real ones as set', () => {
    const missing = (env: Parameters<typeof ownerValues>[0]) =>
      ownerValues(env)
        .filter((value) => value.missing)
        .map((value) => value.what)
    expect(missing({ VITE_SITE_URL: 'https://radici.example' })).toContain(
      "The site's public address (VITE_SITE_URL)",
    )
    expect(missing({ VITE_ADMIN_EMAILS: 'giulia@radici.example' })).toContain(
      "The team's sign-up addresses (VITE_ADMIN_EMAILS)",
    )
    expect(missing(realEnv).join()).not.toMatch(/VITE_/)
  })

  it('lists the production Supabase project while its block has problems', () => {
    const what = (problems: string[]) =>
      ownerValues({ ...realEnv, supabaseProductionProblems: problems })
        .filter((value) => value.missing)
        .map((value) => value.what)
        .join()
    expect(what(['remotes.production.project_id is still the placeholder'])).toMatch(
      /production Supabase project.*still the placeholder/,
    )
    expect(what([])).not.toMatch(/Supabase/)
  })

  it('lists the sample research prices until the price list has none', () => {
    const what = (samples?: string[]) =>
      ownerValues({ ...realEnv, researchPriceSamples: samples })
        .filter((value) => value.missing)
        .map((value) => value.what)
        .join('\n')
    // Unread: the seeded samples (in-person and church archives) are still missing; the spec's $890 is not a sample.
    expect(what()).toMatch(/Research price for in-person research in Italian archives/)
    expect(what()).toMatch(/Research price for church archives/)
    expect(what()).not.toMatch(/Research price for digital archives/)
    expect(what(['digital_archives'])).toMatch(/Research price for digital archives/)
    expect(what([])).not.toMatch(/Research price/)
  })

  it('lists the researchers until every active one is real (none read, none entered, or a sample: missing)', () => {
    const what = (researchers?: { name: string; isSample: boolean }[]) =>
      ownerValues({ ...realEnv, researchers })
        .filter((value) => value.missing)
        .map((value) => value.what)
        .join('\n')
    expect(what()).toMatch(/Researchers: .*none entered/)
    expect(what([])).toMatch(/Researchers:/)
    expect(
      what([
        { name: 'Chiara Esposito', isSample: true },
        { name: 'Anna Ricci', isSample: false },
      ]),
    ).toMatch(/Researchers: .*\(Chiara Esposito\)/)
    expect(what([{ name: 'Anna Ricci', isSample: false }])).not.toMatch(/Researchers/)
  })

  it('names the acceptance evidence key until a real one is set (ADR 242)', () => {
    const what = (key?: string) =>
      ownerValues({ ...realEnv, ACCEPTANCE_EVIDENCE_KEY: key })
        .filter((value) => value.missing)
        .map((value) => value.what)
        .join('\n')
    expect(what()).toMatch(/ACCEPTANCE_EVIDENCE_KEY/)
    expect(what('too-short')).toMatch(/ACCEPTANCE_EVIDENCE_KEY/)
    expect(what('local-acceptance-evidence-key-of-the-stand-in')).toMatch(/ACCEPTANCE_EVIDENCE_KEY/)
    expect(what('9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b2d4f6e8a1c3e5b')).not.toMatch(
      /ACCEPTANCE_EVIDENCE_KEY/,
    )
  })

  it('passes once nothing is missing', () => {
    const values = ownerValues(realEnv).map((value) => ({ ...value, missing: false }))
    expect(launchReport(values)).toEqual({
      ok: true,
      text: `launch checklist: all ${values.length} owner values are set.`,
    })
  })
})
