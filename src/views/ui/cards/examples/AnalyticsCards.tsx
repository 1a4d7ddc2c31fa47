import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { Headphones, Users } from 'lucide-react'
import { StatsWithChart } from '@/@core/components/cards/StatsWithChart'

const PLAYS = [28, 40, 36, 52, 38, 60, 55]
const LISTENERS = [10, 41, 35, 51, 49, 62, 69]

export function AnalyticsCards() {
  const { t } = useTranslation()
  const noop = () => {}
  return (
    <Row className="g-4">
      <Col md={6}>
        <StatsWithChart
          icon={Headphones}
          color="primary"
          stat="309K"
          label={t('ui.cards.analytics.plays')}
          series={[{ name: t('ui.cards.analytics.plays'), data: PLAYS }]}
          summary={t('ui.cards.analytics.playsSummary')}
          loading={false}
          error={null}
          onRetry={noop}
        />
      </Col>
      <Col md={6}>
        <StatsWithChart
          icon={Users}
          color="success"
          stat="69K"
          label={t('ui.cards.analytics.listeners')}
          type="line"
          series={[{ name: t('ui.cards.analytics.listeners'), data: LISTENERS }]}
          summary={t('ui.cards.analytics.listenersSummary')}
          loading={false}
          error={null}
          onRetry={noop}
        />
      </Col>
    </Row>
  )
}
