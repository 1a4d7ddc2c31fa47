// The inline first paint of index.html (firstPaint.ts), as the build writes it (scripts/firstPaintPlugin.ts). That its
// copy of the sign-in screen is what LoginPage renders: src/views/pages/authentication/LoginPage.firstPaint.test.tsx.
import { resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '@/configs/i18n'
import { chunkFiles, firstPaintConfig, firstPaintScript } from '../../scripts/firstPaintPlugin'
import { arrivedBody, takeFirstAnswer } from './firstRequest'

const root = resolve(__dirname, '../..')
const preload = {
  signedIn: { '*': ['/assets/shell-1.css', '/assets/shell-1.js'], '/music/tracks': ['/assets/lists-1.js'] },
  signedOut: { '/login': ['/assets/signin-1.js'] }
}
const firstPageUrl = '/admin/v2/tracks?page=1&per_page=10'
const config = firstPaintConfig(root, true, preload, { '/music/tracks': firstPageUrl })

const withEntry = firstPaintConfig(
  root,
  true,
  preload,
  {},
  {
    entry: '/assets/index-1.js',
    modules: ['/assets/boot-1.js'],
    locales: '/locales/{lng}.json'
  }
)

/** Runs the scripts exactly as index.html does (head, then body): their source text, not the imported function. */
function runInlineScript(path: string, scriptConfig = config) {
  window.history.replaceState(null, '', path)
  vi.stubGlobal('fetch', fetchSpy)
  vi.stubGlobal('PerformanceObserver', PaintObserver)
  for (const phase of ['head', 'frame', 'body'] as const)
    new Function(firstPaintScript(scriptConfig, phase))()
}

/** The browser's paint timing, reporting the first contentful paint as soon as it is observed. */
class PaintObserver {
  constructor(private readonly report: (list: unknown, observer: PaintObserver) => void) {}
  observe() {
    queueMicrotask(() =>
      this.report(
        { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) },
        this
      )
    )
  }
  disconnect() {}
}

/**
 * After the copy has been painted: when the first paint fetches the app. The paint is reported in a microtask that
 * sets the app's 0 ms timer; waiting for that microtask before setting this timer puts the app's first in line
 * whatever the machine's load (set first, it could fire first when the microtask ran late).
 */
async function afterFirstPaint(): Promise<void> {
  await Promise.resolve()
  await new Promise<void>((done) => setTimeout(done, 10))
}

const fetchSpy = vi.fn<typeof fetch>()

function resetDocument() {
  fetchSpy.mockReset().mockReturnValue(new Promise<Response>(() => {}))
  vi.unstubAllGlobals()
  delete (window as unknown as Record<string, unknown>).__vibelineFirstRequest
  document.head.querySelectorAll('link, script').forEach((l) => l.remove())
  document.body.className = ''
  document.body.innerHTML = '<div id="root"><div class="vibeline-loading-screen"></div></div>'
  for (const name of ['data-bs-theme', 'data-skin', 'data-first-paint', 'lang', 'dir'])
    document.documentElement.removeAttribute(name)
}

// A copy's app start waits for its paint: a test's start must not land in the next test's document.
const settleThenReset = async () => {
  await afterFirstPaint()
  resetDocument()
}

describe('the inline first paint', () => {
  beforeEach(settleThenReset)
  afterEach(() => {
    resetDocument()
    window.history.replaceState(null, '', '/')
  })

  it('applies the stored skin, language and direction to the document before any script file loads', () => {
    localStorage.setItem('skin', 'dark')
    localStorage.setItem('language', 'ar')
    runInlineScript('/music/tracks')
    const html = document.documentElement
    expect(html.getAttribute('data-bs-theme')).toBe('dark')
    expect(html.getAttribute('data-skin')).toBe('dark')
    expect(document.body).toHaveClass('dark-layout')
    expect(html.lang).toBe('ar')
    expect(html.dir).toBe('rtl')
  })

  it('falls back to the light skin and English for missing or unknown stored values; isRTL turns English around', () => {
    localStorage.setItem('skin', 'neon')
    localStorage.setItem('language', 'xx')
    localStorage.setItem('isRTL', 'true')
    runInlineScript('/login')
    const html = document.documentElement
    expect(html.getAttribute('data-bs-theme')).toBe('light')
    expect(document.body).toHaveClass('light-layout')
    expect(html.lang).toBe('en')
    expect(html.dir).toBe('rtl')
  })

  it('paints the inert copy of the sign-in screen on /login when no session is stored', () => {
    runInlineScript('/login')
    const copy = document.querySelector('#root > .blank-page')
    expect(copy).toHaveAttribute('inert')
    expect(document.querySelector('.vibeline-loading-screen')).toBeNull()
    expect(document.querySelector('h1')).toHaveTextContent('Welcome to Vibeline')
    expect(document.documentElement.getAttribute('data-first-paint')).toBe('/login')
  })

  it('paints the copy in the stored language', () => {
    localStorage.setItem('language', 'ar')
    runInlineScript('/login')
    const ar = i18n.getFixedT('ar')
    expect(document.querySelector('h1')).toHaveTextContent(ar('auth.login.title'))
    expect(document.querySelector('button[type=submit]')).toHaveTextContent(ar('auth.login.submit'))
    expect(document.querySelector('.password-toggle')).toHaveAttribute(
      'aria-label',
      ar('auth.common.showPassword')
    )
  })

  it("paints the tracks screen's frame and heading when a session is stored, its stylesheet blocking rendering", () => {
    localStorage.setItem('refreshToken', 'r')
    localStorage.setItem('language', 'ar')
    runInlineScript('/music/tracks')
    expect(document.querySelector('#root > .vertical-layout')).toHaveAttribute('inert')
    expect(document.querySelector('.vibeline-loading-screen')).toBeNull()
    expect(document.querySelector('h1')).toHaveTextContent(i18n.getFixedT('ar')('music.tracks.title'))
    expect(document.documentElement.getAttribute('data-first-paint')).toBe('/music/tracks')
    const blocking = [...document.head.querySelectorAll('link[rel=stylesheet]')]
    expect(blocking.map((l) => [l.getAttribute('href'), l.getAttribute('blocking')])).toEqual([
      ['/assets/shell-1.css', 'render']
    ])
    // Fetched from the top of <head>, beside the page's stylesheet; the rest waits for the paint.
    expect(links()).toEqual([['preload', '/assets/shell-1.css', 'style', '']])
  })

  it('keeps the loading screen for a collapsed menu (the copy is of the default frame), with nothing blocking', () => {
    localStorage.setItem('refreshToken', 'r')
    localStorage.setItem('menuCollapsed', 'true')
    runInlineScript('/music/tracks')
    expect(document.querySelector('.vibeline-loading-screen')).not.toBeNull()
    expect(document.head.querySelector('link[rel=stylesheet]')).toBeNull()
  })

  it('keeps the loading screen on other paths, and on /login when a session is stored (the app sends it on)', () => {
    runInlineScript('/music/playlists')
    expect(document.querySelector('.vibeline-loading-screen')).not.toBeNull()
    resetDocument()
    runInlineScript('/music/tracks')
    expect(document.querySelector('.vibeline-loading-screen')).not.toBeNull()
    resetDocument()
    sessionStorage.setItem('refreshToken', 'r')
    runInlineScript('/login')
    expect(document.querySelector('.vibeline-loading-screen')).not.toBeNull()
    expect(document.documentElement.hasAttribute('data-first-paint')).toBe(false)
  })

  const links = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel$=preload]')].map((l) => [
      l.rel,
      l.getAttribute('href'),
      l.getAttribute('as'),
      l.getAttribute('crossorigin')
    ])

  it("fetches the app (entry, the landing screen's files, strings) at once when it paints no copy", () => {
    localStorage.setItem('accessToken', 'a')
    localStorage.setItem('menuCollapsed', 'true')
    localStorage.setItem('language', 'ar')
    runInlineScript('/music/tracks', withEntry)
    expect(links()).toEqual([
      ['modulepreload', '/assets/boot-1.js', null, ''],
      ['preload', '/assets/shell-1.css', 'style', ''],
      ['modulepreload', '/assets/shell-1.js', null, ''],
      ['modulepreload', '/assets/lists-1.js', null, ''],
      ['preload', '/locales/ar.json', 'fetch', 'anonymous'],
      ['preload', '/locales/en.json', 'fetch', 'anonymous']
    ])
    expect(document.head.querySelector('script[type=module]')).toHaveAttribute('src', '/assets/index-1.js')
  })

  it('fetches the app at once beside the sign-in copy', () => {
    runInlineScript('/login', withEntry)
    expect(links().map(([, href]) => href)).toEqual([
      '/assets/boot-1.js',
      '/assets/signin-1.js',
      '/locales/en.json'
    ])
    expect(document.head.querySelector('script[type=module]')).toHaveAttribute('src', '/assets/index-1.js')
  })

  it("fetches the app only once a signed-in screen's copy has been painted", async () => {
    sessionStorage.setItem('accessToken', 'token-1')
    runInlineScript('/music/tracks', withEntry)
    expect(document.head.querySelector('script[type=module]')).toBeNull()
    expect(links().map(([, href]) => href)).not.toContain('/assets/boot-1.js')
    await afterFirstPaint()
    expect(links().map(([, href]) => href)).toEqual(
      expect.arrayContaining([
        '/assets/boot-1.js',
        '/assets/shell-1.js',
        '/assets/lists-1.js',
        '/locales/en.json'
      ])
    )
    expect(document.head.querySelector('script[type=module]')).toHaveAttribute('src', '/assets/index-1.js')
  })
})

describe("the landing screen's first request", () => {
  beforeEach(settleThenReset)
  afterEach(() => {
    resetDocument()
    window.history.replaceState(null, '', '/')
  })

  const answer = (status: number, body: unknown) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }))

  it('is sent with the stored access token, and its answer is taken once by the same URL', async () => {
    const page = { data: [{ id: 7 }], page_meta: { total: 1, page: 1, per_page: 10 } }
    fetchSpy.mockReturnValue(answer(200, page))
    sessionStorage.setItem('accessToken', 'token-1')
    runInlineScript('/music/tracks')
    expect(fetchSpy).not.toHaveBeenCalled()
    await afterFirstPaint()
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    const [url, init] = fetchSpy.mock.calls[0]
    expect(url).toBe(firstPageUrl)
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1')

    expect(await takeFirstAnswer('/admin/v2/tracks?page=2&per_page=10')).toBeNull()
    await vi.waitFor(() => expect(arrivedBody(firstPageUrl)).toEqual(page))
    expect(await takeFirstAnswer(firstPageUrl)).toEqual(page)
    expect(arrivedBody(firstPageUrl)).toBeNull()
    expect(await takeFirstAnswer(firstPageUrl)).toBeNull()
  })

  it('leaves an answer other than 200 to the app (which refreshes an expired token)', async () => {
    fetchSpy.mockReturnValue(answer(401, { error: 'Your session has expired. Sign in again.' }))
    localStorage.setItem('accessToken', 'old')
    runInlineScript('/music/tracks')
    await afterFirstPaint()
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(await takeFirstAnswer(firstPageUrl)).toBeNull()
  })

  it('is not sent without an access token, on a URL with a query, or on a path that has none', async () => {
    localStorage.setItem('refreshToken', 'r')
    runInlineScript('/music/tracks')
    localStorage.setItem('accessToken', 'a')
    runInlineScript('/music/tracks?q=love')
    runInlineScript('/music/playlists')
    await afterFirstPaint()
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})

describe('chunkFiles', () => {
  it("lists a chunk's JS and CSS and those of the chunks it imports, less what the entry loads", () => {
    const chunk = (name: string, imports: string[], css: string[] = [], isEntry = false) => ({
      type: 'chunk' as const,
      name,
      fileName: `assets/${name}.js`,
      imports,
      isEntry,
      viteMetadata: { importedCss: new Set(css) }
    })
    const bundle = {
      a: chunk('index', ['assets/boot.js'], ['assets/boot.css'], true),
      b: chunk('boot', []),
      c: chunk('shell', ['assets/boot.js', 'assets/signin.js'], ['assets/shell.css']),
      d: chunk('signin', ['assets/boot.js']),
      e: { type: 'asset' as const }
    }
    expect(chunkFiles(bundle, ['shell']).sort()).toEqual(
      ['/assets/shell.css', '/assets/shell.js', '/assets/signin.js'].sort()
    )
    expect(chunkFiles(bundle, ['nothing'])).toEqual([])
  })
})
