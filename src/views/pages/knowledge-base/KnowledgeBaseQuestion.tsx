// /pages/knowledge-base/:category/:question: the answer (sanitized HTML), when it was last updated and the
// related questions of the same category.
import { ArrowLeft, ChevronRight, Clock } from 'lucide-react'
import { Link, useParams } from 'react-router-dom'
import { Card, CardBody, Col, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { SafeHtml } from '@/@core/components/SafeHtml'
import { useAppDispatch } from '@/redux/hooks'
import { LoadState } from '../shared/LoadState'
import { useLoad } from '@/@core/hooks/useLoad'
import { fetchKnowledgeBaseQuestion } from './knowledgeBaseApi'
import '../shared/pages.scss'
import './knowledge-base.scss'

export default function KnowledgeBaseQuestion() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const { category = '', question = '' } = useParams()
  const state = useLoad(
    () => dispatch(fetchKnowledgeBaseQuestion({ category, question })).unwrap(),
    [dispatch, category, question]
  )

  return (
    <div className="knowledge-base">
      <Link to={`/pages/knowledge-base/${category}`} className="d-inline-flex align-items-center gap-1 mb-3">
        <ArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
        {t('pages.knowledgeBase.backToCategory')}
      </Link>
      <LoadState state={state} onRetry={state.reload}>
        {({ category: current, question: entry }) => (
          <Row className="g-4">
            <Col lg={4} className="order-2 order-lg-1">
              <Card className="border-0 shadow-sm">
                <CardBody>
                  <h2 className="h6 text-uppercase text-body-secondary mb-3">
                    {t('pages.knowledgeBase.related', { category: current.title })}
                  </h2>
                  <ul className="list-unstyled mb-0 kb-questions">
                    {entry.relatedQuestions.map((q) => (
                      <li key={q.id}>
                        <Link
                          to={`/pages/knowledge-base/${current.slug}/${q.slug}`}
                          className="d-flex align-items-center gap-1 py-1"
                        >
                          <ChevronRight size={14} aria-hidden="true" className="flip-rtl flex-shrink-0" />
                          <span dir="auto">{q.question}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </CardBody>
              </Card>
            </Col>
            <Col lg={8} className="order-1 order-lg-2">
              <Card className="border-0 shadow-sm">
                <CardBody>
                  <h1 className="h4 mb-2" dir="auto">
                    {entry.title}
                  </h1>
                  <p className="small text-body-secondary d-flex align-items-center gap-1 mb-4">
                    <Clock size={14} aria-hidden="true" />
                    {t('pages.knowledgeBase.lastUpdated', {
                      date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
                        new Date(`${entry.lastUpdated}T12:00:00Z`)
                      )
                    })}
                  </p>
                  <SafeHtml html={entry.content} images="same-origin" className="page-html" />
                </CardBody>
              </Card>
            </Col>
          </Row>
        )}
      </LoadState>
    </div>
  )
}
