// The first paint before any script file has loaded (DESIGN.md §6): index.html runs this function inline, at the top of
// the head, at the end of the head and at the end of the body (its source is written into the page at build time by
// scripts/firstPaintPlugin.ts; the server allows these scripts by their hashes).
// It gives <html> the stored skin, language and direction at once, so the loading screen is not painted in the
// wrong skin first; it starts fetching the code of the screen about to show (by path and stored session) beside the
// entry, and that screen's first API request (src/firstPaint/firstRequest.ts); and for a screen that has a static copy
// (the sign-in screen without a session, the tracks screen with one) it paints that copy in place of the loading
// screen: the page's largest text is then on screen with the stylesheets, not after the scripts. React replaces the
// copy with the real screen on its first render (src/main.tsx waits for the screen's code and strings so that this
// render is the screen itself). The copy is inert until then.
// A signed-in screen's copy is its frame (side menu, navbar) and its heading, where React will draw them; it needs the
// frame's stylesheet, which then blocks rendering. It is drawn for the default frame only (a collapsed menu moves the
// page).
//
// It must stay self-contained: it is serialised with Function.prototype.toString, so it may use neither imports
// nor anything outside its own body.

export type FirstPaintConfig = {
  /** Static markup by session and path, in English; `data-i18n` / `data-i18n-label` name a text's / label's string. */
  screens: { signedIn: Record<string, string>; signedOut: Record<string, string> }
  /** By language: its direction and, for the languages other than English, the strings the markup names. */
  languages: Record<string, { dir: 'ltr' | 'rtl'; strings?: Record<string, string> }>
  /** Files to fetch at once (modulepreload, or preload as a style), by path and '*' for every path. */
  preload: { signedIn: Record<string, string[]>; signedOut: Record<string, string[]> }
  /**
   * The app's entry script and the modules it loads first (taken out of index.html by the build, so that they are
   * fetched after the copy; none in development, where Vite serves its own), and the strings' URL ('{lng}').
   */
  app: { entry: string | null; modules: string[]; locales: string }
  /** The API URL a signed-in landing path asks for first, requested at once when the page's URL has no query. */
  requests: Record<string, string>
  skins: readonly string[]
  /** The storage keys of the layout preferences, the language and the session tokens. */
  keys: {
    skin: string
    isRTL: string
    menuCollapsed: string
    language: string
    accessToken: string
    refreshToken: string
  }
  /** The window property that holds the request started here (FIRST_REQUEST_GLOBAL). */
  requestGlobal: string
}

export type FirstPaintPhase = 'head' | 'frame' | 'body'

/**
 * Runs three times: at the top of <head> ('head': <html>'s skin, language and direction, the preloads and the first
 * request, which then start before the stylesheet has arrived), at the end of <head> ('frame': a signed-in copy's
 * stylesheet) and at the end of <body> ('body': the body's skin class and the copy).
 */
export function firstPaint(config: FirstPaintConfig, phase: FirstPaintPhase): void {
  const read = (storage: () => Storage, key: string): string | null => {
    try {
      return storage().getItem(key)
    } catch {
      return null // storage blocked (privacy settings): the defaults apply, as in the app
    }
  }
  const local = (key: string) => read(() => localStorage, key)
  const html = document.documentElement
  const stored = local(config.keys.skin)
  const skin = stored !== null && config.skins.indexOf(stored) >= 0 ? stored : 'light'
  const storedLanguage = local(config.keys.language)
  const language = storedLanguage !== null && config.languages[storedLanguage] ? storedLanguage : 'en'
  const session = (key: string) => read(() => sessionStorage, key)
  const tokens = [config.keys.accessToken, config.keys.refreshToken]
  // The storage holding the session is the one with a token, localStorage first (src/auth/tokenStorage.ts).
  const sessionIn = tokens.some((key) => local(key) !== null)
    ? local
    : tokens.some((key) => session(key) !== null)
      ? session
      : null
  const signedIn = sessionIn !== null
  const copy = signedIn
    ? local(config.keys.menuCollapsed) === 'true'
      ? undefined
      : config.screens.signedIn[location.pathname]
    : config.screens.signedOut[location.pathname]

  // Everything the app needs: its code (the entry, the landing screen's chunks), its strings and its first request.
  // With a signed-in copy to paint it is fetched once the copy is on screen, so that the frame's stylesheets have the
  // connection to themselves. The sign-in copy does not wait. Deferred (or fetched at low priority), its app no longer
  // counts in Lighthouse's first paints (mobile LCP 0.8 s instead of 1.9-2.1 s), but the earlier first contentful paint
  // moves the page's own parse and layout tasks into the blocking-time window: mobile 82 instead of 93 (medians of 5
  // interleaved, load 6-9; 86 against 82 in another pair of runs: the blocking time is close to this machine's noise).
  const deferred = copy !== undefined && signedIn
  const startApp = () => {
    const link = (rel: string, href: string, as?: string) => {
      const el = document.createElement('link')
      el.rel = rel
      if (as) el.setAttribute('as', as)
      // Anonymous CORS, as the links Vite adds for the same files, so that theirs find these in the cache.
      el.setAttribute('crossorigin', as === 'fetch' ? 'anonymous' : '')
      el.href = href
      document.head.appendChild(el)
    }
    const preload = signedIn ? config.preload.signedIn : config.preload.signedOut
    const files = config.app.modules.concat(preload['*'] ?? [], preload[location.pathname] ?? [])
    for (const href of files) {
      if (/\.css$/.test(href)) link('preload', href, 'style')
      else link('modulepreload', href)
    }
    for (const code of language === 'en' ? ['en'] : [language, 'en'])
      link('preload', config.app.locales.replace('{lng}', code), 'fetch')
    const entry = config.app.entry
    const runEntry = () => {
      const script = document.createElement('script')
      script.type = 'module'
      script.setAttribute('crossorigin', '')
      script.src = entry as string
      document.head.appendChild(script)
    }
    // An added script runs as soon as it has loaded: not before the page it renders into has been read.
    if (entry && document.readyState === 'loading') document.addEventListener('DOMContentLoaded', runEntry)
    else if (entry) runEntry()
    const url = config.requests[location.pathname]
    const token = sessionIn && sessionIn(config.keys.accessToken)
    if (url && token && !location.search) {
      // Any answer but a 200 is left to the app, whose own request refreshes an expired token.
      const entry: {
        url: string
        answer?: { status: number; body: unknown } | null
        promise?: Promise<unknown>
      } = {
        url
      }
      entry.promise = fetch(url, {
        headers: { Accept: 'application/json', Authorization: 'Bearer ' + token }
      })
        .then((response) =>
          response.ok
            ? response.json().then((body: unknown) => ({ status: response.status, body }))
            : { status: response.status, body: null }
        )
        .catch(() => null)
        .then((answer) => (entry.answer = answer))
      ;(window as unknown as Record<string, unknown>)[config.requestGlobal] = entry
    }
  }

  if (phase === 'head') {
    html.setAttribute('data-bs-theme', skin === 'dark' ? 'dark' : 'light')
    html.setAttribute('data-skin', skin)
    html.lang = language
    html.dir = local(config.keys.isRTL) === 'true' || config.languages[language].dir === 'rtl' ? 'rtl' : 'ltr'
    if (!deferred) startApp()
    else
      // The frame's stylesheet (linked at the end of <head>, see 'frame'), fetched now beside the page's.
      for (const href of config.preload.signedIn['*'] ?? []) {
        if (!/\.css$/.test(href)) continue
        const link = document.createElement('link')
        link.rel = 'preload'
        link.setAttribute('as', 'style')
        link.setAttribute('crossorigin', '')
        link.href = href
        document.head.appendChild(link)
      }
    return
  }

  if (phase === 'frame') {
    if (!signedIn || !copy) return
    // After the page's stylesheet link, so that the cascade keeps the build's order; still in <head>, so that it may
    // block rendering. Its file is already on its way (preloaded above).
    for (const href of config.preload.signedIn['*'] ?? []) {
      if (!/\.css$/.test(href)) continue
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.setAttribute('blocking', 'render')
      link.setAttribute('crossorigin', '')
      link.href = href
      document.head.appendChild(link)
    }
    return
  }

  document.body.classList.add(`${skin}-layout`)
  const root = document.getElementById('root')
  if (!copy) return
  if (!root) return deferred ? startApp() : undefined
  // Once the copy is on screen: when the browser reports the first contentful paint, or a second after the frame
  // that shows it where it reports none; a hidden page paints nothing, so it starts at once.
  if (deferred) {
    let started = false
    const startOnce = () => {
      if (!started) startApp()
      started = true
    }
    if (document.visibilityState === 'hidden') startOnce()
    else {
      requestAnimationFrame(() => setTimeout(startOnce, 1000))
      try {
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return
          observer.disconnect()
          setTimeout(startOnce, 0)
        }).observe({ type: 'paint', buffered: true })
      } catch {
        // no paint timing: the timer above starts the app
      }
    }
  }
  root.innerHTML = copy
  const strings = config.languages[language].strings
  if (strings) {
    root.querySelectorAll('[data-i18n]').forEach((el) => {
      const text = strings[el.getAttribute('data-i18n') ?? '']
      if (text !== undefined) el.textContent = text
    })
    root.querySelectorAll('[data-i18n-label]').forEach((el) => {
      const text = strings[el.getAttribute('data-i18n-label') ?? '']
      if (text !== undefined) el.setAttribute('aria-label', text)
    })
  }
  html.setAttribute('data-first-paint', location.pathname)
}
