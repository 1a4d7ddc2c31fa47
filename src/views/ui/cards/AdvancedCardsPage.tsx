import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { AdvancedCard } from './examples/AdvancedCard'
import advancedCardCode from './examples/AdvancedCard.tsx?raw'
import {
  ActivityTimelineCard,
  ArtistProfileCard,
  ListeningDevicesCard,
  UpcomingReleaseCard
} from './examples/AdvancedCardSet'
import advancedCardSetCode from './examples/AdvancedCardSet.tsx?raw'

export default function AdvancedCardsPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.cards.advanced.title')} intro={t('ui.cards.advanced.intro')}>
      <ShowcaseExample title={t('ui.cards.advanced.examples')} code={advancedCardCode}>
        <AdvancedCard />
      </ShowcaseExample>
      <ShowcaseExample title={t('ui.cards.advanced.set')} code={advancedCardSetCode}>
        <Row className="g-4">
          <Col md={6} xl={3}>
            <ArtistProfileCard />
          </Col>
          <Col md={6} xl={3}>
            <UpcomingReleaseCard />
          </Col>
          <Col md={6} xl={3}>
            <ActivityTimelineCard />
          </Col>
          <Col md={6} xl={3}>
            <ListeningDevicesCard />
          </Col>
        </Row>
      </ShowcaseExample>
    </ShowcasePage>
  )
}
