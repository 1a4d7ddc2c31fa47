import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { Headphones, ListMusic, Music, Users } from 'lucide-react'
import { StatsHorizontal } from '@/@core/components/cards/StatsHorizontal'
import { StatsVertical } from '@/@core/components/cards/StatsVertical'
import '@/@core/components/cards/cards.scss'

export function StatisticsCards() {
  const { t } = useTranslation()
  return (
    <Row className="g-4">
      <Col sm={6} lg={3}>
        <StatsHorizontal icon={Music} color="primary" stat="12,480" label={t('ui.cards.statistics.tracks')} />
      </Col>
      <Col sm={6} lg={3}>
        <StatsHorizontal
          icon={Users}
          color="success"
          stat="3,215"
          label={t('ui.cards.statistics.listeners')}
        />
      </Col>
      <Col sm={6} lg={3}>
        <StatsVertical icon={Headphones} color="info" stat="1.2M" label={t('ui.cards.statistics.plays')} />
      </Col>
      <Col sm={6} lg={3}>
        <StatsVertical
          icon={ListMusic}
          color="warning"
          stat="842"
          label={t('ui.cards.statistics.playlists')}
        />
      </Col>
    </Row>
  )
}
