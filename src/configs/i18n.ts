import i18n, { type BackendModule, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LANGUAGES, LANGUAGE_STORAGE_KEY, type LanguageCode } from './languages'

export { LANGUAGES, LANGUAGE_STORAGE_KEY, languageDirection, type LanguageCode } from './languages'

/** Loads public/locales/<lng>.json with fetch (a few lines instead of i18next-http-backend, for the entry chunk's sake). */
const localesBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    fetch(`/locales/${language}.json`)
      .then((response) => {
        if (!response.ok)
          throw new Error(`Could not load the ${language} translations (HTTP ${response.status}).`)
        return response.json()
      })
      .then(
        (data) => callback(null, data),
        (error: unknown) => callback(error instanceof Error ? error.message : String(error), false)
      )
  }
}

/** The app loads public/locales/<lng>.json over HTTP (spec §2); tests pass the resources in directly. */
export async function initI18n(resources?: Resource): Promise<typeof i18n> {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_STORAGE_KEY) : null
  const lng = LANGUAGES.some((l) => l.code === stored) ? (stored as LanguageCode) : 'en'
  if (!resources) i18n.use(localesBackend)
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    showSupportNotice: false,
    supportedLngs: LANGUAGES.map((l) => l.code),
    load: 'languageOnly',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true }
  })
  return i18n
}

export { i18n }
