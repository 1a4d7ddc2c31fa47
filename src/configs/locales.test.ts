import { describe, expect, it } from 'vitest'
import en from '../../public/locales/en.json'
import ar from '../../public/locales/ar.json'
import { i18n } from './i18n'

type Tree = { [key: string]: string | Tree }

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of leaves(value, path)) out.set(k, v)
  }
  return out
}

const enKeys = leaves(en as Tree)
const arKeys = leaves(ar as Tree)

describe('locale files', () => {
  it('ar.json has exactly the keys of en.json', () => {
    const missingInAr = [...enKeys.keys()].filter((k) => !arKeys.has(k))
    const extraInAr = [...arKeys.keys()].filter((k) => !enKeys.has(k))
    expect({ missingInAr, extraInAr }).toEqual({ missingInAr: [], extraInAr: [] })
  })

  it('has no empty translation', () => {
    const empty = [...enKeys, ...arKeys].filter(([, v]) => v.trim() === '').map(([k]) => k)
    expect(empty).toEqual([])
  })

  it('keeps the same interpolation placeholders in both languages', () => {
    // Arabic may spell out a singular or dual ("one attachment") without {{count}}.
    const placeholders = (s: string, key: string) =>
      [...s.matchAll(/{{\s*(\w+)\s*}}/g)]
        .map((m) => m[1])
        .filter((p) => !(p === 'count' && /_(zero|one|two)$/.test(key)))
        .sort()
        .join()
    const mismatched = [...enKeys]
      .filter(([k, v]) => arKeys.has(k) && placeholders(v, k) !== placeholders(arKeys.get(k)!, k))
      .map(([k]) => k)
    expect(mismatched).toEqual([])
  })

  it('falls back to English for a key missing in Arabic, never showing the raw key', async () => {
    i18n.addResource('en', 'translation', 'test.onlyInEnglish', 'Only in English')
    await i18n.changeLanguage('ar')
    try {
      expect(i18n.t('app.name')).toBe(ar.app.name)
      expect(i18n.t('test.onlyInEnglish')).toBe('Only in English')
    } finally {
      await i18n.changeLanguage('en')
    }
  })
})
