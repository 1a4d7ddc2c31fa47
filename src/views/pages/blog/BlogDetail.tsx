// /pages/blog/detail/:id: the post (sanitized HTML), its categories, its comments and a form to add one.
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Pencil } from 'lucide-react'
import { Link, useParams } from 'react-router-dom'
import { Alert, Button, Card, CardBody, Col, Form, Input, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { SafeHtml } from '@/@core/components/SafeHtml'
import { blogCommentSchema, type BlogComment, type BlogCommentInput } from '@/contracts/blog'
import { useAppDispatch } from '@/redux/hooks'
import { Avatar } from '../shared/Avatar'
import { formatDate, formatDateTime } from '../shared/format'
import { FormField, fieldAria } from '../shared/FormField'
import { LoadState } from '../shared/LoadState'
import { useLoad } from '@/@core/hooks/useLoad'
import { fetchBlogDetail, postBlogComment } from './blogApi'
import { BlogSidebarCard } from './components/BlogSidebar'
import { CategoryBadges } from './components/CategoryBadges'
import '../shared/pages.scss'
import './blog.scss'

const EMPTY: BlogCommentInput = { name: '', email: '', website: '', comment: '' }

function CommentForm({ postId, onAdded }: { postId: number; onAdded: (comment: BlogComment) => void }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const prefix = useId()
  const [serverError, setServerError] = useState<string | null>(null)
  const [posted, setPosted] = useState(false)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting }
  } = useForm<BlogCommentInput>({ resolver: zodResolver(blogCommentSchema), defaultValues: EMPTY })

  const message = (name: keyof BlogCommentInput) =>
    errors[name]?.message ? t(`pages.blog.errors.${errors[name].message}`) : undefined
  const field = (name: keyof BlogCommentInput, hint = false) => {
    const { ref, ...rest } = register(name)
    return {
      ...fieldAria(`${prefix}-${name}`, { error: message(name), hint }),
      innerRef: ref,
      invalid: Boolean(errors[name]),
      ...rest
    }
  }

  const submit = async (values: BlogCommentInput) => {
    setServerError(null)
    setPosted(false)
    const result = await dispatch(postBlogComment({ id: postId, input: values }))
    if (postBlogComment.fulfilled.match(result)) {
      onAdded(result.payload)
      reset(EMPTY)
      setPosted(true)
    } else setServerError(result.payload ?? t('pages.common.failed'))
  }

  return (
    <Form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="blog-comment-form-title">
      <h2 id="blog-comment-form-title" className="h5 mb-3">
        {t('pages.blog.leaveComment')}
      </h2>
      {serverError && (
        <Alert color="danger" fade={false} role="alert">
          {serverError}
        </Alert>
      )}
      <div role="status" className={posted ? 'alert alert-success' : 'visually-hidden'}>
        {posted ? t('pages.blog.commentPosted') : ''}
      </div>
      <Row className="g-3">
        <Col md={6}>
          <FormField
            id={`${prefix}-name`}
            label={t('pages.blog.form.name')}
            error={message('name')}
            className=""
          >
            <Input {...field('name')} autoComplete="name" />
          </FormField>
        </Col>
        <Col md={6}>
          <FormField
            id={`${prefix}-email`}
            label={t('pages.blog.form.email')}
            error={message('email')}
            className=""
          >
            <Input {...field('email')} type="email" autoComplete="email" />
          </FormField>
        </Col>
        <Col md={12}>
          <FormField
            id={`${prefix}-website`}
            label={t('pages.blog.form.website')}
            hint={t('pages.blog.form.websiteHint')}
            error={message('website')}
            className=""
          >
            <Input {...field('website', true)} type="url" autoComplete="url" dir="ltr" />
          </FormField>
        </Col>
        <Col md={12}>
          <FormField
            id={`${prefix}-comment`}
            label={t('pages.blog.form.comment')}
            error={message('comment')}
            className=""
          >
            <Input {...field('comment')} type="textarea" rows={4} />
          </FormField>
        </Col>
      </Row>
      <Button color="primary" type="submit" className="mt-3" disabled={isSubmitting}>
        {isSubmitting ? t('pages.common.sending') : t('pages.blog.postComment')}
      </Button>
    </Form>
  )
}

export default function BlogDetail() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const id = Number(useParams().id)
  const state = useLoad(() => dispatch(fetchBlogDetail(id)).unwrap(), [dispatch, id])

  return (
    <div className="blog-page">
      <Row className="g-4">
        <Col lg={8} xl={9}>
          <LoadState state={state} onRetry={state.reload}>
            {({ blog, comments }) => (
              <>
                <Card className="border-0 shadow-sm mb-4" tag="article" aria-labelledby="blog-title">
                  <img src={blog.img} alt="" className="card-img-top blog-hero-img" />
                  <CardBody>
                    <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
                      <h1 id="blog-title" className="h3 mb-0" dir="auto">
                        {blog.title}
                      </h1>
                      <Link
                        to={`/pages/blog/edit/${blog.id}`}
                        className="btn btn-outline-primary btn-sm d-inline-flex align-items-center gap-1"
                      >
                        <Pencil size={14} aria-hidden="true" />
                        {t('pages.blog.edit')}
                      </Link>
                    </div>
                    <div className="d-flex align-items-center gap-2 mb-3 small">
                      <Avatar name={blog.userFullName} src={blog.avatar} size={32} />
                      <span>
                        {t('pages.blog.by')} <span className="fw-semibold">{blog.userFullName}</span>
                      </span>
                      <span aria-hidden="true" className="text-body-secondary">
                        ·
                      </span>
                      <time dateTime={blog.createdTime} className="text-body-secondary">
                        {formatDate(blog.createdTime, i18n.language, 'long')}
                      </time>
                    </div>
                    <div className="mb-4">
                      <CategoryBadges tags={blog.tags} status={blog.status} />
                    </div>
                    <SafeHtml html={blog.content} images="same-origin" className="page-html blog-content" />
                  </CardBody>
                </Card>
                <Card className="border-0 shadow-sm mb-4">
                  <CardBody>
                    <section aria-labelledby="comments">
                      <h2 id="comments" className="h5 mb-3">
                        {t('pages.blog.commentCount', { count: comments.length })}
                      </h2>
                      {comments.length === 0 ? (
                        <p className="text-body-secondary">{t('pages.blog.noComments')}</p>
                      ) : (
                        <ol className="list-unstyled ps-0 mb-0 d-flex flex-column gap-3">
                          {comments.map((comment) => (
                            <li key={comment.id} className="d-flex gap-3">
                              <Avatar name={comment.userFullName} src={comment.avatar} size={40} />
                              <div>
                                <p className="mb-0">
                                  <span className="fw-semibold">{comment.userFullName}</span>{' '}
                                  <time dateTime={comment.commentedAt} className="small text-body-secondary">
                                    {formatDateTime(comment.commentedAt, i18n.language)}
                                  </time>
                                </p>
                                <p className="mb-0" dir="auto">
                                  {comment.commentText}
                                </p>
                              </div>
                            </li>
                          ))}
                        </ol>
                      )}
                    </section>
                  </CardBody>
                </Card>
                <Card className="border-0 shadow-sm">
                  <CardBody>
                    <CommentForm
                      postId={blog.id}
                      onAdded={(comment) =>
                        state.update((d) => ({
                          blog: { ...d.blog, comments: d.blog.comments + 1 },
                          comments: [...d.comments, comment]
                        }))
                      }
                    />
                  </CardBody>
                </Card>
              </>
            )}
          </LoadState>
        </Col>
        <Col lg={4} xl={3}>
          <BlogSidebarCard />
        </Col>
      </Row>
    </div>
  )
}
