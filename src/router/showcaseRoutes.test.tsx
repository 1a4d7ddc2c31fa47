import { Suspense, createElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import { routeTable } from './routes'
import { i18n } from '@/configs/i18n'

// jsdom cannot lay out charts (no ResizeObserver): the cards pages draw the project's chart stub instead.
vi.mock('react-apexcharts', () => import('@/test/apexChartsStub'))

const admin = signedInAs([{ action: 'manage', subject: 'all' }])
// The showcase routes of issue 14 (parts 1, 2, 4, 7, 8 and 9); the icon grid has its own test.
const routes = routeTable.filter((route) =>
  /^\/(components|cards|tables\/reactstrap|page-layouts|colors|typography)(\/|$)/.test(route.path)
)

describe('showcase pages', () => {
  it('covers every showcase group', () => {
    expect(routes.length).toBe(18 + 5 + 1 + 6 + 1 + 1)
  })

  it.each(['en', 'ar'])(
    'every page renders its title and no untranslated key (%s)',
    async (lng) => {
      await i18n.changeLanguage(lng)
      for (const route of routes) {
        const { unmount } = renderWithProviders(
          <Suspense fallback={null}>{createElement(route.component)}</Suspense>,
          { preloadedState: admin, route: route.path }
        )
        await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
        const text = document.body.textContent ?? ''
        expect({ path: route.path, raw: text.match(/\bui\.[a-zA-Z.]+/g) }).toEqual({
          path: route.path,
          raw: null
        })
        unmount()
      }
    },
    120_000
  )
})
