import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge, Col, ListGroup, ListGroupItem, Row } from 'reactstrap'

const GENRES = ['pop', 'rock', 'jazz', 'classical'] as const
const COUNTS = { pop: 128, rock: 64, jazz: 23, classical: 9 }

export function ListGroupExamples() {
  const { t } = useTranslation()
  const [selected, setSelected] = useState<(typeof GENRES)[number]>('pop')
  return (
    <Row className="g-4">
      <Col md={6}>
        <ListGroup>
          {GENRES.map((genre) => (
            <ListGroupItem key={genre} className="d-flex justify-content-between align-items-center">
              {t(`ui.components.listGroup.genres.${genre}`)}
              <Badge pill color="primary">
                {COUNTS[genre]}
              </Badge>
            </ListGroupItem>
          ))}
        </ListGroup>
      </Col>
      <Col md={6}>
        <ListGroup role="list" aria-label={t('ui.components.listGroup.pickGenre')}>
          {GENRES.map((genre) => (
            <ListGroupItem
              key={genre}
              tag="button"
              type="button"
              action
              active={selected === genre}
              aria-current={selected === genre}
              onClick={() => setSelected(genre)}
            >
              {t(`ui.components.listGroup.genres.${genre}`)}
            </ListGroupItem>
          ))}
        </ListGroup>
      </Col>
    </Row>
  )
}
