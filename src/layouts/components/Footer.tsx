import { Heart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '@/redux/hooks'
import { selectLayout } from '@/redux/layoutSlice'

export function Footer() {
  const { t } = useTranslation()
  const { footerType } = useAppSelector(selectLayout)
  if (footerType === 'hidden') return null
  return (
    <footer className={`footer footer-${footerType} d-flex flex-wrap justify-content-between gap-2`}>
      <span>{t('app.footer', { year: new Date().getFullYear() })}</span>
      <span className="d-none d-md-inline-flex align-items-center gap-1">
        {t('app.footerTagline')}
        <Heart size={14} className="text-danger" aria-hidden="true" />
      </span>
    </footer>
  )
}
