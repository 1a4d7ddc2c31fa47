import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Card, CardBody } from 'reactstrap'

/** A page in the blank layout (no menu, navbar or footer), like the sign-in and error pages. */
export default function BlankPage() {
  const { t } = useTranslation()
  return (
    <main className="min-vh-100 d-flex align-items-center justify-content-center p-3">
      <Card style={{ maxWidth: 480 }} className="w-100">
        <CardBody className="p-4 text-center">
          <h1 className="h3">{t('ui.pageLayouts.blank.title')}</h1>
          <p className="text-body-secondary">{t('ui.pageLayouts.blank.intro')}</p>
          <Link to="/page-layouts/collapsed-menu" className="btn btn-primary">
            {t('ui.pageLayouts.blank.back')}
          </Link>
        </CardBody>
      </Card>
    </main>
  )
}
