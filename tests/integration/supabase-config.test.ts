import { readFileSync } from 'node:fs'
import { parse } from 'smol-toml'
import { describe, expect, it } from 'vitest'
import { productionConfigProblems } from '../../scripts/checks/supabase-config-check.ts'

/** What `supabase config push` sends to production must not be the local settings (ADR 096). */

const committed = readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8')

describe('supabase/config.toml production block', () => {
  it('the committed block is right: public https URLs and e-mail confirmations on', () => {
    expect(productionConfigProblems(committed)).toEqual([])
    const production = (
      parse(committed) as { remotes: { production: { auth: { site_url: string } } } }
    ).remotes.production
    expect(production.auth.site_url).toMatch(/^https:\/\//)
  })

  it('the base (local) block stays local, so local sign-up still signs in at once', () => {
    const root = parse(committed) as {
      auth: { site_url: string; email: { enable_confirmations: boolean } }
    }
    expect(root.auth.site_url).toMatch(/localhost|127\.0\.0\.1/)
    expect(root.auth.email.enable_confirmations).toBe(false)
  })

  it('fails on a production block that would push local values or switch confirmations off', () => {
    const local = committed
      .replace(/(\[remotes\.production\.auth\]\nsite_url = )"[^"]*"/, '$1"http://localhost:8080"')
      .replace(/(\[remotes\.production\.auth\.email\]\nenable_confirmations = )true/, '$1false')
    expect(local).not.toBe(committed)
    expect(productionConfigProblems(local)).toEqual([
      'remotes.production.auth.site_url is a local address: http://localhost:8080',
      'remotes.production.auth.email.enable_confirmations is not true',
    ])
    const loopback = committed.replace(
      /additional_redirect_urls = \["https:\/\/radici\.example"\]/,
      'additional_redirect_urls = ["https://radici.example", "http://127.0.0.1:4173"]',
    )
    expect(productionConfigProblems(loopback)).toEqual([
      'remotes.production.auth.additional_redirect_urls[1] is a local address: http://127.0.0.1:4173',
    ])
  })

  it('fails when the production block is missing (config push would send the local one)', () => {
    const without = committed.slice(0, committed.indexOf('[remotes.production]'))
    expect(productionConfigProblems(without)).toEqual(['there is no [remotes.production] block'])
  })

  it('before a real push (--deploy) the placeholders are refused', () => {
    expect(productionConfigProblems(committed, { deploy: true })).toEqual([
      'remotes.production.project_id is still the placeholder',
      'remotes.production.auth.site_url is still a placeholder: https://radici.example',
      'remotes.production.auth.additional_redirect_urls[0] is still a placeholder: https://radici.example',
    ])
    const filled = committed
      .replaceAll('replacemeproductionx', 'abcdefghijklmnopqrst')
      .replaceAll('https://radici.example', 'https://www.radici-travel.it')
    expect(productionConfigProblems(filled, { deploy: true })).toEqual([])
  })
})
