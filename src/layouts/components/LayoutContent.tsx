import { lazy, Suspense, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import clsx from 'clsx'
import { RouterTransition } from '@/@core/components/RouterTransition'
import { ScrollToTop } from '@/@core/components/ScrollToTop'
import { Spinner } from '@/@core/components/Spinner'
import { isCustomizerEnabled } from '@/@core/components/customizer/customizerSwitch'
import { themeConfig } from '@/configs/themeConfig'
import { useAppSelector } from '@/redux/hooks'
import { selectEffectiveLayout } from '@/redux/layoutSlice'
import { Footer } from './Footer'
import { usePageStartsAtTop } from '../usePageStartsAtTop'

const Customizer = lazy(() => import('@/@core/components/customizer/Customizer'))

/** What both main layouts share below the navbar: the page (with its entrance animation) and the footer. */
export function LayoutContent() {
  const { t } = useTranslation()
  const layout = useAppSelector(selectEffectiveLayout)
  usePageStartsAtTop()
  return (
    <>
      <main
        id="main-content"
        tabIndex={-1}
        className={clsx('content-wrapper', layout.contentWidth === 'boxed' && 'content-boxed')}
      >
        <RouterTransition transition={layout.routerTransition}>
          <Suspense fallback={<Spinner label={t('app.loading')} />}>
            <Outlet />
          </Suspense>
        </RouterTransition>
      </main>
      <Footer />
    </>
  )
}

/** Scroll-to-top and, when switched on, the customizer. */
export function LayoutExtras() {
  const [customizer] = useState(() => isCustomizerEnabled())
  return (
    <>
      {themeConfig.layout.scrollTop && <ScrollToTop />}
      {customizer && (
        <Suspense fallback={null}>
          <Customizer />
        </Suspense>
      )}
    </>
  )
}

export function SkipLink() {
  const { t } = useTranslation()
  return (
    <a className="skip-link btn btn-primary" href="#main-content">
      {t('navbar.skipToContent')}
    </a>
  )
}
