import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AbilityProvider } from '@/configs/AbilityContext'
import { LoadingScreen } from '@/@core/components/LoadingScreen'
import { useDirection } from '@/@core/hooks/useDirection'
import { useAppSelector } from '@/redux/hooks'
import { selectIsLoggedIn } from '@/redux/authSlice'
import { selectSkin } from '@/redux/layoutSlice'
import { AppRouter } from '@/router/AppRouter'

/** Keeps <html> and <body> in step with the layout preferences: skin, direction and language. */
function DocumentSync() {
  const skin = useAppSelector(selectSkin)
  const dir = useDirection()
  const { i18n, t } = useTranslation()
  useEffect(() => {
    const root = document.documentElement
    root.setAttribute('data-bs-theme', skin === 'dark' ? 'dark' : 'light')
    root.dataset.skin = skin
    document.body.classList.remove('light-layout', 'dark-layout', 'bordered-layout', 'semi-dark-layout')
    document.body.classList.add(`${skin}-layout`)
  }, [skin])
  useEffect(() => {
    document.documentElement.dir = dir
    document.documentElement.lang = i18n.resolvedLanguage ?? i18n.language
  }, [dir, i18n.resolvedLanguage, i18n.language])
  useEffect(() => {
    document.title = t('app.title')
  }, [t])
  return null
}

const ToastHost = lazy(() => import('@/@core/components/ToastHost'))

/**
 * The toasts are raised by the signed-in screens (and by the end of a session), so react-toastify and its CSS load
 * with the first signed-in screen instead of before /login (DESIGN.md §6). Once mounted the container stays, so the
 * "session ended" toast after a sign-out still shows; a toast raised before it mounts waits in react-toastify's queue.
 */
function Toasts() {
  const dir = useDirection()
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const [mounted, setMounted] = useState(isLoggedIn)
  if (isLoggedIn && !mounted) setMounted(true)
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <ToastHost rtl={dir === 'rtl'} />
    </Suspense>
  )
}

export function App() {
  return (
    <AbilityProvider>
      <Suspense fallback={<LoadingScreen />}>
        <DocumentSync />
        <AppRouter />
        <Toasts />
      </Suspense>
    </AbilityProvider>
  )
}
