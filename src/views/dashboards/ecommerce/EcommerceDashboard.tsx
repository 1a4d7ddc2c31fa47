// / (for those who may see the template): the template's e-commerce dashboard, every card from /card/… (spec §2).
import { useTranslation } from 'react-i18next'
import { Activity, DollarSign, Mail, TrendingUp, Users } from 'lucide-react'
import { Col, Row } from 'reactstrap'
import { StatisticsCard } from '../shared/StatisticsCard'
import { GoalOverviewCard } from './components/GoalOverviewCard'
import { RevenueReportCard } from './components/RevenueReportCard'

export default function EcommerceDashboard() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="ecommerce-title">
      <h1 id="ecommerce-title" className="h3 mb-3">
        {t('dashboards.ecommerce.title')}
      </h1>
      <Row className="g-3 mb-3">
        <Col lg={3} sm={6}>
          <StatisticsCard card="orders-bar-chart" color="warning" type="bar" height={80} />
        </Col>
        <Col lg={3} sm={6}>
          <StatisticsCard card="profit-line-chart" color="info" type="line" height={80} />
        </Col>
        <Col lg={3} sm={6}>
          <StatisticsCard card="revenue" icon={DollarSign} color="success" height={80} />
        </Col>
        <Col lg={3} sm={6}>
          <StatisticsCard card="sales" icon={TrendingUp} color="danger" height={80} />
        </Col>
      </Row>
      <Row className="g-3 mb-3">
        <Col lg={8}>
          <RevenueReportCard />
        </Col>
        <Col lg={4}>
          <GoalOverviewCard />
        </Col>
      </Row>
      <Row className="g-3">
        <Col lg={4} md={6}>
          <StatisticsCard card="site-traffic" icon={Activity} color="primary" type="line" />
        </Col>
        <Col lg={4} md={6}>
          <StatisticsCard card="active-users" icon={Users} color="success" />
        </Col>
        <Col lg={4} md={6}>
          <StatisticsCard card="newsletter" icon={Mail} color="warning" />
        </Col>
      </Row>
    </section>
  )
}
