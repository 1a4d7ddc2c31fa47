import { Suspense, createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import { uiComponentRoutes } from '@/views/ui/components/routes'
import { uiCardRoutes } from '@/views/ui/cards/routes'
import { uiTableRoutes } from '@/views/ui/tables/routes'
import { uiPageLayoutRoutes } from '@/views/ui/page-layouts/routes'
import { uiColorRoutes } from '@/views/ui/colors/routes'
import { uiTypographyRoutes } from '@/views/ui/typography/routes'
import { i18n } from '@/configs/i18n'

const admin = signedInAs([{ action: 'manage', subject: 'all' }])
const routes = [
  ...uiComponentRoutes,
  ...uiCardRoutes,
  ...uiTableRoutes,
  ...uiPageLayoutRoutes,
  ...uiColorRoutes,
  ...uiTypographyRoutes
]

describe('showcase pages', () => {
  it.each(['en', 'ar'])('every page renders its title and no untranslated key (%s)', async (lng) => {
    await i18n.changeLanguage(lng)
    for (const route of routes) {
      const { unmount } = renderWithProviders(
        <Suspense fallback={null}>{createElement(route.component)}</Suspense>,
        { preloadedState: admin, route: route.path }
      )
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
      const text = document.body.textContent ?? ''
      expect({ path: route.path, raw: text.match(/\bui\.[a-zA-Z.]+/g) }).toEqual({ path: route.path, raw: null })
      unmount()
    }
  }, 120_000)
})
