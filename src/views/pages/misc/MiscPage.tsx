import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { BrandLogo } from '@/@core/components/BrandLogo'

/** The shared frame of the misc pages: brand, a title, a sentence and a way back. */
export function MiscPage({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <main className="misc-wrapper d-flex flex-column align-items-center justify-content-center min-vh-100 p-4 text-center">
      <Link to="/" className="d-flex align-items-center gap-2 mb-4 text-decoration-none">
        <BrandLogo size={36} />
        <span className="h3 mb-0 text-primary fw-bold">{t('app.name')}</span>
      </Link>
      <h1 className="h2 mb-2">{title}</h1>
      <p className="mb-4 text-body-secondary">{text}</p>
      {children}
      <Link to="/" className="btn btn-primary mt-2">
        {t('misc.backHome')}
      </Link>
    </main>
  )
}
