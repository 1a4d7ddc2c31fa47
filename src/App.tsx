import { Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ToastContainer } from 'react-toastify'
import { AbilityProvider } from '@/configs/AbilityContext'
import { LoadingScreen } from '@/@core/components/LoadingScreen'
import { useDirection } from '@/@core/hooks/useDirection'
import { useAppSelector } from '@/redux/hooks'
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

function Toasts() {
  const dir = useDirection()
  return (
    <ToastContainer
      position={dir === 'rtl' ? 'top-left' : 'top-right'}
      rtl={dir === 'rtl'}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
    />
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
