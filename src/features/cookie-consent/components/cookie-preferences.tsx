import { useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { toast } from '@/components/ui/use-toast'
import { cookieCategories, type CookieCategoryId } from '@/content/legal/cookies'
import {
  defaultCookiePreferences,
  loadCookiePreferences,
  saveCookiePreferences,
  type CookiePreferences as Preferences,
} from '@/features/cookie-consent/lib/cookie-storage'

/**
 * The four preference rows and 'Save Preferences' (docs/product/public-site.md, "Legal pages"). The first render always shows the
 * defaults (identical on the server and in the browser); stored choices are read after mount.
 */
export function CookiePreferences() {
  const [preferences, setPreferences] = useState<Preferences>(defaultCookiePreferences)
  const idPrefix = useId()

  useEffect(() => {
    // Reading browser storage is a side effect: it happens after hydration, never during render.
    setPreferences(loadCookiePreferences(window.localStorage))
  }, [])

  function toggle(id: CookieCategoryId, enabled: boolean) {
    setPreferences((current) => ({ ...current, [id]: enabled }))
  }

  function save() {
    try {
      saveCookiePreferences(window.localStorage, preferences)
      toast({
        title: 'Preferences saved',
        description: 'Your cookie choices have been saved in this browser.',
      })
    } catch {
      toast({
        variant: 'destructive',
        title: 'Could not save your preferences',
        description:
          'Your browser did not allow us to store them. Please check its privacy settings.',
      })
    }
  }

  return (
    <section
      aria-labelledby={`${idPrefix}-heading`}
      className="mb-14 rounded-2xl border border-cream-300/70 bg-white p-6 shadow-soft sm:p-8"
    >
      <h2 id={`${idPrefix}-heading`} className="text-2xl font-semibold sm:text-3xl">
        Your cookie preferences
      </h2>
      <p className="mt-2 text-ink-soft">
        Choose which cookies you accept. You can change your mind at any time.
      </p>
      <ul className="mt-6 divide-y divide-cream-200">
        {cookieCategories.map((category) => {
          const checkboxId = `${idPrefix}-${category.id}`
          const descriptionId = `${checkboxId}-description`
          return (
            <li key={category.id} className="flex items-start justify-between gap-6 py-5">
              <div>
                <label htmlFor={checkboxId} className="text-base font-semibold text-ink">
                  {category.label}
                </label>
                {category.required && (
                  <span className="ml-2 rounded-full bg-olive-50 px-2 py-0.5 text-xs font-semibold text-olive-700">
                    Always on
                  </span>
                )}
                <p id={descriptionId} className="mt-1 text-sm leading-relaxed text-ink-soft">
                  {category.description}
                </p>
              </div>
              <Checkbox
                id={checkboxId}
                className="mt-0.5 size-6"
                aria-describedby={descriptionId}
                checked={preferences[category.id]}
                disabled={category.required}
                data-replay={`cookie-${category.id}`}
                onCheckedChange={(checked) => toggle(category.id, checked)}
              />
            </li>
          )
        })}
      </ul>
      {/* Taps made before the app has loaded are held by src/boot.ts and carried out here (ADR 073). */}
      <Button size="lg" className="mt-4" onClick={save} data-replay="cookie-save">
        Save Preferences
      </Button>
    </section>
  )
}
