// The customizer is off by default (spec §2). `?customizer=1` in the address turns it on for this browser
// (kept in localStorage), `?customizer=0` turns it off again.
import { themeConfig } from '@/configs/themeConfig'

export const CUSTOMIZER_STORAGE_KEY = 'customizer'

export function isCustomizerEnabled(
  search: string = typeof location === 'undefined' ? '' : location.search
): boolean {
  if (typeof localStorage !== 'undefined') {
    const asked = new URLSearchParams(search).get('customizer')
    if (asked === '1' || asked === 'on') localStorage.setItem(CUSTOMIZER_STORAGE_KEY, 'on')
    if (asked === '0' || asked === 'off') localStorage.removeItem(CUSTOMIZER_STORAGE_KEY)
    if (localStorage.getItem(CUSTOMIZER_STORAGE_KEY) === 'on') return true
  }
  return themeConfig.layout.customizer
}
