import { cookieCategories, type CookieCategoryId } from '@/content/legal/cookies'

/** The visitor's cookie choices, kept in the browser (docs/product/public-site.md, "Legal pages"). */
export type CookiePreferences = Record<CookieCategoryId, boolean>

export const COOKIE_PREFERENCES_KEY = 'radici.cookie-preferences'

export const defaultCookiePreferences: CookiePreferences = Object.fromEntries(
  cookieCategories.map((category) => [category.id, category.defaultEnabled]),
) as CookiePreferences

/** Reads stored choices; anything missing, malformed or unknown falls back to the defaults. Essential is always on. */
export function parseCookiePreferences(raw: string | null): CookiePreferences {
  const preferences = { ...defaultCookiePreferences }
  if (raw) {
    try {
      const stored: unknown = JSON.parse(raw)
      if (stored && typeof stored === 'object') {
        for (const category of cookieCategories) {
          const value = (stored as Record<string, unknown>)[category.id]
          if (typeof value === 'boolean') preferences[category.id] = value
        }
      }
    } catch {
      // A corrupt entry is ignored: the defaults apply.
    }
  }
  return enforceRequired(preferences)
}

export function serializeCookiePreferences(preferences: CookiePreferences): string {
  return JSON.stringify(enforceRequired(preferences))
}

function enforceRequired(preferences: CookiePreferences): CookiePreferences {
  const result = { ...preferences }
  for (const category of cookieCategories) if (category.required) result[category.id] = true
  return result
}

/** Browser storage, only ever called from effects and event handlers (never during render). */
export function loadCookiePreferences(storage: Pick<Storage, 'getItem'>): CookiePreferences {
  try {
    return parseCookiePreferences(storage.getItem(COOKIE_PREFERENCES_KEY))
  } catch {
    return { ...defaultCookiePreferences }
  }
}

export function saveCookiePreferences(
  storage: Pick<Storage, 'setItem'>,
  preferences: CookiePreferences,
): void {
  storage.setItem(COOKIE_PREFERENCES_KEY, serializeCookiePreferences(preferences))
}
