// /pages/knowledge-base: the category cards, filtered by a search kept in the URL.
import { SearchX } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Card, CardBody, Col, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { useAppDispatch } from '@/redux/hooks'
import { LoadState } from '../shared/LoadState'
import { SearchHero } from '../shared/SearchHero'
import { useLoad } from '@/@core/hooks/useLoad'
import { useSearchParam } from '../shared/useSearchParam'
import { fetchKnowledgeBase } from './knowledgeBaseApi'
import './knowledge-base.scss'

export default function KnowledgeBase() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const { text, setText, query } = useSearchParam()
  const state = useLoad(() => dispatch(fetchKnowledgeBase(query)).unwrap(), [dispatch, query])

  return (
    <div className="knowledge-base">
      <SearchHero
        id="kb-search"
        title={t('pages.knowledgeBase.title')}
        subtitle={t('pages.knowledgeBase.subtitle')}
        label={t('pages.knowledgeBase.searchLabel')}
        placeholder={t('pages.knowledgeBase.searchPlaceholder')}
        value={text}
        onChange={setText}
      />
      <div aria-live="polite" className="visually-hidden">
        {state.status === 'ready' && t('pages.knowledgeBase.found', { count: state.data.cards.length })}
      </div>
      <LoadState state={state} onRetry={state.reload}>
        {({ cards }) =>
          cards.length === 0 ? (
            <Card className="border-0 shadow-sm">
              <CardBody className="text-center py-5">
                <SearchX size={40} aria-hidden="true" className="text-body-secondary mb-3" />
                <h2 className="h5">{t('pages.knowledgeBase.emptyTitle')}</h2>
                <p className="text-body-secondary mb-0">{t('pages.knowledgeBase.emptyText', { query })}</p>
              </CardBody>
            </Card>
          ) : (
            <Row className="g-4 list-unstyled ps-0 mb-0" tag="ul">
              {cards.map((card) => (
                <Col key={card.id} md={6} lg={4} tag="li">
                  <Card className="kb-card border-0 shadow-sm h-100 text-center">
                    <CardBody className="d-flex flex-column align-items-center">
                      <img src={card.img} alt="" width={96} height={96} className="mb-3" />
                      <h2 className="h5">
                        <Link
                          to={`/pages/knowledge-base/${card.category}`}
                          className="stretched-link"
                          dir="auto"
                        >
                          {card.title}
                        </Link>
                      </h2>
                      <p className="text-body-secondary mb-0" dir="auto">
                        {card.desc}
                      </p>
                    </CardBody>
                  </Card>
                </Col>
              ))}
            </Row>
          )
        }
      </LoadState>
    </div>
  )
}
