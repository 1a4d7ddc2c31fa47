// /pages/license: the licence terms of Vibeline Admin with a table of contents; printing leaves out the app's chrome.
import { Printer } from 'lucide-react'
import { Button, Card, CardBody } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import './license.scss'

export const LICENSE_SECTIONS = [
  'grant',
  'restrictions',
  'content',
  'data',
  'warranty',
  'liability',
  'termination'
] as const

export default function LicensePage() {
  const { t } = useTranslation()
  return (
    <Card className="border-0 shadow-sm license-page">
      <CardBody className="p-4 p-lg-5">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-3 mb-4">
          <div>
            <h1 className="h3 mb-1">{t('pages.license.title')}</h1>
            <p className="text-body-secondary mb-0">{t('pages.license.version')}</p>
          </div>
          <Button
            color="primary"
            outline
            className="d-inline-flex align-items-center gap-2 license-print"
            onClick={() => window.print()}
          >
            <Printer size={16} aria-hidden="true" />
            {t('pages.license.print')}
          </Button>
        </div>
        <p className="lead fs-6">{t('pages.license.intro')}</p>
        <nav aria-labelledby="license-contents-title" className="license-contents mb-4">
          <h2 id="license-contents-title" className="h6 text-uppercase text-body-secondary">
            {t('pages.license.contents')}
          </h2>
          <ol className="mb-0">
            {LICENSE_SECTIONS.map((key) => (
              <li key={key}>
                <a href={`#license-${key}`}>{t(`pages.license.sections.${key}.title`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        {LICENSE_SECTIONS.map((key, index) => (
          <section key={key} id={`license-${key}`} aria-labelledby={`license-${key}-title`} className="mb-4">
            <h2 id={`license-${key}-title`} className="h5">
              {index + 1}. {t(`pages.license.sections.${key}.title`)}
            </h2>
            <p className="mb-0">{t(`pages.license.sections.${key}.body`)}</p>
          </section>
        ))}
        <p className="small text-body-secondary mb-0 border-top pt-3">{t('pages.license.contact')}</p>
      </CardBody>
    </Card>
  )
}
