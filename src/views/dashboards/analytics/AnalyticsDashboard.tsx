// /dashboard/analytics: the template's analytics dashboard, every card from /card/… (spec §2, §3, §7).
import { useTranslation } from 'react-i18next'
import { Package, Users } from 'lucide-react'
import { Col, Row } from 'reactstrap'
import { StatisticsCard } from '../shared/StatisticsCard'
import { AvgSessionsCard } from './components/AvgSessionsCard'
import { CustomersCard } from './components/CustomersCard'
import { ProductOrdersCard } from './components/ProductOrdersCard'
import { RevenueCard } from './components/RevenueCard'
import { SessionsDeviceCard } from './components/SessionsDeviceCard'
import { SupportTrackerCard } from './components/SupportTrackerCard'

export default function AnalyticsDashboard() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="analytics-title">
      <h1 id="analytics-title" className="h3 mb-3">
        {t('dashboards.analytics.title')}
      </h1>
      <Row className="g-3 mb-3">
        <Col lg={3} sm={6}>
          <StatisticsCard card="subscribers" icon={Users} color="primary" />
        </Col>
        <Col lg={3} sm={6}>
          <StatisticsCard card="orders" icon={Package} color="warning" />
        </Col>
        <Col lg={6}>
          <AvgSessionsCard />
        </Col>
      </Row>
      <Row className="g-3 mb-3">
        <Col lg={6}>
          <SupportTrackerCard />
        </Col>
        <Col lg={6}>
          <RevenueCard />
        </Col>
      </Row>
      <Row className="g-3">
        <Col lg={4} md={6}>
          <SessionsDeviceCard />
        </Col>
        <Col lg={4} md={6}>
          <CustomersCard />
        </Col>
        <Col lg={4} md={6}>
          <ProductOrdersCard />
        </Col>
      </Row>
    </section>
  )
}
