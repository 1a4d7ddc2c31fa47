// The static copy of the tracks screen that index.html paints for a stored session before any script has loaded
// (src/firstPaint/tracks.html, painted by src/firstPaint/firstPaint.ts) must put the frame and the heading where
// MainLayout and TrackList then render them: React replaces the copy, and any difference would show as a jump.
import { resolve } from 'node:path'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { http } from '@/auth/http'
import { AbilityProvider } from '@/configs/AbilityContext'
import { i18n } from '@/configs/i18n'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import MainLayout from '@/layouts/MainLayout'
import { makeStore } from '@/redux/store'
import { signedInAs } from '@/test/renderWithProviders'
import { firstPaintConfig, firstPaintScript } from '../../../../scripts/firstPaintPlugin'
import TrackList from './TrackList'

const root = resolve(__dirname, '../../../..')

async function renderScreen() {
  const router = createMemoryRouter(
    [{ element: <MainLayout />, children: [{ path: '/music/tracks', element: <TrackList /> }] }],
    { initialEntries: ['/music/tracks'] }
  )
  const { container } = render(
    <Provider store={makeStore(signedInAs(ROLE_ABILITIES.admin))}>
      <AbilityProvider>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </AbilityProvider>
    </Provider>
  )
  await screen.findByRole('heading', { level: 1, name: i18n.t('music.tracks.title') })
  return container
}

function paintCopy() {
  document.body.innerHTML = '<div id="root"></div>'
  window.history.replaceState(null, '', '/music/tracks')
  localStorage.setItem('refreshToken', 'r')
  const config = firstPaintConfig(root, true)
  for (const phase of ['head', 'frame', 'body'] as const) new Function(firstPaintScript(config, phase))()
  return document.getElementById('root')!
}

/** Where the heading sits: each element from the frame down to it (tag and classes), and the frame's other parts. */
function outline(container: Element) {
  const heading = container.querySelector('h1')!
  const path: string[] = []
  for (let el: Element | null = heading; el && el !== container; el = el.parentElement) {
    // The entrance animation is left out: the page load's first screen has none (RouterTransition).
    const classes = [...el.classList].filter((c) => !c.startsWith('animate-'))
    path.unshift(`${el.tagName.toLowerCase()}.${classes.join('.')}`)
  }
  const layout = container.querySelector('.vertical-layout')!
  return {
    path,
    menu: layout.querySelector(':scope > aside')?.className,
    navbar: layout.querySelector(':scope > .app-content > header')?.className,
    heading: heading.textContent,
    subtitle: heading.nextElementSibling?.outerHTML.replace(/ data-i18n="[^"]*"/, '')
  }
}

describe('the static copy of the tracks screen', () => {
  beforeEach(() => {
    vi.spyOn(http, 'get').mockReturnValue(new Promise(() => {}))
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    document.body.innerHTML = ''
    window.history.replaceState(null, '', '/')
    await i18n.changeLanguage('en')
  })

  it('puts the heading where MainLayout and TrackList render it (update src/firstPaint/tracks.html with them)', async () => {
    const rendered = outline(await renderScreen())
    expect(outline(paintCopy())).toEqual(rendered)
  })

  it('reads, once translated by the first paint, as the screen does in Arabic', async () => {
    await i18n.changeLanguage('ar')
    const rendered = outline(await renderScreen())
    localStorage.setItem('language', 'ar')
    expect(outline(paintCopy())).toEqual(rendered)
  })
})
