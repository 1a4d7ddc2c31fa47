// Writes the first-paint script (src/firstPaint/firstPaint.ts) inline into index.html, with the static copies of
// the screens it may paint and the strings they name in every language. The demo build paints no copy: its
// sign-in screen shows the demo accounts and fills the form in.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { HtmlTagDescriptor, Plugin } from 'vite'
import { firstPaint, type FirstPaintConfig, type FirstPaintPhase } from '../src/firstPaint/firstPaint.ts'
import { LANGUAGES, LANGUAGE_STORAGE_KEY } from '../src/configs/languages.ts'
import { SKINS } from '../src/configs/themeConfig.ts'
import { LAYOUT_STORAGE_KEYS } from '../src/redux/layoutPersistence.ts'
import { STORAGE_KEYS } from '../src/contracts/authConstants.ts'
import { FIRST_REQUEST_GLOBAL } from '../src/firstPaint/firstRequest.ts'

type Strings = { [key: string]: string | Strings }

function lookup(strings: Strings, key: string): string | undefined {
  let node: string | Strings | undefined = strings
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  return typeof node === 'string' ? node : undefined
}

/** The keys a copy names in data-i18n / data-i18n-label attributes. */
export function stringKeys(markup: string): string[] {
  return [...new Set([...markup.matchAll(/data-i18n(?:-label)?="([^"]+)"/g)].map((m) => m[1]))]
}

/** The static copy of a screen: the file without its leading comment. */
export function readScreen(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/^\s*<!--[\s\S]*?-->\s*/, '')
    .trim()
}

/** What the first paint preloads: chunk group names by path, for a stored session and for none. */
export type PreloadPlan = { signedIn: Record<string, string[]>; signedOut: Record<string, string[]> }

type BundleChunk = {
  type: 'chunk'
  name: string
  fileName: string
  imports: string[]
  isEntry: boolean
  viteMetadata?: { importedCss: Set<string> }
}
type Bundle = Record<string, BundleChunk | { type: 'asset' }>

/**
 * The files (JS and their CSS, as URLs) of the chunks named in `names` and of the chunks they import, less what
 * the entry loads anyway (index.html links those).
 */
export function chunkFiles(bundle: Bundle, names: string[], base = '/'): string[] {
  const chunks = Object.values(bundle).filter((c): c is BundleChunk => c.type === 'chunk')
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const closure = (roots: BundleChunk[]) => {
    const seen = new Set<BundleChunk>()
    const queue = [...roots]
    while (queue.length > 0) {
      const chunk = queue.pop()!
      if (seen.has(chunk)) continue
      seen.add(chunk)
      for (const file of chunk.imports) {
        const next = byFile.get(file)
        if (next) queue.push(next)
      }
    }
    return seen
  }
  const initial = closure(chunks.filter((c) => c.isEntry))
  const wanted = [...closure(chunks.filter((c) => names.includes(c.name)))].filter((c) => !initial.has(c))
  return wanted.flatMap((c) => [
    ...[...(c.viteMetadata?.importedCss ?? [])].map((css) => base + css),
    base + c.fileName
  ])
}

export function firstPaintConfig(
  root: string,
  withScreens: boolean,
  preload: FirstPaintConfig['preload'] = { signedIn: {}, signedOut: {} },
  requests: FirstPaintConfig['requests'] = {},
  app: FirstPaintConfig['app'] = { entry: null, modules: [], locales: '/locales/{lng}.json' }
): FirstPaintConfig {
  const screens: FirstPaintConfig['screens'] = withScreens
    ? {
        signedIn: { '/music/tracks': readScreen(resolve(root, 'src/firstPaint/tracks.html')) },
        signedOut: { '/login': readScreen(resolve(root, 'src/firstPaint/login.html')) }
      }
    : { signedIn: {}, signedOut: {} }
  const keys = [
    ...new Set([...Object.values(screens.signedIn), ...Object.values(screens.signedOut)].flatMap(stringKeys))
  ]
  const languages: FirstPaintConfig['languages'] = {}
  for (const { code, dir } of LANGUAGES) {
    if (code === 'en') {
      languages[code] = { dir }
      continue
    }
    const all = JSON.parse(readFileSync(resolve(root, `public/locales/${code}.json`), 'utf8')) as Strings
    const strings: Record<string, string> = {}
    for (const key of keys) {
      const text = lookup(all, key)
      if (text !== undefined) strings[key] = text
    }
    languages[code] = { dir, strings }
  }
  return {
    screens,
    languages,
    preload,
    app,
    requests,
    skins: SKINS,
    keys: {
      skin: LAYOUT_STORAGE_KEYS.skin,
      isRTL: LAYOUT_STORAGE_KEYS.isRTL,
      menuCollapsed: LAYOUT_STORAGE_KEYS.menuCollapsed,
      language: LANGUAGE_STORAGE_KEY,
      accessToken: STORAGE_KEYS.accessToken,
      refreshToken: STORAGE_KEYS.refreshToken
    },
    requestGlobal: FIRST_REQUEST_GLOBAL
  }
}

/**
 * An inline script: the function's own source called with the config (`<` escaped for the HTML parser), less what
 * its phase does not read (the head and the frame only ask whether there is a copy, the frame starts nothing).
 */
export function firstPaintScript(config: FirstPaintConfig, phase: FirstPaintPhase): string {
  const directions = Object.fromEntries(
    Object.entries(config.languages).map(([code, { dir }]) => [code, { dir }])
  )
  const which = (screens: Record<string, string>) =>
    Object.fromEntries(Object.keys(screens).map((p) => [p, '1']))
  const part: FirstPaintConfig =
    phase === 'head'
      ? {
          ...config,
          screens: { signedIn: which(config.screens.signedIn), signedOut: which(config.screens.signedOut) },
          languages: directions
        }
      : phase === 'frame'
        ? {
            ...config,
            screens: { signedIn: which(config.screens.signedIn), signedOut: {} },
            languages: directions,
            preload: { signedIn: { '*': config.preload.signedIn['*'] ?? [] }, signedOut: {} },
            app: { ...config.app, entry: null, modules: [] },
            requests: {}
          }
        : config
  return `(${firstPaint.toString()})(${JSON.stringify(part).replace(/</g, '\\u003c')}, ${JSON.stringify(phase)})`
}

/**
 * `plan` names chunk groups (scripts/chunkGroups.ts); the build turns them into the files to preload. `requests`: the
 * API URL each signed-in landing path asks for first (server builds only: the demo's fake database answers there).
 */
export function firstPaintPlugin(plan: PreloadPlan, requests: FirstPaintConfig['requests'] = {}): Plugin {
  let root = ''
  let base = '/'
  let serverBuild = true
  let sameOriginApi = true
  // A path's list leaves out the files of '*', which the page preloads on every path.
  const files = (bundle: Bundle, byPath: Record<string, string[]>) => {
    const everywhere = chunkFiles(bundle, byPath['*'] ?? [], base)
    return Object.fromEntries(
      Object.entries(byPath).map(([path, names]) => [
        path,
        path === '*' ? everywhere : chunkFiles(bundle, names, base).filter((f) => !everywhere.includes(f))
      ])
    )
  }
  return {
    name: 'vibeline-first-paint',
    configResolved(config) {
      root = config.root
      base = config.base
      serverBuild = config.mode !== 'demo' && config.env.VITE_API_MODE !== 'mock'
      sameOriginApi = !config.env.VITE_API_BASE_URL
    },
    transformIndexHtml: {
      // After the bundle is written, so that the chunks' file names are known (the dev server preloads nothing).
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Bundle | undefined
        const preload = bundle
          ? { signedIn: files(bundle, plan.signedIn), signedOut: files(bundle, plan.signedOut) }
          : undefined
        // A server build starts the entry itself (after a copy, if it paints one): Vite's tags for it go.
        const app = {
          entry: null as string | null,
          modules: [] as string[],
          locales: `${base}locales/{lng}.json`
        }
        if (bundle && serverBuild) {
          html = html
            .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/, (_, src: string) => {
              app.entry = src
              return ''
            })
            .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
              app.modules.push(href)
              return ''
            })
          if (!app.entry) throw new Error('index.html: the entry script Vite writes was not found')
        }
        const config = firstPaintConfig(
          root,
          serverBuild,
          preload,
          bundle && serverBuild && sameOriginApi ? requests : {},
          app
        )
        const tags: HtmlTagDescriptor[] = [
          { tag: 'script', children: firstPaintScript(config, 'head'), injectTo: 'head-prepend' },
          // Only a signed-in copy needs the frame's stylesheet linked after the page's.
          ...(Object.keys(config.screens.signedIn).length > 0
            ? [{ tag: 'script', children: firstPaintScript(config, 'frame'), injectTo: 'head' as const }]
            : []),
          { tag: 'script', children: firstPaintScript(config, 'body'), injectTo: 'body' }
        ]
        return { html, tags }
      }
    }
  }
}
