// /pages/knowledge-base/:category: the category's groups of questions, each question a link to its answer.
import { ArrowLeft, ChevronRight } from 'lucide-react'
import { Link, useParams } from 'react-router-dom'
import { Card, CardBody, Col, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { useAppDispatch } from '@/redux/hooks'
import { FAQ_ICON } from '../shared/faqIcons'
import { LoadState } from '../shared/LoadState'
import { useLoad } from '@/@core/hooks/useLoad'
import { fetchKnowledgeBaseCategory } from './knowledgeBaseApi'
import '../shared/pages.scss'
import './knowledge-base.scss'

export default function KnowledgeBaseCategory() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const { category = '' } = useParams()
  const state = useLoad(() => dispatch(fetchKnowledgeBaseCategory(category)).unwrap(), [dispatch, category])

  return (
    <div className="knowledge-base">
      <Link to="/pages/knowledge-base" className="d-inline-flex align-items-center gap-1 mb-3">
        <ArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
        {t('pages.knowledgeBase.back')}
      </Link>
      <LoadState state={state} onRetry={state.reload}>
        {({ category: current, groups }) => (
          <>
            <h1 className="h3 mb-4" dir="auto">
              {current.title}
            </h1>
            <Row className="g-4">
              {groups.map((group) => {
                const Icon = FAQ_ICON[group.icon]
                return (
                  <Col key={group.id} md={6}>
                    <Card className="border-0 shadow-sm h-100">
                      <CardBody>
                        <h2 className="h5 d-flex align-items-center gap-2 mb-3">
                          <span
                            className={`icon-tile bg-${group.iconColor}-subtle text-${group.iconColor}-emphasis`}
                          >
                            <Icon size={18} aria-hidden="true" />
                          </span>
                          <bdi>{group.title}</bdi>
                          <span className="text-body-secondary fs-6 fw-normal">
                            ({t('pages.knowledgeBase.questionCount', { count: group.questions.length })})
                          </span>
                        </h2>
                        <ul className="list-unstyled mb-0 kb-questions">
                          {group.questions.map((q) => (
                            <li key={q.id}>
                              <Link
                                to={`/pages/knowledge-base/${current.slug}/${q.slug}`}
                                className="d-flex align-items-center gap-1 py-1"
                              >
                                <ChevronRight
                                  size={14}
                                  aria-hidden="true"
                                  className="flip-rtl flex-shrink-0"
                                />
                                <span dir="auto">{q.question}</span>
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </CardBody>
                    </Card>
                  </Col>
                )
              })}
            </Row>
          </>
        )}
      </LoadState>
    </div>
  )
}
