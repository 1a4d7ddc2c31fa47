import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Breadcrumb, BreadcrumbItem } from 'reactstrap'
import { House } from 'lucide-react'

export function BasicBreadcrumbs() {
  const { t } = useTranslation()
  return (
    <>
      <Breadcrumb listClassName="mb-3">
        <BreadcrumbItem active>{t('ui.components.breadcrumbs.home')}</BreadcrumbItem>
      </Breadcrumb>
      <Breadcrumb listClassName="mb-3">
        <BreadcrumbItem>
          <Link to="/">{t('ui.components.breadcrumbs.home')}</Link>
        </BreadcrumbItem>
        <BreadcrumbItem active>{t('ui.components.breadcrumbs.library')}</BreadcrumbItem>
      </Breadcrumb>
      <Breadcrumb listClassName="mb-0">
        <BreadcrumbItem>
          <Link to="/" className="d-inline-flex align-items-center gap-1">
            <House size={14} aria-hidden="true" />
            {t('ui.components.breadcrumbs.home')}
          </Link>
        </BreadcrumbItem>
        <BreadcrumbItem>
          <Link to="/music/playlists">{t('ui.components.breadcrumbs.library')}</Link>
        </BreadcrumbItem>
        <BreadcrumbItem active>{t('ui.components.breadcrumbs.playlist')}</BreadcrumbItem>
      </Breadcrumb>
    </>
  )
}
