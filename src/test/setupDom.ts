// The browser of the web tests that run in jsdom (src/test/setup.ts imports this only there).
import '@testing-library/jest-dom/vitest'
import { afterEach, beforeAll, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import en from '../../public/locales/en.json'
import ar from '../../public/locales/ar.json'
import { i18n, initI18n } from '@/configs/i18n'
import { toast } from 'react-toastify'
import { forgetGroupedToasts } from '@/@core/components/groupedToast'

// jsdom has no matchMedia; the player and the layout read it. Width queries answer as on a desktop screen (the side
// menu is beside the page), every other query does not match.
const TEST_SCREEN_WIDTH = 1440
const widthMatches = (query: string) => {
  const min = /\(min-width:\s*([\d.]+)px\)/.exec(query)
  const max = /\(max-width:\s*([\d.]+)px\)/.exec(query)
  if (!min && !max) return false
  return (!min || TEST_SCREEN_WIDTH >= Number(min[1])) && (!max || TEST_SCREEN_WIDTH <= Number(max[1]))
}
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: widthMatches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false
    }) as MediaQueryList
}
// CI machines have 2 cores; a find* that waits 1 s fails there for no reason of the app's.
configure({ asyncUtilTimeout: 5000 })
// A test's budget must hold more than one such wait: with Vitest's default of 5 s, a test whose single find* took
// 4 s on a loaded machine timed out before its next step (TodoApp.errors, playlists, LoginPage.demo, users).
vi.setConfig({ testTimeout: 20_000 })

if (!window.scrollTo) window.scrollTo = () => {}

beforeAll(async () => {
  await initI18n({ en: { translation: en }, ar: { translation: ar } })
})

// Each test starts from the same browser state, whichever test ran before it in the file.
afterEach(async () => {
  cleanup()
  // Toasts outlive the container of a test (react-toastify queues them until the next one mounts).
  toast.dismiss()
  forgetGroupedToasts()
  localStorage.clear()
  sessionStorage.clear()
  if (i18n.language !== 'en') await i18n.changeLanguage('en')
})
