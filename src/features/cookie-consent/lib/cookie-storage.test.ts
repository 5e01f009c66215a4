import {
  COOKIE_PREFERENCES_KEY,
  defaultCookiePreferences,
  loadCookiePreferences,
  parseCookiePreferences,
  saveCookiePreferences,
} from './cookie-storage'

test('defaults: Essential and Functional on, Analytics and Marketing off', () => {
  expect(defaultCookiePreferences).toEqual({
    essential: true,
    functional: true,
    analytics: false,
    marketing: false,
  })
})

test('stored choices are read back; missing or bad values fall back to the defaults', () => {
  expect(parseCookiePreferences(null)).toEqual(defaultCookiePreferences)
  expect(parseCookiePreferences('not json')).toEqual(defaultCookiePreferences)
  expect(parseCookiePreferences('{"analytics":true,"functional":"yes"}')).toEqual({
    essential: true,
    functional: true,
    analytics: true,
    marketing: false,
  })
})

test('Essential can never be switched off', () => {
  expect(parseCookiePreferences('{"essential":false}').essential).toBe(true)
  window.localStorage.clear()
  saveCookiePreferences(window.localStorage, {
    essential: false,
    functional: false,
    analytics: true,
    marketing: true,
  })
  expect(JSON.parse(window.localStorage.getItem(COOKIE_PREFERENCES_KEY) ?? '')).toEqual({
    essential: true,
    functional: false,
    analytics: true,
    marketing: true,
  })
  expect(loadCookiePreferences(window.localStorage)).toEqual({
    essential: true,
    functional: false,
    analytics: true,
    marketing: true,
  })
})
