import { useTranslation } from 'react-i18next'
import {
  Button,
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  CardSubtitle,
  CardText,
  CardTitle,
  Col,
  Row
} from 'reactstrap'

export function BasicCards() {
  const { t } = useTranslation()
  return (
    <Row className="g-4">
      <Col md={4}>
        <Card className="h-100">
          <CardBody>
            <CardTitle tag="h3" className="h5">
              {t('ui.cards.basic.simpleTitle')}
            </CardTitle>
            <CardSubtitle className="mb-2 text-body-secondary">{t('ui.cards.basic.subtitle')}</CardSubtitle>
            <CardText>{t('ui.cards.basic.text')}</CardText>
            <Button color="primary">{t('ui.cards.basic.action')}</Button>
          </CardBody>
        </Card>
      </Col>
      <Col md={4}>
        <Card className="h-100">
          <CardHeader>{t('ui.cards.basic.header')}</CardHeader>
          <CardBody>
            <CardText>{t('ui.cards.basic.text')}</CardText>
          </CardBody>
          <CardFooter className="text-body-secondary small">{t('ui.cards.basic.footer')}</CardFooter>
        </Card>
      </Col>
      <Col md={4}>
        <Card className="h-100 text-bg-primary text-center">
          <CardBody className="d-flex flex-column justify-content-center">
            <CardTitle tag="h3" className="h5 text-white">
              {t('ui.cards.basic.colouredTitle')}
            </CardTitle>
            <CardText>{t('ui.cards.basic.colouredText')}</CardText>
          </CardBody>
        </Card>
      </Col>
    </Row>
  )
}
