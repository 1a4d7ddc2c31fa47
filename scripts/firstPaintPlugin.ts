// Writes the first-paint script (src/firstPaint/firstPaint.ts) inline into index.html, with the static copies of
// the screens it may paint and the strings they name in every language. The demo build paints no copy: its
// sign-in screen shows the demo accounts and fills the form in.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { firstPaint, type FirstPaintConfig } from '../src/firstPaint/firstPaint.ts'
import { LANGUAGES, LANGUAGE_STORAGE_KEY } from '../src/configs/languages.ts'
import { SKINS } from '../src/configs/themeConfig.ts'
import { LAYOUT_STORAGE_KEYS } from '../src/redux/layoutPersistence.ts'
import { STORAGE_KEYS } from '../src/contracts/authConstants.ts'

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

export function firstPaintConfig(root: string, withScreens: boolean): FirstPaintConfig {
  const screens: Record<string, string> = withScreens
    ? { '/login': readScreen(resolve(root, 'src/firstPaint/login.html')) }
    : {}
  const keys = [...new Set(Object.values(screens).flatMap(stringKeys))]
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
    skins: SKINS,
    keys: {
      skin: LAYOUT_STORAGE_KEYS.skin,
      isRTL: LAYOUT_STORAGE_KEYS.isRTL,
      language: LANGUAGE_STORAGE_KEY,
      tokens: [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken]
    }
  }
}

/** The inline script: the function's own source called with the config (`<` escaped for the HTML parser). */
export function firstPaintScript(config: FirstPaintConfig): string {
  return `(${firstPaint.toString()})(${JSON.stringify(config).replace(/</g, '\\u003c')})`
}

export function firstPaintPlugin(): Plugin {
  let root = ''
  let withScreens = true
  return {
    name: 'vibeline-first-paint',
    configResolved(config) {
      root = config.root
      withScreens = config.mode !== 'demo' && config.env.VITE_API_MODE !== 'mock'
    },
    transformIndexHtml() {
      return [
        {
          tag: 'script',
          children: firstPaintScript(firstPaintConfig(root, withScreens)),
          injectTo: 'body'
        }
      ]
    }
  }
}
