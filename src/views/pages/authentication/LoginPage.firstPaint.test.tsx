// The static copy of the sign-in screen that index.html paints before any script has loaded
// (src/firstPaint/login.html, painted by src/firstPaint/firstPaint.ts) must be what LoginPage renders in server mode:
// React replaces it on its first render, and any difference would show as a jump.
import { resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { http } from '@/auth/http'
import { i18n } from '@/configs/i18n'
import { renderWithProviders } from '@/test/renderWithProviders'
import { firstPaintConfig, firstPaintScript, readScreen } from '../../../../scripts/firstPaintPlugin'
import LoginPage from './LoginPage'

const root = resolve(__dirname, '../../../..')

function paintCopy() {
  document.body.innerHTML = '<div id="root"></div>'
  window.history.replaceState(null, '', '/login')
  const config = firstPaintConfig(root, true)
  new Function(firstPaintScript(config, 'head'))()
  new Function(firstPaintScript(config, 'body'))()
  return document.querySelector('#root main')!
}

/**
 * The markup with what differs by design left out: the copy's string keys, React Router's and React's ids, and the
 * float noise of the illustration's computed delays (0.44999999999999996s).
 */
function normalise(markup: string): string {
  return markup
    .replace(/ data-i18n(?:-label)?="[^"]*"/g, '')
    .replace(/ data-discover="true"/g, '')
    .replace(/vibeline-logo-[\w-]+/g, 'vibeline-logo')
    .replace(/animation-delay: ([\d.]+)s/g, (_, s: string) => `animation-delay: ${Number(s).toFixed(2)}s`)
}

describe('the static copy of the sign-in screen', () => {
  beforeEach(() => {
    // The server says whether registration is open only later: the first render has no link.
    vi.spyOn(http, 'get').mockReturnValue(new Promise(() => {}))
  })
  afterEach(() => vi.restoreAllMocks())

  afterEach(() => {
    document.body.innerHTML = ''
    window.history.replaceState(null, '', '/')
  })

  const copy = () => {
    const template = document.createElement('template')
    template.innerHTML = readScreen(resolve(root, 'src/firstPaint/login.html'))
    return template.content.querySelector('main')!
  }

  it('is what LoginPage renders in server mode (update src/firstPaint/login.html with the page)', async () => {
    const { container } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' })
    await screen.findByRole('heading', { name: 'Welcome to Vibeline' })
    expect(normalise(copy().outerHTML)).toBe(normalise(container.querySelector('main')!.outerHTML))
  })

  it('reads, once translated by the first paint, as LoginPage does in Arabic', async () => {
    await i18n.changeLanguage('ar')
    const { container } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' })
    await screen.findByRole('heading', { name: i18n.t('auth.login.title') })
    const rendered = container.querySelector('main')!.outerHTML
    localStorage.setItem('language', 'ar')
    expect(normalise(paintCopy().outerHTML)).toBe(normalise(rendered))
  })
})
