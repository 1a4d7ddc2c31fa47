// /pages/blog/list: the posts as cards (search, category and page in the URL) beside the sidebar.
import { MessageSquare, SearchX } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button, Card, CardBody, Col, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { Pager } from '@/@core/components/list/Pager'
import { BLOG_CATEGORIES, type BlogCategory } from '@/contracts/blog'
import { useAppDispatch } from '@/redux/hooks'
import { Avatar } from '../shared/Avatar'
import { formatDate } from '../shared/format'
import { LoadState } from '../shared/LoadState'
import { useLoad } from '@/@core/hooks/useLoad'
import { useSearchParam } from '../shared/useSearchParam'
import { fetchBlogList } from './blogApi'
import { BlogSidebarCard } from './components/BlogSidebar'
import { CategoryBadges } from './components/CategoryBadges'
import '../shared/pages.scss'
import './blog.scss'

export default function BlogList() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const [params, setParams] = useSearchParams()
  const { text, setText, query } = useSearchParam()
  const rawCategory = params.get('category') ?? ''
  const category = (BLOG_CATEGORIES as readonly string[]).includes(rawCategory)
    ? (rawCategory as BlogCategory)
    : ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const state = useLoad(
    () => dispatch(fetchBlogList({ q: query, category, page })).unwrap(),
    [dispatch, query, category, page]
  )

  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current)
      if (next > 1) copy.set('page', String(next))
      else copy.delete('page')
      return copy
    })
  const clearFilters = () => {
    setText('')
    setParams(new URLSearchParams())
  }

  return (
    <div className="blog-page">
      <Row className="g-4">
        <Col lg={8} xl={9}>
          <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
            <h1 className="h3 mb-0">
              {category
                ? t('pages.blog.listTitleCategory', { category: t(`pages.blog.categories.${category}`) })
                : t('pages.blog.listTitle')}
            </h1>
            {(category || query) && (
              <Button color="link" className="p-0" onClick={clearFilters}>
                {t('pages.blog.allPosts')}
              </Button>
            )}
          </div>
          <div aria-live="polite" className="visually-hidden">
            {state.status === 'ready' && t('pages.blog.found', { count: state.data.total })}
          </div>
          <LoadState state={state} onRetry={state.reload}>
            {({ posts, total, perPage }) =>
              posts.length === 0 ? (
                <Card className="border-0 shadow-sm">
                  <CardBody className="text-center py-5">
                    <SearchX size={40} aria-hidden="true" className="text-body-secondary mb-3" />
                    <h2 className="h5">{t('pages.blog.emptyTitle')}</h2>
                    <p className="text-body-secondary">{t('pages.blog.emptyText')}</p>
                    <Button color="primary" outline onClick={clearFilters}>
                      {t('pages.blog.allPosts')}
                    </Button>
                  </CardBody>
                </Card>
              ) : (
                <>
                  <Row className="g-4 list-unstyled ps-0 mb-4" tag="ul">
                    {posts.map((post) => (
                      <Col key={post.id} md={6} tag="li">
                        <Card
                          className="border-0 shadow-sm h-100 blog-card"
                          tag="article"
                          aria-labelledby={`blog-${post.id}-title`}
                        >
                          <Link to={`/pages/blog/detail/${post.id}`} tabIndex={-1} aria-hidden="true">
                            <img src={post.img} alt="" className="card-img-top blog-card-img" />
                          </Link>
                          <CardBody className="d-flex flex-column">
                            <h2 id={`blog-${post.id}-title`} className="h5">
                              <Link to={`/pages/blog/detail/${post.id}`} className="text-body" dir="auto">
                                {post.title}
                              </Link>
                            </h2>
                            <div className="d-flex align-items-center gap-2 mb-2 small">
                              <Avatar name={post.userFullName} src={post.avatar} size={24} />
                              <span>
                                {t('pages.blog.by')} <span className="fw-semibold">{post.userFullName}</span>
                              </span>
                              <span aria-hidden="true" className="text-body-secondary">
                                ·
                              </span>
                              <time dateTime={post.blogPosted} className="text-body-secondary">
                                {formatDate(post.blogPosted, i18n.language)}
                              </time>
                            </div>
                            <div className="mb-2">
                              <CategoryBadges tags={post.tags} status={post.status} />
                            </div>
                            <p className="text-body-secondary flex-grow-1" dir="auto">
                              {post.excerpt}
                            </p>
                            <div className="d-flex justify-content-between align-items-center pt-2 border-top">
                              <Link
                                to={`/pages/blog/detail/${post.id}#comments`}
                                className="d-inline-flex align-items-center gap-1 text-body-secondary"
                              >
                                <MessageSquare size={16} aria-hidden="true" />
                                {t('pages.blog.commentCount', { count: post.comment })}
                                <span className="visually-hidden">: {post.title}</span>
                              </Link>
                              <Link to={`/pages/blog/detail/${post.id}`} className="fw-semibold">
                                {t('pages.blog.readMore')}
                                <span className="visually-hidden">: {post.title}</span>
                              </Link>
                            </div>
                          </CardBody>
                        </Card>
                      </Col>
                    ))}
                  </Row>
                  <Pager page={page} perPage={perPage} total={total} onPageChange={setPage} hideSinglePage />
                </>
              )
            }
          </LoadState>
        </Col>
        <Col lg={4} xl={3}>
          <BlogSidebarCard search={{ value: text, onChange: setText }} />
        </Col>
      </Row>
    </div>
  )
}
