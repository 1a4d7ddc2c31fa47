import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody, Col, Row } from 'reactstrap'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { TypeSpecimen } from './TypeSpecimen'

export default function TypographyPage() {
  const { t, i18n } = useTranslation()
  // Both languages side by side, whichever the app is in: load the other one's strings too.
  const [, setLoaded] = useState(0)
  useEffect(() => {
    void i18n.loadLanguages(['en', 'ar']).then(() => setLoaded((n) => n + 1))
  }, [i18n])
  return (
    <ShowcasePage title={t('ui.typography.title')} intro={t('ui.typography.intro')}>
      <Row className="g-4">
        {(['en', 'ar'] as const).map((lang) => (
          <Col lg={6} key={lang}>
            <Card className="h-100">
              <CardBody>
                <TypeSpecimen t={i18n.getFixedT(lang)} lang={lang} />
              </CardBody>
            </Card>
          </Col>
        ))}
      </Row>
    </ShowcasePage>
  )
}
