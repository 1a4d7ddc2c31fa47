// /pages/faq: the sections of questions (icons on the left, an accordion on the right) and a search that asks the
// fake database for the matching questions; the search text lives in the URL.
import { useEffect, useState } from 'react'
import { Mail, Phone, SearchX } from 'lucide-react'
import { Button, Card, CardBody, Col, Nav, NavItem, NavLink, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import type { FaqSection } from '@/contracts/faq'
import { useAppDispatch } from '@/redux/hooks'
import { FAQ_ICON } from '../shared/faqIcons'
import { LoadState } from '../shared/LoadState'
import { QuestionAccordion } from '../shared/QuestionAccordion'
import { SearchHero } from '../shared/SearchHero'
import { useLoad } from '@/@core/hooks/useLoad'
import { useSearchParam } from '../shared/useSearchParam'
import { fetchFaq } from './faqApi'

function Questions({ section }: { section: FaqSection }) {
  const Icon = FAQ_ICON[section.icon]
  return (
    <section aria-labelledby={`faq-${section.id}-title`}>
      <div className="d-flex align-items-center gap-3 mb-3">
        <span className="icon-tile bg-primary-subtle text-primary-emphasis">
          <Icon size={20} aria-hidden="true" />
        </span>
        <div>
          <h2 id={`faq-${section.id}-title`} className="h5 mb-0" dir="auto">
            {section.title}
          </h2>
          <p className="mb-0 text-body-secondary small" dir="auto">
            {section.subtitle}
          </p>
        </div>
      </div>
      <QuestionAccordion
        entries={section.questions.map((entry) => ({
          id: entry.id,
          question: entry.question,
          answer: <p className="mb-0">{entry.answer}</p>
        }))}
      />
    </section>
  )
}

export default function FaqPage() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const { text, setText, query } = useSearchParam()
  const state = useLoad(() => dispatch(fetchFaq(query)).unwrap(), [dispatch, query])
  const [selected, setSelected] = useState<string | null>(null)
  const sections = state.data?.sections ?? []
  const active = sections.find((s) => s.id === selected) ?? sections[0]

  // A new search result starts at its first section.
  useEffect(() => setSelected(null), [query])

  return (
    <div className="faq-page">
      <SearchHero
        id="faq-search"
        title={t('pages.faq.title')}
        subtitle={t('pages.faq.subtitle')}
        label={t('pages.faq.searchLabel')}
        placeholder={t('pages.faq.searchPlaceholder')}
        value={text}
        onChange={setText}
      />
      <div aria-live="polite" className="visually-hidden">
        {state.status === 'ready' &&
          t('pages.faq.found', { count: sections.reduce((n: number, s) => n + s.questions.length, 0) })}
      </div>
      <LoadState state={state} onRetry={state.reload}>
        {() =>
          sections.length === 0 ? (
            <Card className="border-0 shadow-sm">
              <CardBody className="text-center py-5">
                <SearchX size={40} aria-hidden="true" className="text-body-secondary mb-3" />
                <h2 className="h5">{t('pages.faq.emptyTitle')}</h2>
                <p className="text-body-secondary">{t('pages.faq.emptyText', { query })}</p>
                <Button color="primary" outline onClick={() => setText('')}>
                  {t('pages.faq.clearSearch')}
                </Button>
              </CardBody>
            </Card>
          ) : (
            <Row className="g-4">
              <Col lg={3} md={4}>
                <Nav pills vertical className="faq-nav gap-1" aria-label={t('pages.faq.sections')}>
                  {sections.map((section) => {
                    const Icon = FAQ_ICON[section.icon]
                    const current = section.id === active?.id
                    return (
                      <NavItem key={section.id}>
                        <NavLink
                          tag="button"
                          type="button"
                          className="d-flex align-items-center gap-2 w-100 text-start"
                          active={current}
                          aria-current={current ? 'true' : undefined}
                          onClick={() => setSelected(section.id)}
                        >
                          <Icon size={18} aria-hidden="true" />
                          <span className="flex-grow-1" dir="auto">
                            {section.title}
                          </span>
                          <span className="badge rounded-pill text-bg-light">{section.questions.length}</span>
                        </NavLink>
                      </NavItem>
                    )
                  })}
                </Nav>
              </Col>
              <Col lg={9} md={8}>
                {active && <Questions key={active.id} section={active} />}
              </Col>
            </Row>
          )
        }
      </LoadState>
      <section aria-labelledby="faq-contact-title" className="text-center mt-5">
        <h2 id="faq-contact-title" className="h4">
          {t('pages.faq.contactTitle')}
        </h2>
        <p className="text-body-secondary">{t('pages.faq.contactText')}</p>
        <Row className="g-3 justify-content-center">
          <Col sm={6} lg={4}>
            <Card className="border-0 shadow-sm h-100">
              <CardBody>
                <Phone size={24} aria-hidden="true" className="text-primary mb-2" />
                <p className="h6 mb-1">
                  <a href="tel:+18005550199" dir="ltr">
                    +1 (800) 555-0199
                  </a>
                </p>
                <p className="small text-body-secondary mb-0">{t('pages.faq.phoneHours')}</p>
              </CardBody>
            </Card>
          </Col>
          <Col sm={6} lg={4}>
            <Card className="border-0 shadow-sm h-100">
              <CardBody>
                <Mail size={24} aria-hidden="true" className="text-primary mb-2" />
                <p className="h6 mb-1">
                  <a href="mailto:support@vibeline.app">support@vibeline.app</a>
                </p>
                <p className="small text-body-secondary mb-0">{t('pages.faq.emailHours')}</p>
              </CardBody>
            </Card>
          </Col>
        </Row>
      </section>
    </div>
  )
}
