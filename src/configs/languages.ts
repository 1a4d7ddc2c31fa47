// The languages of the app, apart from i18next so that the build (scripts/firstPaintPlugin.ts) can read them too.
export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' }
] as const
export type LanguageCode = (typeof LANGUAGES)[number]['code']
export const LANGUAGE_STORAGE_KEY = 'language'

export function languageDirection(code: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr'
}
